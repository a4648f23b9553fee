// npm run dup (part of npm run check and CI): at most MAX_CLONES repeated blocks in product code.
// jscpd (settings in .jscpd.json: six lines or more, product code only) finds them; its own
// --threshold is a percentage of lines, so the count is checked here from its JSON report.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './test-server.ts';

/** The most repeated blocks product code may hold (docs/decisions/026-back-office-floor.md). */
export const MAX_CLONES = 30;

interface ClonePlace {
  name: string;
  start: number;
  end: number;
}
/** The part of jscpd's JSON report this check reads. */
export interface JscpdReport {
  duplicates: Array<{ lines: number; firstFile: ClonePlace; secondFile: ClonePlace }>;
  statistics: { total: { clones: number } };
}

/** Whether the report passes, and the lines that say so: every block, then the count against the most. */
export function dupVerdict(report: JscpdReport, max = MAX_CLONES): { ok: boolean; lines: string[] } {
  const count = report.duplicates.length;
  const place = (p: ClonePlace) => `${p.name}:${p.start}-${p.end}`;
  const lines = report.duplicates.map((d) => `${place(d.firstFile)} ~ ${place(d.secondFile)} (${d.lines} lines)`);
  const ok = count <= max;
  lines.push(
    ok
      ? `${count} repeated block(s) of six lines or more; at most ${max}.`
      : `${count} repeated blocks of six lines or more: more than ${max}. Give the repeated code one home (a hook, a component, a helper) until there are ${max} or fewer.`,
  );
  return { ok, lines };
}

/** Runs jscpd on the repository with .jscpd.json and returns its JSON report. */
export function runJscpd(root = repoRoot): JscpdReport {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'jscpd-'));
  try {
    const bin = path.join(root, 'node_modules', '.bin', 'jscpd');
    const run = spawnSync(bin, ['--config', '.jscpd.json', '--reporters', 'silent,json', '--output', out], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, JSCPD_NO_TIPS: '1' },
    });
    const file = path.join(out, 'jscpd-report.json');
    if (run.status !== 0 || !fs.existsSync(file)) throw new Error(`jscpd failed (${run.status}): ${run.stderr || run.stdout}`);
    return JSON.parse(fs.readFileSync(file, 'utf8')) as JscpdReport;
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ok, lines } = dupVerdict(runJscpd());
  for (const line of lines) (ok ? console.log : console.error)(line);
  if (!ok) process.exit(1);
}
