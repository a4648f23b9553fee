import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import { run } from '../test/outside-tools.ts';
import { makeWalletTestCa } from '../test/wallet-test-ca.ts';
import { ACCEPTED_WARNINGS } from './spectral-findings.ts';

/**
 * Spectral (Stoplight's linter) with the OWASP API Security ruleset on the document the app serves,
 * with PUBLIC_URL on https as production has it (.spectral.yaml; decision 030). Run alone with
 * `npm run check:openapi`; part of `npm run check:outside`.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SPECTRAL = path.join(ROOT, 'node_modules/.bin/spectral');

interface Finding {
  code: string;
  severity: number;
  path: string[];
  message: string;
}

/** Where a finding is, as a person reads it: `GET /api/cards/{accessCode} 200: offers`. */
function where(f: Finding): string {
  const [, route, method, ...rest] = f.path;
  if (f.path[0] !== 'paths') return f.path.join('.');
  const status = rest[0] === 'responses' ? `${rest[1]}` : rest[0];
  const fields = rest.filter((p, i) => rest[i - 1] === 'properties').join('.');
  return `${method!.toUpperCase()} ${route} ${status}: ${fields || '(body)'}`;
}

describe('Spectral, OWASP ruleset', () => {
  it('reports no error on the API document, and only accepted warnings', async () => {
    const { request } = createTestApp({ env: { ...makeWalletTestCa().env(), PUBLIC_URL: 'https://deals.example.org' } });
    const document = (await request.get('/api/openapi.json').expect(200)).text;
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, document);
      const ruleset = path.join(ROOT, '.spectral.yaml');
      const result = await run(SPECTRAL, [
        'lint',
        file,
        '--ruleset',
        ruleset,
        '--format',
        'json',
        '--fail-severity',
        'error',
        '--quiet',
      ]);
      const findings = JSON.parse(result.stdout || '[]') as Finding[];
      const errors = findings.filter((f) => f.severity === 0);
      // Every list in an answer has maxItems, the cap its route enforces (decision 030, "Caps on lists").
      expect(errors.map((f) => `${f.code} ${where(f)}: ${f.message}`)).toEqual([]);
      expect(result.code).toBe(0);
      const warnings = [...new Set(findings.filter((f) => f.severity === 1).map((f) => f.code))].sort();
      expect(warnings).toEqual(Object.keys(ACCEPTED_WARNINGS).sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
