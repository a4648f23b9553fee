import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { startServer, type RunningServer } from '../scripts/test-server.ts';
import { seededCard } from './support/card-db.ts';
import { DEMO_ADMIN, expect, test } from './support/fixtures.ts';

/**
 * docs/deploy.md's shape, in a browser: Debian's Caddy terminates TLS (its own local CA here, not
 * Let's Encrypt) in front of the app started with TRUST_PROXY=1. Caddy is a test requirement like
 * Chromium (.ci/run installs both): without it the test fails and says how to get it.
 */
const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once Caddy answers over TLS (its certificate is not trusted by Node: not checked here). */
async function waitForTls(url: string, caddyOutput: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const req = httpsRequest(url, { rejectUnauthorized: false, timeout: 2000 }, (res) => {
        res.resume();
        resolve((res.statusCode ?? 500) < 500);
      });
      req.on('error', () => resolve(false));
      req.end();
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`Caddy did not answer over TLS:\n${caddyOutput()}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

// Caddy's local CA is not in the browser's trust store; Chromium then also refuses service
// workers unless told to accept the certificate for good, not only for page loads.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, '--ignore-certificate-errors'] } });

test.describe('behind Caddy over TLS', () => {
  let app: RunningServer | undefined;
  let caddy: ChildProcess | undefined;
  let dir = '';
  let origin = '';

  test.beforeAll(async () => {
    if (!existsSync(CADDY)) {
      throw new Error(`Caddy is not installed at ${CADDY}: apt-get install caddy (.ci/run does), or set CADDY_PATH`);
    }
    dir = mkdtempSync(path.join(tmpdir(), 'dealcard-tls-'));
    const port = await freePort();
    origin = `https://localhost:${port}`;
    app = await startServer({ TRUST_PROXY: '1', PUBLIC_URL: origin });
    const upstream = new URL(app.baseURL).host;
    const caddyfile = path.join(dir, 'Caddyfile');
    writeFileSync(
      caddyfile,
      `{
\tadmin off
\tskip_install_trust
\tauto_https disable_redirects
\tstorage file_system ${path.join(dir, 'caddy-data')}
}

${origin} {
\ttls internal
\tencode zstd gzip
\treverse_proxy ${upstream}
}
`,
    );
    let out = '';
    caddy = spawn(CADDY, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout?.on('data', (d) => (out += d));
    caddy.stderr?.on('data', (d) => (out += d));
    await waitForTls(`${origin}/api/health`, () => out);
  });

  test.afterAll(async () => {
    if (caddy?.pid && caddy.exitCode === null) {
      const exited = new Promise((r) => caddy!.once('exit', r));
      process.kill(caddy.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    await app?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('the card opens over HTTPS with its service worker, and signing in sets Secure cookies', async ({ browser }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const card = seededCard(app!.dataDir, 'Taylor Brooks');

    const response = await page.goto(`${origin}/card/${card.accessCode}`);
    expect(response?.status()).toBe(200);
    // Caddy compressed what it passed on (encode zstd gzip, as in the guide).
    expect(response?.headers()['content-encoding']).toMatch(/gzip|zstd|br/);
    await expect(page.getByText('PROUD SUPPORTERS OF')).toBeVisible();
    // A service worker registers only in a secure context: this one is, through Caddy.
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await page.goto(`${origin}/api/login?returnTo=${encodeURIComponent('/admin')}`);
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${origin}/admin/**`);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // TRUST_PROXY=1 believes Caddy's X-Forwarded-Proto: the session cookie is marked Secure.
    const cookies = await context.cookies(origin);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.secure, cookie.name).toBe(true);
    await context.close();
  });
});
