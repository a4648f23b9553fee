import type { Logger } from 'pino';
import { addDaysTo, toDateOnly } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { jobRuns } from '../../db/schema/index.ts';
import { enqueueEmailFast } from '../../mail/outbox.ts';
import { cardReminderEmail } from '../../mail/templates/card-reminder.ts';
import { unsubscribeLinks } from '../../mail/templates/list-mail.ts';
import { renewalAnnouncementEmail } from '../../mail/templates/renewal-announcement.ts';
import { todayHere } from '../cards/card-days.ts';
import { preferenceFor, statements } from './reminders.queries.ts';
import { transaction } from '../../db/transaction.ts';

/** A card with uses left is reminded this many days before it expires. */
export const REMINDER_DAYS_BEFORE_EXPIRY = 14;
/** No expiry reminder for a card its holder has had for fewer days than this. */
export const REMINDER_NOT_BEFORE_DAYS_OWNED = 14;
/** A campaign that went live within this many days is announced to its predecessors' holders. */
export const RENEWAL_LIVE_WINDOW_DAYS = 30;
/** How often the server runs the sweeps. */
export const REMINDER_SWEEP_EVERY_MS = 60 * 60_000;
/** Cards or addresses per transaction: short write locks beside the counter's redemptions. */
const BATCH = 200;
/**
 * E-mails one run queues at most (reminders first): a run stays short however much falls due at
 * once, and the rest goes next hour. The mail worker delivers about 36,000 an hour, so the cap
 * holds nothing back that could have been sent sooner.
 */
export const MAX_EMAILS_PER_RUN = 10_000;
const JOB = 'reminders';

export interface ReminderSweepDeps {
  db: Db;
  logger: Logger;
  /** PUBLIC_URL or the server's own address: the e-mails' links start with it. */
  siteUrl: string;
}

export interface ReminderSweepResult {
  reminders: number;
  announcements: number;
}

const DAY_MS = 86_400_000;

/**
 * Every active card expiring within 14 days with uses left, bought at least 14 days ago, never
 * reminded, whose holder has not unsubscribed: one e-mail each. The card's card_reminders row and its e-mail are written in one
 * transaction, so a crash leaves both or neither, and two processes sweeping at once remind a card
 * once (the row's primary key decides).
 */
export async function sendExpiryReminders(
  { db, siteUrl }: ReminderSweepDeps,
  now: Date = new Date(),
  limit = MAX_EMAILS_PER_RUN,
): Promise<number> {
  const s = statements(db);
  const base = siteUrl.replace(/\/$/, '');
  const at = now.toISOString();
  // Good through its last day in the deployment's zone: from today to 14 days on (card-state.ts).
  const today = todayHere(now);
  const until = addDaysTo(today, REMINDER_DAYS_BEFORE_EXPIRY);
  // A card bought within the last 14 days (a short campaign's) is never reminded: it was just bought.
  const boughtBefore = new Date(now.getTime() - REMINDER_NOT_BEFORE_DAYS_OWNED * DAY_MS).toISOString();
  let queued = 0;
  for (;;) {
    const take = Math.min(BATCH, limit - queued);
    if (take <= 0) break;
    const candidates = s.reminderCandidates.all({ now: at, today, until, boughtBefore, limit: take });
    if (candidates.length === 0) break;
    queued += await transaction(db, (tx) => {
      let n = 0;
      for (const card of candidates) {
        if (s.claimReminder.run(card.id, at).changes !== 1) continue;
        const offers = s.offersLeft.all(card.id);
        const preference = preferenceFor(tx, card.email);
        if (offers.length === 0 || preference.unsubscribed) continue;
        enqueueEmailFast(
          tx,
          cardReminderEmail({
            cardId: card.id,
            holderName: card.holderName,
            to: card.email,
            nonprofitName: card.nonprofitName,
            restaurantName: s.restaurant.get(card.restaurantId)?.name ?? null,
            expiresOn: card.expiresOn,
            offers,
            locations: s.locations.all(card.restaurantId),
            cardUrl: `${base}/card/${card.accessCode}`,
            unsubscribe: unsubscribeLinks(base, preference.token),
            language: card.language,
          }),
        );
        n++;
      }
      return n;
    });
    if (candidates.length < take) break;
  }
  return queued;
}

