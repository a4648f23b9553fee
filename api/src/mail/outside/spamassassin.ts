import { requireTool, run } from '../../test/outside-tools.ts';

export interface SpamScore {
  score: number;
  /** The rules that fired, e.g. MISSING_MID or HTML_MESSAGE. */
  tests: string[];
}

/**
 * Scores messages with SpamAssassin's local tests only (`-L`: no network, no DNS lists), all in one
 * run as an mbox (one start of its rule set, a few seconds, instead of one per message).
 */
export async function spamScores(messages: string[]): Promise<SpamScore[]> {
  const command = requireTool('spamassassin');
  const envelope = (i: number) => `From outside-check-${i}@localhost Sat Jan  1 00:00:00 2000`;
  // mboxrd: a body line that starts with "From " (after any ">") gains one ">".
  const mbox = messages.map((m, i) => `${envelope(i)}\n${m.replace(/\r\n/g, '\n').replace(/^(>*From )/gm, '>$1')}\n`).join('\n');
  const out = await run(command, ['-L', '-t', '--mbox'], mbox);
  if (out.code !== 0) throw new Error(`spamassassin failed (${out.code}):\n${out.stderr}`);
  const parts = out.stdout.split(/^From outside-check-(\d+)@localhost .*$/m);
  const scores: SpamScore[] = [];
  for (let p = 1; p < parts.length; p += 2) {
    const index = Number(parts[p]);
    const headers = parts[p + 1]!.split(/\n\n/)[0]!.replace(/\n[ \t]+/g, ' ');
    const status = /^X-Spam-Status: .*$/m.exec(headers)?.[0];
    const score = status ? /score=(-?[\d.]+)/.exec(status) : null;
    if (!status || !score) throw new Error(`spamassassin gave no score for message ${index}`);
    const tests = /tests=(.*?)(?: autolearn=| version=|$)/.exec(status)?.[1]?.trim();
    scores[index] = { score: Number(score[1]), tests: tests && tests !== 'none' ? tests.split(/,\s*/).filter(Boolean) : [] };
  }
  if (scores.length !== messages.length || scores.some((s) => s === undefined)) {
    throw new Error(`spamassassin scored ${scores.filter(Boolean).length} of ${messages.length} messages`);
  }
  return scores;
}
