// The expiry reminders' and next year's announcements' sweeps at scale: how long one run takes
// when everything due is queued at once, how long the hourly run takes when nothing is, and the
// query plan of each statement that selects what is due.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../api/src/db/client.ts';
import { createLogger } from '../../api/src/logger.ts';
import {
  REMINDER_CANDIDATES_SQL,
  RENEWAL_CAMPAIGNS_SQL,
  RENEWAL_HOLDERS_SQL,
} from '../../api/src/modules/reminders/reminders.queries.ts';
import {
  MAX_EMAILS_PER_RUN,
  REMINDER_DAYS_BEFORE_EXPIRY,
  RENEWAL_LIVE_WINDOW_DAYS,
  runReminderSweeps,
} from '../../api/src/modules/reminders/reminders.sweep.ts';
import { toDateOnly } from '../../shared/src/dates.ts';
import { addDaysTo } from '../../shared/src/card-state.ts';
import { todayHere } from '../../api/src/modules/cards/card-days.ts';
import { fullScansOfBigTables } from '../query-plan.ts';
import { check, say } from './output.ts';

export const SWEEP_TARGET_MS = 5000;
/** How many restaurant and nonprofit pairs get next year's campaign, live from today. */
const NEW_CAMPAIGNS = 100;

function planOf(sqlite: ReturnType<typeof openDatabase>['$client'], sql: string, params: Record<string, unknown>): string[] {
  const rows = sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as Array<{ id: number; parent: number; detail: string }>;
  const depth = new Map<number, number>();
  return rows.map((r) => {
    const d = (depth.get(r.parent) ?? -1) + 1;
    depth.set(r.id, d);
    return `${'  '.repeat(d)}${r.detail}`;
  });
}

export async function reminderSweepSection(runDir: string, cards: number): Promise<void> {
  const db = openDatabase(path.join(runDir, 'app.db'));
  const sqlite = db.$client;
  const now = new Date();
  try {
    // Next year's card for some partnerships: a copy of their first campaign, approved and live today.
    sqlite
      .prepare(
        `INSERT INTO campaigns (restaurant_id, nonprofit_id, slug, short_code, product_type, nonprofit_name, description, card_price,
           expiration_months, start_date, end_date, card_expiration_date, status, is_active, created_at, approved_at)
         SELECT restaurant_id, nonprofit_id, slug || '-next-year', printf('NX%06d', id), product_type, nonprofit_name, description, card_price,
           expiration_months, NULL, NULL, NULL, 'approved', 1, @now, @now
         FROM campaigns WHERE id IN (SELECT min(id) FROM campaigns GROUP BY restaurant_id, nonprofit_id ORDER BY 1 LIMIT @n)`,
      )
      .run({ now: now.toISOString(), n: NEW_CAMPAIGNS });
    // The server the load phase ran has already swept this copy at its start: forget those
    // reminders, so the runs below measure a sweep that has every due card to remind.
    sqlite.prepare('DELETE FROM card_reminders').run();
    const today = todayHere(now);
    const until = addDaysTo(today, REMINDER_DAYS_BEFORE_EXPIRY);
    const due = (
      sqlite
        .prepare("SELECT count(*) AS n FROM cards WHERE status = 'active' AND expires_on >= ? AND expires_on <= ?")
        .get(today, until) as { n: number }
    ).n;

    const liveSince = new Date(now.getTime() - RENEWAL_LIVE_WINDOW_DAYS * 86_400_000).toISOString();
    const sample = sqlite.prepare(`${RENEWAL_CAMPAIGNS_SQL} LIMIT 1`).get({ today: toDateOnly(now), liveSince }) as
      { id: number; restaurantId: number; nonprofitId: number } | undefined;
    const statements = [
      {
        name: 'cards due a reminder',
        sql: REMINDER_CANDIDATES_SQL,
        params: { now: now.toISOString(), today, until, boughtBefore: now.toISOString(), limit: 200 },
      },
      { name: 'campaigns to announce', sql: RENEWAL_CAMPAIGNS_SQL, params: { today: toDateOnly(now), liveSince } },
      {
        name: 'holders to tell of one campaign',
        sql: RENEWAL_HOLDERS_SQL,
        params: {
          restaurantId: sample?.restaurantId ?? 0,
          nonprofitId: sample?.nonprofitId ?? 0,
          campaignId: sample?.id ?? 0,
          now: now.toISOString(),
          limit: 200,
        },
      },
    ];

    const logger = createLogger('silent');
    const siteUrl = 'https://cards.example.org';
    // The runs that follow one another until nothing is left (each queues at most MAX_EMAILS_PER_RUN).
    const runs: Array<{ reminders: number; announcements: number; ms: number }> = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const result = await runReminderSweeps({ db, logger, siteUrl }, now);
      runs.push({ ...result, ms: performance.now() - started });
      if (result.reminders + result.announcements === 0) break;
      // The server's background checkpointer (db/checkpointer.ts) keeps the WAL short between runs an hour apart.
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
    }
    const queued = runs.reduce((n, r) => n + r.reminders + r.announcements, 0);
    const busy = runs.filter((r) => r.reminders + r.announcements > 0);
    const perEmailMs = busy.reduce((n, r) => n + r.ms, 0) / Math.max(1, queued);
    const slowest = Math.max(...runs.map((r) => r.ms));

    say('## Reminder and announcement sweeps');
    say();
    say(
      `${cards.toLocaleString('en-US')} cards, ${due.toLocaleString('en-US')} of them active and expiring within ${REMINDER_DAYS_BEFORE_EXPIRY} days; next year's campaign made live today for ${NEW_CAMPAIGNS} restaurant and nonprofit pairs. ` +
        `Runs follow one another until nothing is due (each queues at most ${MAX_EMAILS_PER_RUN.toLocaleString('en-US')} e-mails, the rest waiting for the next hourly run); the last is the hourly run with nothing new.`,
    );
    say();
    say('| Run | reminders queued | announcements queued | ms |');
    say('|---|---:|---:|---:|');
    runs.forEach((r, i) => say(`| ${i + 1} | ${r.reminders} | ${r.announcements} | ${r.ms.toFixed(0)} |`));
    say();
    say(
      `${queued.toLocaleString('en-US')} e-mails queued at ${(perEmailMs * 1000).toFixed(0)} µs each (selecting, claiming, writing).`,
    );
    say();
    check(
      `each reminder and announcement sweep run at ${cards.toLocaleString('en-US')} cards < ${SWEEP_TARGET_MS} ms`,
      `slowest ${slowest.toFixed(0)} ms (${runs.length} runs queuing ${queued} e-mails); ${runs.at(-1)!.ms.toFixed(0)} ms with nothing due`,
      slowest < SWEEP_TARGET_MS,
    );
    let fullScans = 0;
    for (const s of statements) {
      const plan = planOf(sqlite, s.sql, s.params);
      const scans = fullScansOfBigTables(s.sql, plan);
      fullScans += scans.length;
      say(`Query plan, ${s.name}:`);
      say();
      say('```');
      for (const line of plan) say(line);
      say('```');
      say();
    }
    check(
      'sweep query plans use indexes (no full scan of cards, card_offers, redemptions, campaigns)',
      `${statements.length} statements, ${fullScans} full table scans`,
      fullScans === 0,
    );
  } finally {
    sqlite.close();
  }
}
