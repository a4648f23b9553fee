// The outside check's table of e-mails (mail-cases.ts) lists every template: a new template, or a
// new e-mail function in a template file, fails here until it has a case.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIL_CASES } from './mail-cases.ts';

const apiSrc = path.resolve(import.meta.dirname, '../..');

/** The files e-mails are made in: the templates folder (its list-mail helpers included) and every module's *.email.ts. */
function templateFiles(): string[] {
  const templates = readdirSync(path.join(apiSrc, 'mail/templates'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(apiSrc, 'mail/templates', f));
  const modules = readdirSync(path.join(apiSrc, 'modules'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.email.ts'))
    .map((f) => path.join(apiSrc, 'modules', f));
  return [...templates, ...modules];
}

describe('the outside checks’ e-mail cases', () => {
  it('have one entry for each function that makes an e-mail, and no other', async () => {
    const makers: string[] = [];
    for (const file of templateFiles()) {
      const module = (await import(file)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (typeof value === 'function' && /Email$/.test(name)) makers.push(name);
      }
    }
    expect(makers.length).toBeGreaterThanOrEqual(11);
    expect(Object.keys(MAIL_CASES).sort()).toEqual([...new Set(makers)].sort());
  });
});
