// Outside check (issue 46): every kind of e-mail the product sends, in English and Spanish, as the
// outbox worker hands it to its transport, scored by SpamAssassin's local tests below 2.0 and
// carrying a text part, Date, a Message-ID on the site's domain and, on list mail, the one-click
// unsubscribe headers. Run by `npm run check:outside`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@dealcard/shared';
import { spamScores, type SpamScore } from './spamassassin.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import { createMailTransport } from '../../services.ts';
import { createTestApp } from '../../test/harness.ts';
import { enqueueEmail } from '../outbox.ts';
import { createMailWorker } from '../worker.ts';
import { LIST_KINDS, MAIL_CASES, SITE } from './mail-cases.ts';

/** The spam score every e-mail stays under (PRODUCT.md, "Checked by outside tools"). */
const MAX_SCORE = 2.0;

interface Sent {
  name: string;
  kind: string;
  language: Language;
  eml: string;
}

/** Every case, queued and delivered by the product's worker through its file transport (the .eml it writes). */
async function deliverEveryCase(): Promise<Sent[]> {
  const { db, config } = createTestApp({ env: { PUBLIC_URL: SITE } });
  const queued: Array<Omit<Sent, 'eml'>> = [];
  for (const [fn, build] of Object.entries(MAIL_CASES)) {
    for (const language of LANGUAGES) {
      build(language).forEach((email, i) => {
        enqueueEmail(db, { ...email, dedupeKey: `${fn}:${language}:${i}` });
        queued.push({ name: `${fn} #${i + 1} (${language})`, kind: email.kind, language });
      });
    }
  }
  const worker = createMailWorker({
    db,
    transport: createMailTransport(config),
    logger: createLogger('silent'),
    batchSize: 1000,
  });
  expect(await worker.runOnce()).toMatchObject({ sent: queued.length, failed: 0 });
  const ids = db.select({ id: emailOutbox.id }).from(emailOutbox).orderBy(emailOutbox.id).all();
  return queued.map((q, i) => ({ ...q, eml: readFileSync(path.join(config.outboxDir, `email-${ids[i]!.id}.eml`), 'utf8') }));
}

/** A header's value, unfolded; null when absent. */
function header(eml: string, name: string): string | null {
  const head = eml.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const m = new RegExp(`^${name}: (.*)$`, 'mi').exec(head);
  return m ? m[1]!.trim() : null;
}

describe('every e-mail, as sent, to SpamAssassin', () => {
  let sent: Sent[] = [];
  let scores: SpamScore[] = [];
  beforeAll(async () => {
    sent = await deliverEveryCase();
    scores = await spamScores(sent.map((s) => s.eml));
  }, 120_000);

  it('covers every kind in both languages', () => {
    expect(new Set(sent.map((s) => `${s.kind}/${s.language}`)).size).toBe(Object.keys(MAIL_CASES).length * LANGUAGES.length);
  });

  it(`scores each below ${MAX_SCORE}`, () => {
    const bad = sent
      .map((s, i) => ({ name: s.name, ...scores[i]! }))
      .filter((s) => !(s.score < MAX_SCORE))
      .map((s) => `${s.name}: ${s.score} (${s.tests.join(', ')})`);
    expect(bad, bad.join('\n')).toEqual([]);
  });

  it('gives each a plain-text part beside its HTML, a Date and a Message-ID on the site’s domain', () => {
    const host = new URL(SITE).hostname;
    for (const s of sent) {
      expect(header(s.eml, 'Content-Type'), s.name).toMatch(/^multipart\/alternative;/);
      expect(s.eml, s.name).toMatch(/^Content-Type: text\/plain; charset=utf-8$/im);
      expect(s.eml, s.name).toMatch(/^Content-Type: text\/html; charset=utf-8$/im);
      const date = header(s.eml, 'Date');
      expect(date, s.name).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}$/);
      expect(Math.abs(Date.parse(date!) - Date.now()), s.name).toBeLessThan(10 * 60_000);
      expect(header(s.eml, 'Message-ID'), s.name).toMatch(new RegExp(`^<[^<>@\\s]+@${host.replace(/\./g, '\\.')}>$`));
    }
    expect(new Set(sent.map((s) => header(s.eml, 'Message-ID'))).size).toBe(sent.length);
  });

  it('puts the one-click unsubscribe headers on reminders and announcements, and only there', () => {
    for (const s of sent) {
      const unsubscribe = header(s.eml, 'List-Unsubscribe');
      const post = header(s.eml, 'List-Unsubscribe-Post');
      if (LIST_KINDS.has(s.kind)) {
        expect(unsubscribe, s.name).toMatch(new RegExp(`^<${SITE.replace(/\./g, '\\.')}/api/unsubscribe/[^>]+>$`));
        expect(post, s.name).toBe('List-Unsubscribe=One-Click');
      } else {
        expect([unsubscribe, post], s.name).toEqual([null, null]);
      }
    }
  });
});
