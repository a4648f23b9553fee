import { EXPIRES_SOON_DAYS } from './shell-limits.ts';

/**
 * The card's one answer to "is this card good, and if not why" (PRODUCT.md, "The card: one home,
 * one state"). A card's last day is a calendar date, `expiresOn` (YYYY-MM-DD), worked out once in
 * the deployment's time zone; the card is good through the end of that day there, whoever asks:
 * the counter, the tablet offline (its kit carries the zone), the card page, Find My Card, the
 * wallet passes, the reminders and the back office. Pure: the caller passes the moment and the
 * zone. The table of cases in `card-state.cases.ts` is run by the API's, the PWA's and the kiosk's
 * tests.
 */

export type CardStateName =
  /** Good: it may be served. */
  | 'active'
  /** Past the end of its last day in the deployment's zone. */
  | 'expired'
  /** Refunded in full, a dispute lost, or a cash sale voided. */
  | 'refunded'
  /** A dispute is open. */
  | 'on_hold'
  /** A gift whose delivery time has not come: its recipient does not have it yet. */
  | 'gift_pending'
  /** Its campaign was archived or is gone. */
  | 'campaign_ended';

/** The reasons a card is not good, as codes the apps translate (never English to match). */
export type CardInactiveReason = Exclude<CardStateName, 'active'>;

export interface CardStateInput {
  /** The card's own status; a copy saved before cards had one reads as active. */
  status?: 'active' | 'refunded' | 'on_hold' | null;
  /** The card's last day, YYYY-MM-DD; null for a card whose value does not expire. */
  expiresOn: string | null;
  /** Its campaign's status, when the asker knows it (undefined: not asked). */
  campaignStatus?: string | null;
  /** A gift's delivery time (ISO), when the card is a gift. */
  giftDeliverAt?: string | null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall clock in `zone` at `at`, as numbers. */
function wallClock(zone: string, at: Date) {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(zone).formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day (YYYY-MM-DD) it is at `at` in `zone`. */
export function dayIn(zone: string, at: Date): string {
  // The process's own zone (the server's TZ, the phone's): Date's local fields, a hundred times faster.
  if (zone === localZone()) return `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const w = wallClock(zone, at);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** How far `zone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(zone: string, at: number): number {
  const w = wallClock(zone, new Date(at));
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The first instant of `day` (YYYY-MM-DD) in `zone`: its midnight, or the first minute after a clock change that skipped it. */
export function startOfDayIn(zone: string, day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  let at = guess - offsetAt(zone, guess);
  const corrected = guess - offsetAt(zone, at);
  if (corrected !== at) at = corrected;
  // A midnight the clocks skipped (some zones change at 00:00): the day starts when the clock shows it.
  while (dayIn(zone, new Date(at)) < day) at += 60_000;
  while (dayIn(zone, new Date(at - 1)) === day) at -= 60_000;
  return new Date(at);
}

/** The next calendar day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** `day` moved by `days` calendar days (negative: back). */
export function addDaysTo(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The last instant of `day` in `zone`: the specification's `expirationDate` for a card whose last day it is. */
export function endOfDayIn(zone: string, day: string): Date {
  return new Date(startOfDayIn(zone, nextDay(day)).getTime() - 1);
}

const endOfDayMemo = new Map<string, string>();
/** `endOfDayIn` as ISO text, remembered: every card read of a server writes it, and cards share few days. */
export function endOfDayIso(zone: string, day: string): string {
  const key = `${zone} ${day}`;
  let iso = endOfDayMemo.get(key);
  if (iso === undefined) {
    if (endOfDayMemo.size >= 20_000) endOfDayMemo.clear();
    iso = endOfDayIn(zone, day).toISOString();
    endOfDayMemo.set(key, iso);
  }
  return iso;
}

/**
 * A card's last day by the rule of "Dates and expiry", in the deployment's zone: `months` after the
 * day it was bought (the same day of that month, or the month's last day), or the campaign's card
 * expiration date if that comes first.
 */
export function expiresOnFor(boughtAt: Date, months: number, campaignLastDay: string | null | undefined, zone: string): string {
  const [y, m, d] = dayIn(zone, boughtAt).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastOfMonth));
  const byMonths = target.toISOString().slice(0, 10);
  return campaignLastDay && campaignLastDay < byMonths ? campaignLastDay : byMonths;
}

/** Whether a card whose last day is `expiresOn` is past it at `at` in `zone` (null: never). */
export function isPastLastDay(expiresOn: string | null, at: Date, zone: string): boolean {
  return expiresOn !== null && expiresOn < dayIn(zone, at);
}

/** Whole days from today (in `zone`) to the last day: 0 on the last day, negative after it. */
export function daysToLastDay(expiresOn: string, at: Date, zone: string): number {
  const [y1, m1, d1] = dayIn(zone, at).split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = expiresOn.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

/** "Expires Soon": a good card whose last day is within EXPIRES_SOON_DAYS days (its last day included). */
export function lastDaySoon(expiresOn: string | null, at: Date, zone: string): boolean {
  if (expiresOn === null) return false;
  const days = daysToLastDay(expiresOn, at, zone);
  return days >= 0 && days < EXPIRES_SOON_DAYS;
}

/**
 * The card's state at `at`, by what exists: its own status first (refunded, on hold), then a gift
 * not delivered yet, then its campaign (when the asker knows it), then its last day.
 */
export function cardState(card: CardStateInput, at: Date, zone: string): CardStateName {
  if (card.status === 'refunded') return 'refunded';
  if (card.status === 'on_hold') return 'on_hold';
  if (card.giftDeliverAt && new Date(card.giftDeliverAt).getTime() > at.getTime()) return 'gift_pending';
  if (card.campaignStatus !== undefined && (!card.campaignStatus || card.campaignStatus === 'archived')) return 'campaign_ended';
  if (isPastLastDay(card.expiresOn, at, zone)) return 'expired';
  return 'active';
}

/** `TZ` of a Node process (a test may change it while running); undefined in a browser. */
const tzSetting = (): string | undefined =>
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.TZ;
let zoneMemo: { setting: string | undefined; zone: string } | undefined;

/**
 * This process's zone: on the server the deployment's (`TZ`, decision 011; the system's when
 * unset), on a phone or tablet its own. Asked once per `TZ` setting.
 */
export function localZone(): string {
  const setting = tzSetting();
  if (zoneMemo && zoneMemo.setting === setting) return zoneMemo.zone;
  zoneMemo = { setting, zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' };
  return zoneMemo.zone;
}

/** What the phone has of a card: a card read, or a copy saved before reads carried `expiresOn` and `timeZone`. */
export interface CardReadLike {
  status?: 'active' | 'refunded' | 'on_hold' | null;
  expiresOn?: string | null;
  /** The end of the last day in the deployment's zone (the specification's shape). */
  expirationDate: string;
  timeZone?: string;
  campaignStatus?: string | null;
}

/**
 * A card read's state on the phone, judged in the deployment's zone the read names. A copy saved
 * before reads named it is judged by its last day as this device's calendar shows it.
 */
export function readCardState(card: CardReadLike, at: Date, options: { withCampaign?: boolean } = {}) {
  const zone = card.timeZone ?? localZone();
  const expiresOn = card.expiresOn !== undefined ? card.expiresOn : dayIn(zone, new Date(card.expirationDate));
  const state = cardState(
    { status: card.status, expiresOn, ...(options.withCampaign ? { campaignStatus: card.campaignStatus } : {}) },
    at,
    zone,
  );
  return { state, zone, expiresOn };
}
