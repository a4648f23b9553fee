import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { globFiles } from './zoned-specifiers.js';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** Lints `code` as the repository file `file`; the rules that fired, one entry per message. */
async function fired(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

/** A module of exactly `lines` lines (each its own statement, so nothing else fires). */
const moduleOf = (lines: number) => Array.from({ length: lines }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';

describe('lint walls: no product file over 400 lines', () => {
  it('a product file of 401 lines fails, of 400 passes', async () => {
    for (const file of ['pwa/src/features/admin/probe.tsx', 'api/src/modules/cards/probe.ts', 'kiosk/src/lib/probe.ts']) {
      expect(await fired(file, moduleOf(401)), file).toContain('max-lines');
      expect(await fired(file, moduleOf(400)), file).not.toContain('max-lines');
    }
  });

  it('blank lines and comments count', async () => {
    const code = moduleOf(300) + '\n'.repeat(50) + '// a comment\n'.repeat(51);
    expect(await fired('shared/src/probe.ts', code)).toContain('max-lines');
  });

  it('tests and case tables are not product files', async () => {
    expect(await fired('pwa/src/lib/probe.test.ts', moduleOf(401))).not.toContain('max-lines');
    expect(await fired('shared/src/probe.cases.ts', moduleOf(401))).not.toContain('max-lines');
  });
});

describe('lint walls: the zones hold for type-position import() and import.meta.glob', () => {
  const zoned = 'local/zoned-specifiers';

  it('typeof import() of a feature from lib/ fails; inside the feature it passes', async () => {
    const target = '../features/card/components/card-page.tsx';
    expect(await fired('pwa/src/lib/probe.ts', `export type Page = typeof import('${target}');\n`)).toContain(zoned);
    expect(await fired('pwa/src/lib/probe.ts', `export type Page = import('${target}').CardPage;\n`)).toContain(zoned);
    expect(
      await fired('pwa/src/features/card/probe.ts', `export type Page = typeof import('./components/card-page.tsx');\n`),
    ).toEqual([]);
  });

  it('a type import() from one feature into another, or across apps, fails', async () => {
    expect(
      await fired('pwa/src/features/admin/probe.ts', `export type Page = typeof import('../card/components/card-page.tsx');\n`),
    ).toContain(zoned);
    expect(
      await fired('kiosk/src/lib/probe.ts', `export type Client = import('../../../pwa/src/lib/api-client.ts').ApiError;\n`),
    ).toContain(zoned);
  });

  it('import.meta.glob that brings in files across a zone fails, one within it passes', async () => {
    expect(
      await fired('pwa/src/lib/probe.ts', `export const pages = import.meta.glob('../features/*/components/*.tsx');\n`),
    ).toContain(zoned);
    expect(
      await fired('pwa/src/lib/probe.ts', `export const pages = import.meta.glob(['/src/features/card/*.ts']);\n`),
    ).toContain(zoned);
    expect(
      await fired('pwa/src/lib/probe.ts', `export const po = import.meta.glob('../../../kiosk/src/locales/*/*.po');\n`),
    ).toContain(zoned);
    expect(await fired('pwa/src/i18n/probe.ts', `export const po = import.meta.glob('../locales/*/*.po');\n`)).toEqual([]);
  });

  it('a glob is expanded as Vite does: relative to the file, or to the app with a leading /', () => {
    const from = path.join(root, 'pwa/src/i18n/catalogs.ts');
    const relative = globFiles(from, '../locales/*/*.po').map((f) => path.relative(root, f));
    expect(relative).toContain('pwa/src/locales/es/office.po');
    expect(relative.every((f) => /^pwa\/src\/locales\/(en|es)\/[a-z]+\.po$/.test(f))).toBe(true);
    expect(globFiles(from, '/src/locales/*/*.po').map((f) => path.relative(root, f))).toEqual(relative);
    expect(globFiles(from, '!../locales/*/*.po')).toEqual([]);
  });
});

describe('lint walls: shared/ loads no server, database, payment, Node or UI package', () => {
  const bad = [
    `import fs from 'node:fs';`,
    `import path from 'path';`,
    `import { createHash } from 'crypto';`,
    `import express from 'express';`,
    `import Database from 'better-sqlite3';`,
    `import { drizzle } from 'drizzle-orm/better-sqlite3';`,
    `import Stripe from 'stripe';`,
    `import { getIronSession } from 'iron-session';`,
    `import pino from 'pino';`,
    `export const load = () => import('pg');`,
    `export type Logger = typeof import('pino');`,
  ];
  const ui = [
    `import { useState } from 'react';`,
    `import { createRoot } from 'react-dom/client';`,
    `import styled from 'styled-components';`,
    `export type Client = import('@tanstack/react-query').QueryClient;`,
  ];
  const refusals = (rules: string[]) => rules.filter((r) => r === 'no-restricted-imports' || r === 'no-restricted-syntax');

  it('each server or Node import fails anywhere in shared/, the browser folder included', async () => {
    for (const file of ['shared/src/probe.ts', 'shared/src/contracts/probe.ts', 'shared/src/browser/probe.ts']) {
      for (const line of bad) expect(refusals(await fired(file, `${line}\n`)), `${file}: ${line}`).toHaveLength(1);
    }
  });

  it('UI packages fail in shared/ and pass in shared/src/browser', async () => {
    for (const line of ui) {
      expect(refusals(await fired('shared/src/probe.ts', `${line}\n`)), line).toHaveLength(1);
      expect(refusals(await fired('shared/src/browser/probe.ts', `${line}\n`)), line).toEqual([]);
    }
  });

  it('what shared/ does use still passes', async () => {
    const code = `import { z } from 'zod';\nimport { addDays } from 'date-fns';\nexport const s = z.string();\nexport const d = addDays;\n`;
    expect(await fired('shared/src/probe.ts', code)).toEqual([]);
  });
});
