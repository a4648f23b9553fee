import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { cyclesOf } from './no-import-cycle.js';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were the file `file` (relative to the repository) and returns the rules that fired. */
async function rulesFiredBy(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

/** Some source file under `dir` (relative to the repository), as an import specifier from `fromDir`. */
function someFileUnder(dir: string, fromDir: string, pattern = /\.tsx?$/): string {
  const stack = [path.join(root, dir)];
  while (stack.length) {
    const current = stack.pop()!;
    for (const entry of fs.readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) stack.push(full);
      else if (pattern.test(entry.name) && !entry.name.includes('.test.')) {
        const relative = path.relative(path.join(root, fromDir), full);
        return relative.startsWith('.') ? relative : `./${relative}`;
      }
    }
  }
  throw new Error(`no source file under ${dir}`);
}

const restricted = 'import-x/no-restricted-paths';
const unresolved = 'import-x/no-unresolved';

/** Lints `code` as `file` and returns, per line, the rules that fired on it. */
async function rulesByLine(file: string, code: string): Promise<Map<number, string[]>> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const byLine = new Map<number, string[]>();
  for (const m of result?.messages ?? []) byLine.set(m.line, [...(byLine.get(m.line) ?? []), m.ruleId ?? m.message]);
  return byLine;
}

/** The package a repository path belongs to, and the path inside it: `@dealcard/pwa` + `src/...`. */
function packageSpelling(repoPath: string): string {
  const [top, ...rest] = repoPath.split('/');
  const name = ['api', 'pwa', 'kiosk', 'shared'].includes(top!) ? `@dealcard/${top}` : 'dealcard';
  return name === 'dealcard' ? `${name}/${repoPath}` : `${name}/${rest.join('/')}`;
}

/**
 * Every way one file can reach another: the specifier with its extension, without, with `.js` for
 * `.ts`, through the package name, as a dynamic import() and as a re-export.
 */
function spellings(probe: string, target: string): { name: string; code: string }[] {
  let relative = path.relative(path.dirname(probe), target);
  if (!relative.startsWith('.')) relative = `./${relative}`;
  const bare = relative.replace(/\.tsx?$/, '');
  return [
    { name: 'with its extension', code: `import '${relative}';` },
    { name: 'without an extension', code: `import '${bare}';` },
    { name: 'with .js', code: `import '${bare}.js';` },
    { name: 'by package name', code: `import '${packageSpelling(target)}';` },
    { name: 'as a dynamic import()', code: `export const load = () => import('${relative}');` },
    { name: 'as export * from', code: `export * from '${relative}';` },
  ];
}

/** Some source file under `dir` (repository-relative), itself repository-relative. */
function fileUnder(dir: string, pattern?: RegExp): string {
  return path.join(dir, someFileUnder(dir, dir, pattern));
}