/**
 * When a restaurant's new campaign for the same nonprofit is live (went live in the last 30
 * days), each address holding a card of that nonprofit's earlier campaigns there gets one
 * announcement with its link: once per campaign and address (renewal_announcements' key, in the
 * e-mail's transaction), never to an unsubscribed address or one that already bought the new card.
 */
export async function sendRenewalAnnouncements(
  { db, siteUrl }: ReminderSweepDeps,
  now: Date = new Date(),
  limit = MAX_EMAILS_PER_RUN,
): Promise<number> {
  const s = statements(db);
  const base = siteUrl.replace(/\/$/, '');
  const at = now.toISOString();
  const liveSince = new Date(now.getTime() - RENEWAL_LIVE_WINDOW_DAYS * DAY_MS).toISOString();
  let queued = 0;
  for (const campaign of s.renewalCampaigns.all({ today: toDateOnly(now), liveSince })) {
    for (;;) {
      const take = Math.min(BATCH, limit - queued);
      if (take <= 0) return queued;
      const holders = s.renewalHolders.all({
        restaurantId: campaign.restaurantId,
        nonprofitId: campaign.nonprofitId,
        campaignId: campaign.id,
        now: at,
        limit: take,
      });
      if (holders.length === 0) break;
      queued += await transaction(db, (tx) => {
        let n = 0;
        for (const holder of holders) {
          if (s.claimAnnouncement.run(campaign.id, holder.email, at).changes !== 1) continue;
          const preference = preferenceFor(tx, holder.email);
          if (preference.unsubscribed) continue;
          enqueueEmailFast(
            tx,
            renewalAnnouncementEmail({
              campaignId: campaign.id,
              to: holder.email,
              holderName: holder.name,
              nonprofitName: campaign.nonprofitName,
              restaurantName: campaign.restaurantName,
              cardPrice: campaign.cardPrice,
              campaignUrl: `${base}/campaign/${encodeURIComponent(campaign.slug)}`,
              unsubscribe: unsubscribeLinks(base, preference.token),
              language: holder.language,
            }),
          );
          n++;
        }
        return n;
      });
      if (holders.length < take) break;
    }
  }
  return queued;
}

/**
 * Both sweeps, once, at most `limit` e-mails; safe beside another process running them
 * (`npm run reminders` beside the server).
 */
export async function runReminderSweeps(
  deps: ReminderSweepDeps,
  now: Date = new Date(),
  limit = MAX_EMAILS_PER_RUN,
): Promise<ReminderSweepResult> {
  const reminders = await sendExpiryReminders(deps, now, limit);
  const result = { reminders, announcements: await sendRenewalAnnouncements(deps, now, limit - reminders) };
  deps.db
    .insert(jobRuns)
    .values({ name: JOB, lastRunAt: now.toISOString(), lastResult: { ...result } })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: now.toISOString(), lastResult: { ...result } } })
    .run();
  return result;
}

/**
 * The first run, a minute after start: nothing here is urgent, and start-up (migrations, the
 * reconciliation sweep, a backup or deploy check) goes first.
 */
export const REMINDER_FIRST_RUN_MS = 60_000;

/** Sweeps a minute after start and then every hour; a failed sweep is logged and tried again next time. */
export function startReminderSweeps(
  deps: ReminderSweepDeps,
  everyMs = REMINDER_SWEEP_EVERY_MS,
  firstRunMs = REMINDER_FIRST_RUN_MS,
): { stop(): void } {
  const run = async () => {
    try {
      const result = await runReminderSweeps(deps);
      if (result.reminders || result.announcements)
        deps.logger.info({ reminderSweep: result }, 'reminders and announcements queued');
    } catch (err) {
      deps.logger.error({ err }, 'reminder sweep failed');
    }
  };
  const first = setTimeout(run, firstRunMs);
  first.unref();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
