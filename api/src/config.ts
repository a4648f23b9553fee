import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.ts';

const PROXY_LIST_HINT =
  'TRUST_PROXY is 0, 1, or a comma-separated list of the proxy\'s addresses: loopback, linklocal, uniquelocal, IP addresses or CIDR ranges, e.g. "loopback" or "10.0.0.5,loopback"';
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

function isTrustProxy(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value === '0' || value === '1') return true;
  const entries = value.split(',').map((e) => e.trim());
  return entries.length > 0 && entries.every(isProxyAddress);
}

function trustProxyOf(value: string): false | 1 | string[] {
  if (value === '0') return false;
  if (value === '1') return 1;
  return value.split(',').map((e) => e.trim());
}

/** Only the machine itself can reach a server listening here. */
function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** The only reader of process.env. Every variable is listed, with its default, in .env.example. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S*$/, 'must be a postgres:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z.string().default('0').pipe(z.custom<string>(isTrustProxy, PROXY_LIST_HINT)),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'off']).default('auto'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret (sk_) or restricted (rk_) key')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_API_BASE: z.url().optional(),
  ALLOW_DEMO_PAYMENTS: z.enum(['0', '1']).default('0'),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Deal Cards <cards@localhost>'),
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  APPLE_PASS_TYPE_ID: z.string().min(1).optional(),
  APPLE_TEAM_ID: z.string().min(1).optional(),
  APPLE_PASS_CERT: z.string().min(1).optional(),
  APPLE_PASS_KEY: z.string().min(1).optional(),
  APPLE_PASS_KEY_PASSPHRASE: z.string().optional(),
  APPLE_WWDR_CERT: z.string().min(1).optional(),
  APPLE_APNS_URL: z.url().default('https://api.push.apple.com'),
  GOOGLE_WALLET_ISSUER_ID: z.string().min(1).optional(),
  GOOGLE_WALLET_KEY_FILE: z.string().min(1).optional(),
  GOOGLE_WALLET_API_URL: z.url().default('https://walletobjects.googleapis.com/walletobjects/v1'),
  GOOGLE_OAUTH_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  WEB_DIST_DIR: z.string().optional(),
  KIOSK_DIST_DIR: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databasePath: string;
  /** PostgreSQL's address (issue 41): read by db:copy and backup; the server refuses it until it can serve from it. */
  databaseUrl: string | undefined;
  uploadsDir: string;
  outboxDir: string;
  publicUrl: string | undefined;
  sessionSecret: string;
  /**
   * Express's 'trust proxy': false, 1 (the one hop in front, allowed only when the server listens
   * on a loopback address), or the proxy's addresses (Express's list form, e.g. ['loopback']).
   */
  trustProxy: false | 1 | string[];
  rateLimit: boolean;
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  stripe: { secretKey: string; publishableKey?: string; webhookSecret?: string; apiBase?: string } | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How long the mail worker's claim on an e-mail lasts before another attempt may pick it up. */
  mailLeaseSeconds: number;
  webDistDir: string;
  kioskDistDir: string;
  /** Apple Wallet passes: on only when every required setting is present (file paths resolved). */
  apple: AppleWalletConfig | null;
  /** Google Wallet passes: on only when the issuer id and the service account's key file are set. */
  google: GoogleWalletConfig | null;
}

export interface AppleWalletConfig {
  passTypeId: string;
  teamId: string;
  /** PEM file paths. */
  certPath: string;
  keyPath: string;
  keyPassphrase?: string;
  wwdrCertPath: string;
  /** Apple's push service; an http:// URL speaks HTTP/2 in the clear (tests' stand-in). */
  apnsUrl: string;
}

export interface GoogleWalletConfig {
  issuerId: string;
  /** The service account's JSON key file. */
  keyFile: string;
  apiUrl: string;
  tokenUrl: string;
}

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && env.RATE_LIMIT === 'off') {
    throw new ConfigError('Invalid environment configuration:\n  RATE_LIMIT: "off" is refused when NODE_ENV=production');
  }
  // A live key moves real money: a laptop's development server (demo data, the outbox viewer) must not hold one.
  if (env.STRIPE_SECRET_KEY && /^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY) && !isProduction) {
    throw new ConfigError(
      'Invalid environment configuration:\n  STRIPE_SECRET_KEY: a live key (sk_live_, rk_live_) is refused unless NODE_ENV=production',
    );
  }
  if (!env.STRIPE_SECRET_KEY && isProduction && env.ALLOW_DEMO_PAYMENTS !== '1') {
    throw new ConfigError(
      'Invalid environment configuration:\n  STRIPE_SECRET_KEY: required when NODE_ENV=production (or set ALLOW_DEMO_PAYMENTS=1 to run demo payments)',
    );
  }
  if (isProduction && !env.PUBLIC_URL) {
    // E-mailed card and Find My Card links would otherwise take their host from the request,
    // which anyone can set: a holder could be mailed a valid token pointing at another site.
    throw new ConfigError(
      'Invalid environment configuration:\n  PUBLIC_URL: required when NODE_ENV=production (the address e-mailed links point to)',
    );
  }
  if (env.TRUST_PROXY === '1' && !isLoopbackHost(env.HOST)) {
    // Anyone who can reach the server directly could then write X-Forwarded-For and pick the
    // address every rate limit counts by.
    throw new ConfigError(
      `Invalid environment configuration:\n  TRUST_PROXY: "1" is refused with HOST=${env.HOST}: name the proxy's addresses instead (${PROXY_LIST_HINT})`,
    );
  }
  const dataDir = path.resolve(repoRoot, env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databasePath: path.join(dataDir, 'app.db'),
    databaseUrl: env.DATABASE_URL,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    sessionSecret: env.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    rateLimit: env.RATE_LIMIT === 'on',
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO === 'auto' && !isProduction,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiBase: env.STRIPE_API_BASE,
        }
      : null,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailLeaseSeconds: env.MAIL_LEASE_SECONDS,
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR ?? 'pwa/dist'),
    kioskDistDir: path.resolve(repoRoot, env.KIOSK_DIST_DIR ?? 'kiosk/dist'),
    apple:
      env.APPLE_PASS_TYPE_ID && env.APPLE_TEAM_ID && env.APPLE_PASS_CERT && env.APPLE_PASS_KEY && env.APPLE_WWDR_CERT
        ? {
            passTypeId: env.APPLE_PASS_TYPE_ID,
            teamId: env.APPLE_TEAM_ID,
            certPath: path.resolve(repoRoot, env.APPLE_PASS_CERT),
            keyPath: path.resolve(repoRoot, env.APPLE_PASS_KEY),
            keyPassphrase: env.APPLE_PASS_KEY_PASSPHRASE,
            wwdrCertPath: path.resolve(repoRoot, env.APPLE_WWDR_CERT),
            apnsUrl: env.APPLE_APNS_URL.replace(/\/$/, ''),
          }
        : null,
    google:
      env.GOOGLE_WALLET_ISSUER_ID && env.GOOGLE_WALLET_KEY_FILE
        ? {
            issuerId: env.GOOGLE_WALLET_ISSUER_ID,
            keyFile: path.resolve(repoRoot, env.GOOGLE_WALLET_KEY_FILE),
            apiUrl: env.GOOGLE_WALLET_API_URL.replace(/\/$/, ''),
            tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
          }
        : null,
  };
}

/** A fresh machine needs no setup: the first start writes a random secret into the data folder. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
