import { describe, expect, it } from 'vitest';
import { dupVerdict, MAX_CLONES, runJscpd, type JscpdReport } from './dup-check.ts';

/** A jscpd report of `count` repeated blocks, each in two files of its own. */
function reportOf(count: number): JscpdReport {
  return {
    duplicates: Array.from({ length: count }, (_, i) => ({
      lines: 6,
      firstFile: { name: `pwa/src/a${i}.tsx`, start: 1, end: 6 },
      secondFile: { name: `pwa/src/b${i}.tsx`, start: 10, end: 15 },
    })),
    statistics: { total: { clones: count } },
  };
}

describe('the repeated-blocks check', () => {
  it('is set at 30', () => {
    expect(MAX_CLONES).toBe(30);
  });

  it('passes a report of 30 blocks', () => {
    const { ok, lines } = dupVerdict(reportOf(30));
    expect(ok).toBe(true);
    expect(lines).toHaveLength(31);
    expect(lines.at(-1)).toContain('30 repeated block(s)');
  });

  it('fails a report of 31 blocks, naming each', () => {
    const { ok, lines } = dupVerdict(reportOf(31));
    expect(ok).toBe(false);
    expect(lines[0]).toBe('pwa/src/a0.tsx:1-6 ~ pwa/src/b0.tsx:10-15 (6 lines)');
    expect(lines.at(-1)).toContain('more than 30');
  });

  it('reads the repository through jscpd: product code only, and within the limit', () => {
    const report = runJscpd();
    const places = report.duplicates.flatMap((d) => [d.firstFile.name, d.secondFile.name]);
    expect(places.filter((p) => /\.test\.tsx?$|^e2e\/|migrations\/|node_modules\//.test(p))).toEqual([]);
    expect(dupVerdict(report).ok).toBe(true);
  });
});