/** Each pair the conventions forbid: a probe file, and a real file it must not reach. */
const forbidden: { pair: string; probe: string; target: () => string }[] = [
  {
    pair: 'a PWA feature -> another feature',
    probe: 'pwa/src/features/card/probe.ts',
    target: () => fileUnder('pwa/src/features/checkout'),
  },
  {
    pair: 'a kiosk feature -> another feature',
    probe: 'kiosk/src/features/pairing/probe.ts',
    target: () => fileUnder('kiosk/src/features/redemptions'),
  },
  { pair: 'PWA lib/ -> a feature', probe: 'pwa/src/lib/probe.ts', target: () => fileUnder('pwa/src/features/card') },
  {
    pair: 'PWA components/ -> a feature',
    probe: 'pwa/src/components/ui/probe.ts',
    target: () => fileUnder('pwa/src/features/card'),
  },
  { pair: 'kiosk lib/ -> a feature', probe: 'kiosk/src/lib/probe.ts', target: () => fileUnder('kiosk/src/features/pairing') },
  {
    pair: 'kiosk components/ -> a feature',
    probe: 'kiosk/src/components/probe.ts',
    target: () => fileUnder('kiosk/src/features/pairing'),
  },
  { pair: 'a PWA feature -> app/', probe: 'pwa/src/features/card/probe.ts', target: () => fileUnder('pwa/src/app') },
  { pair: 'PWA lib/ -> app/', probe: 'pwa/src/lib/probe.ts', target: () => fileUnder('pwa/src/app') },
  { pair: 'PWA components/ -> app/', probe: 'pwa/src/components/ui/probe.ts', target: () => fileUnder('pwa/src/app') },
  { pair: 'a kiosk feature -> app/', probe: 'kiosk/src/features/pairing/probe.ts', target: () => fileUnder('kiosk/src/app') },
  { pair: 'kiosk lib/ -> app/', probe: 'kiosk/src/lib/probe.ts', target: () => fileUnder('kiosk/src/app') },
  { pair: 'the PWA -> the kiosk', probe: 'pwa/src/lib/probe.ts', target: () => fileUnder('kiosk/src/lib') },
  { pair: 'the kiosk -> the PWA', probe: 'kiosk/src/lib/probe.ts', target: () => fileUnder('pwa/src/lib') },
  {
    pair: 'the PWA -> the API',
    probe: 'pwa/src/lib/probe.ts',
    target: () => fileUnder('api/src/modules/auth', /\.service\.ts$/),
  },
  { pair: 'the kiosk -> the API', probe: 'kiosk/src/lib/probe.ts', target: () => fileUnder('api/src/http') },
  { pair: 'the API -> the PWA', probe: 'api/src/http/probe.ts', target: () => fileUnder('pwa/src/lib') },
  { pair: 'the API -> the kiosk', probe: 'api/src/http/probe.ts', target: () => fileUnder('kiosk/src/lib') },
  { pair: 'shared/ -> the API', probe: 'shared/src/probe.ts', target: () => fileUnder('api/src/http') },
  { pair: 'shared/ -> the PWA', probe: 'shared/src/probe.ts', target: () => fileUnder('pwa/src/lib') },
  { pair: 'shared/ -> the kiosk', probe: 'shared/src/probe.ts', target: () => fileUnder('kiosk/src/lib') },
  { pair: 'shared/ -> scripts/', probe: 'shared/src/probe.ts', target: () => 'scripts/backup.ts' },
  {
    pair: "an API module -> another module's routes",
    probe: 'api/src/modules/cards/probe.ts',
    target: () => fileUnder('api/src/modules/auth', /\.routes\.ts$/),
  },
  {
    pair: 'storage (db/) -> a module',
    probe: 'api/src/db/probe.ts',
    target: () => fileUnder('api/src/modules/auth', /\.service\.ts$/),
  },
  {
    pair: 'payment providers -> a module',
    probe: 'api/src/payments/probe.ts',
    target: () => fileUnder('api/src/modules/purchases', /\.service\.ts$/),
  },
  {
    pair: 'payment providers -> http/ (but errors.ts)',
    probe: 'api/src/payments/probe.ts',
    target: () => 'api/src/http/session.ts',
  },
  { pair: 'the API -> scripts/', probe: 'api/src/probe.ts', target: () => 'scripts/backup.ts' },
  { pair: 'the API -> e2e/', probe: 'api/src/probe.ts', target: () => 'e2e/playwright.config.ts' },
  { pair: 'scripts/ -> e2e/', probe: 'scripts/probe.ts', target: () => 'e2e/playwright.config.ts' },
  { pair: 'the PWA -> e2e/', probe: 'pwa/src/lib/probe.ts', target: () => 'e2e/playwright.config.ts' },
  { pair: 'shared/ -> e2e/', probe: 'shared/src/probe.ts', target: () => 'e2e/playwright.config.ts' },
];

describe('lint boundaries: every spelling of every forbidden import fails', () => {
  it.each(forbidden)('$pair', async ({ probe, target }) => {
    const file = target();
    expect(fs.existsSync(path.join(root, file)), file).toBe(true);
    const forms = spellings(probe, file);
    const fired = await rulesByLine(probe, forms.map((f) => f.code).join('\n') + '\n');
    const failures = forms.flatMap((form, i) => {
      const rules = fired.get(i + 1) ?? [];
      // The package name does not resolve at all (`exports` keeps src/ private); every other
      // spelling resolves to the file and is refused by its zone.
      const expected = form.name === 'by package name' ? unresolved : restricted;
      return rules.includes(expected) ? [] : [`${form.name} (${form.code}): ${rules.join(', ') || 'no error'}`];
    });
    expect(failures).toEqual([]);
  });

  it('an import that resolves to nothing is an error, whatever the folder', async () => {
    const fired = await rulesByLine(
      'pwa/src/lib/probe.ts',
      `import './no-such-file';\nimport '@dealcard/shared/no-such-entry';\n`,
    );
    expect(fired.get(1)).toContain(unresolved);
    expect(fired.get(2)).toContain(unresolved);
  });
});

