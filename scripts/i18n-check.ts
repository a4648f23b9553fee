// npm run i18n:check (part of npm run check): every message the code uses is in its area's
// catalogue, and every one has its Spanish. Run `npm run i18n:extract` to bring the catalogues up
// to date with the code, then translate the new entries in the es/*.po files.
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { repoRoot } from './test-server.ts';

export interface CatalogProblem {
  catalog: string;
  problem: 'not extracted' | 'no Spanish';
  message: string;
}

/** What is wrong with the catalogues, against the messages in the code now. */
export async function catalogProblems(): Promise<CatalogProblem[]> {
  const config = getConfig({ configPath: path.join(repoRoot, 'lingui.config.ts'), cwd: repoRoot });
  const problems: CatalogProblem[] = [];
  for (const catalog of await getCatalogs(config)) {
    const name = path.relative(repoRoot, catalog.path);
    const used = (await catalog.collect()) ?? {};
    const spanish = (await catalog.read('es')) ?? {};
    for (const [id, entry] of Object.entries(used)) {
      const message = entry.message ?? id;
      if (!(id in spanish)) problems.push({ catalog: name, problem: 'not extracted', message });
      else if (!spanish[id]?.translation?.trim()) problems.push({ catalog: name, problem: 'no Spanish', message });
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await catalogProblems();
  for (const p of problems) console.error(`${p.catalog}: ${p.problem}: ${JSON.stringify(p.message)}`);
  if (problems.length) {
    console.error(
      `\n${problems.length} message(s) not ready. "not extracted": run npm run i18n:extract. "no Spanish": translate it in the es .po file.`,
    );
    process.exit(1);
  }
  console.log('Every message is in its catalogue, in English and Spanish.');
}
