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

describe('lint boundaries', () => {
  it('a PWA feature importing another feature fails', async () => {
    const target = someFileUnder('pwa/src/features/checkout', 'pwa/src/features/card');
    expect(await rulesFiredBy('pwa/src/features/card/probe.ts', `import '${target}';\n`)).toContain(restricted);
  });

  it('a kiosk feature importing another feature fails', async () => {
    const target = someFileUnder('kiosk/src/features/pairing', 'kiosk/src/features/verify');
    expect(await rulesFiredBy('kiosk/src/features/verify/probe.ts', `import '${target}';\n`)).toContain(restricted);
  });

  it('lib/ and components/ importing a feature fail', async () => {
    const fromLib = someFileUnder('pwa/src/features/card', 'pwa/src/lib');
    expect(await rulesFiredBy('pwa/src/lib/probe.ts', `import '${fromLib}';\n`)).toContain(restricted);
    const fromComponents = someFileUnder('pwa/src/features/card', 'pwa/src/components/ui');
    expect(await rulesFiredBy('pwa/src/components/ui/probe.ts', `import '${fromComponents}';\n`)).toContain(restricted);
  });

  it('a feature importing its own files, lib/ and components/ passes', async () => {
    const own = someFileUnder('pwa/src/features/card', 'pwa/src/features/card');
    const lib = someFileUnder('pwa/src/lib', 'pwa/src/features/card');
    const ui = someFileUnder('pwa/src/components/ui', 'pwa/src/features/card');
    const code = `import '${own}';\nimport '${lib}';\nimport '${ui}';\n`;
    expect(await rulesFiredBy('pwa/src/features/card/probe.ts', code)).not.toContain(restricted);
  });

  it("an API module importing another module's routes fails, its service passes", async () => {
    const routes = someFileUnder('api/src/modules/auth', 'api/src/modules/cards', /\.routes\.ts$/);
    expect(await rulesFiredBy('api/src/modules/cards/probe.ts', `import '${routes}';\n`)).toContain(restricted);
    const service = someFileUnder('api/src/modules/auth', 'api/src/modules/cards', /\.service\.ts$/);
    expect(await rulesFiredBy('api/src/modules/cards/probe.ts', `import '${service}';\n`)).not.toContain(restricted);
  });

  it('storage importing a module fails', async () => {
    const service = someFileUnder('api/src/modules/auth', 'api/src/db', /\.service\.ts$/);
    expect(await rulesFiredBy('api/src/db/probe.ts', `import '${service}';\n`)).toContain(restricted);
  });

  it('payment providers importing a module or Express fail', async () => {
    const service = someFileUnder('api/src/modules/purchases', 'api/src/payments', /\.service\.ts$/);
    expect(await rulesFiredBy('api/src/payments/probe.ts', `import '${service}';\n`)).toContain(restricted);
    expect(
      await rulesFiredBy('api/src/payments/probe.ts', `import express from 'express';\nexport const app = express();\n`),
    ).toContain('no-restricted-imports');
  });

  it('the API importing scripts/ or e2e/, and scripts/ importing e2e/, fail', async () => {
    expect(await rulesFiredBy('api/src/probe.ts', `import '../../scripts/backup.ts';\n`)).toContain(restricted);
    expect(await rulesFiredBy('api/src/probe.ts', `import '../../e2e/playwright.config.ts';\n`)).toContain(restricted);
    expect(await rulesFiredBy('scripts/probe.ts', `import '../e2e/playwright.config.ts';\n`)).toContain(restricted);
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