describe('lint boundaries: what is allowed still passes in every spelling', () => {
  const allowed = [
    {
      pair: 'a PWA feature -> its own files',
      probe: 'pwa/src/features/card/probe.ts',
      target: () => fileUnder('pwa/src/features/card'),
    },
    { pair: 'a PWA feature -> lib/', probe: 'pwa/src/features/card/probe.ts', target: () => fileUnder('pwa/src/lib') },
    {
      pair: 'a PWA feature -> components/',
      probe: 'pwa/src/features/card/probe.ts',
      target: () => fileUnder('pwa/src/components/ui'),
    },
    { pair: 'PWA app/ -> a feature', probe: 'pwa/src/app/probe.ts', target: () => fileUnder('pwa/src/features/card') },
    {
      pair: "an API module -> another module's service",
      probe: 'api/src/modules/cards/probe.ts',
      target: () => fileUnder('api/src/modules/auth', /\.service\.ts$/),
    },
    { pair: 'payment providers -> http/errors.ts', probe: 'api/src/payments/probe.ts', target: () => 'api/src/http/errors.ts' },
    { pair: 'scripts/ -> the API', probe: 'scripts/probe.ts', target: () => 'api/src/config.ts' },
  ];
  it.each(allowed)('$pair', async ({ probe, target }) => {
    const forms = spellings(probe, target()).filter((f) => f.name !== 'by package name');
    const fired = await rulesByLine(probe, forms.map((f) => f.code).join('\n') + '\n');
    const boundaryErrors = [...fired.values()].flat().filter((r) => r === restricted || r === unresolved);
    expect(boundaryErrors).toEqual([]);
  });

  it('shared/ by its package name resolves from every app', async () => {
    for (const probe of ['api/src/probe.ts', 'pwa/src/lib/probe.ts', 'kiosk/src/lib/probe.ts']) {
      const fired = await rulesByLine(probe, `import '@dealcard/shared';\nimport '@dealcard/shared/money';\n`);
      expect([...fired.values()].flat(), probe).not.toContain(unresolved);
    }
  });
});

describe('lint boundaries: other rules', () => {
  it('payment providers importing Express fail', async () => {
    expect(
      await rulesFiredBy('api/src/payments/probe.ts', `import express from 'express';\nexport const app = express();\n`),
    ).toContain('no-restricted-imports');
  });

  it('a raw colour literal outside styles/ fails, in the theme it passes', async () => {
    const code = `export const colour = '#ff0000';\nexport const shade = \`rgba(0, 0, 0, 0.5)\`;\n`;
    const fired = await rulesFiredBy('pwa/src/components/ui/probe.ts', code);
    expect(fired.filter((r) => r === 'no-restricted-syntax')).toHaveLength(2);
    expect(await rulesFiredBy('pwa/src/styles/probe.ts', code)).not.toContain('no-restricted-syntax');
    expect(await rulesFiredBy('kiosk/src/app/probe.ts', code)).toContain('no-restricted-syntax');
  });
});

describe('import cycles', () => {
  it('a cycle made only of type imports is found', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycle-'));
    try {
      fs.mkdirSync(path.join(dir, 'api/src/modules/a'), { recursive: true });
      fs.writeFileSync(
        path.join(dir, 'api/src/app.ts'),
        `import { routes } from './modules/a/a.routes.ts';\nexport interface Deps { x: number }\nexport const all = [routes];\n`,
      );
      fs.writeFileSync(
        path.join(dir, 'api/src/modules/a/a.routes.ts'),
        `import type { Deps } from '../../app.ts';\nexport const routes = (d: Deps) => d.x;\n`,
      );
      fs.writeFileSync(path.join(dir, 'api/src/leaf.ts'), `import type { Deps } from './app.ts';\nexport type Leaf = Deps;\n`);
      const cycles = cyclesOf(dir);
      expect([...cycles.keys()].map((f) => path.relative(dir, f)).sort()).toEqual([
        'api/src/app.ts',
        'api/src/modules/a/a.routes.ts',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the repository has no import cycle', () => {
    expect([...cyclesOf(root).keys()].map((f) => path.relative(root, f))).toEqual([]);
  });
});
