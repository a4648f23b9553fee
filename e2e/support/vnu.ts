import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from '../../api/src/test/outside-tools.ts';

/**
 * The Nu Html Checker (the W3C's validator, npm's `vnu-jar`), run by Debian's Java
 * (`default-jre-headless`, which .ci/run installs): a check that needs it fails, never skips,
 * when Java or the jar is missing.
 */
export function requireVnu(): { java: string; jar: string } {
  let java: string;
  try {
    java = execFileSync('/bin/sh', ['-c', 'command -v java'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      'java is not installed: the Nu Html Checker needs it. Install Debian\u2019s default-jre-headless ' +
        '(apt-get install default-jre-headless); .ci/run does.',
    );
  }
  const jar = String(createRequire(import.meta.url)('vnu-jar') as string);
  if (!existsSync(jar)) throw new Error(`vnu.jar is missing at ${jar}: run npm ci (the vnu-jar package ships it).`);
  return { java, jar };
}

export interface HtmlError {
  /** The name the document was given. */
  document: string;
  line?: number;
  message: string;
  extract?: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Every error the checker finds in the documents (name -> HTML), in one Java process for all of
 * them. Warnings and info are not errors; a document the checker could not read is one.
 */
export async function htmlErrors(documents: Map<string, string>): Promise<HtmlError[]> {
  const { java, jar } = requireVnu();
  const dir = mkdtempSync(path.join(tmpdir(), 'dealcard-vnu-'));
  try {
    const byPath = new Map<string, string>();
    let i = 0;
    for (const [name, html] of documents) {
      const file = path.join(dir, `page-${String(i++).padStart(3, '0')}.html`);
      writeFileSync(file, html);
      byPath.set(file, name);
    }
    const out = await run(java, ['-jar', jar, '--errors-only', '--format', 'json', '--exit-zero-always', dir]);
    if (out.code !== 0) throw new Error(`vnu failed (${out.code}):\n${out.stderr}`);
    const { messages } = JSON.parse(out.stderr || out.stdout) as { messages: VnuMessage[] };
    const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
    return errors.map((m) => ({
      document: (m.url && byPath.get(m.url.replace(/^file:(\/\/)?/, ''))) ?? m.url ?? 'vnu',
      line: m.lastLine,
      message: m.type === 'error' ? m.message : `${m.subType ?? 'non-document'} error: ${m.message}`,
      extract: m.extract,
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function describeHtmlErrors(errors: HtmlError[]): string {
  return errors
    .map(
      (e) =>
        `  ${e.document}${e.line ? `:${e.line}` : ''}: ${e.message}${e.extract ? `\n      ${e.extract.replace(/\n/g, ' ')}` : ''}`,
    )
    .join('\n');
}
