import { EXPIRES_SOON_DAYS } from './shell-limits.ts';
import type { Language } from './language.ts';

export type DateInput = Date | string;

export function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  // A bare YYYY-MM-DD is a calendar date, read in local time so it never shifts a day.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!day) return new Date(value);
  const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
  const local = new Date(year, month, date);
  // 2026-13-45 is not a day: no rolling over into another month.
  return local.getMonth() === month && local.getDate() === date ? local : new Date(NaN);
}

// The five local-time patterns the product shows, written out rather than through date-fns's
// `format` or Intl, whose formatter table and locale data would ride along on every public page.
// Spanish is written as es-US writes it ("5 de noviembre de 2026", "5 nov 2026, 7:42 p.m.").
const MONTHS: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};
const SHORT_MONTHS_ES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];
const pad2 = (n: number) => String(n).padStart(2, '0');

let defaultLanguage: Language = 'en';
/** The language dates are written in when a call names none: the apps set the person's. */
export function setDateLanguage(language: Language): void {
  defaultLanguage = language;
}

/** Like date-fns's `format`, an invalid date is an error, never "undefined NaN, NaN". */
function valid(value: DateInput): Date {
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) throw new RangeError('Invalid time value');
  return d;
}

/**
 * "November 5, 2026" / "5 de noviembre de 2026": the card's date (its face, the wallet passes).
 * Issue 39: no leading zero any more ("December 05" / "05 de diciembre" read as typos), so it is
 * the long date of the success page.
 */
export function formatCardDate(value: DateInput, language: Language = defaultLanguage): string {
  return formatLongDate(value, language);
}

/** "November 5, 2026" / "5 de noviembre de 2026": the success page's long date. */
export function formatLongDate(value: DateInput, language: Language = defaultLanguage): string {
  const d = valid(value);
  const month = MONTHS[language][d.getMonth()]!;
  return language === 'es' ? `${d.getDate()} de ${month} de ${d.getFullYear()}` : `${month} ${d.getDate()}, ${d.getFullYear()}`;
}

/** "Nov 5, 2026" / "5 nov 2026": every other screen. */
export function formatShortDate(value: DateInput, language: Language = defaultLanguage): string {
  const d = valid(value);
  return language === 'es'
    ? `${d.getDate()} ${SHORT_MONTHS_ES[d.getMonth()]!} ${d.getFullYear()}`
    : `${MONTHS.en[d.getMonth()]!.slice(0, 3)} ${d.getDate()}, ${d.getFullYear()}`;
}

/** "Nov 5, 2026 7:42 PM" / "5 nov 2026, 7:42 p.m.": back-office times. */
export function formatDateTime(value: DateInput, language: Language = defaultLanguage): string {
  const d = valid(value);
  const hours = d.getHours();
  const time = `${hours % 12 || 12}:${pad2(d.getMinutes())}`;
  return language === 'es'
    ? `${formatShortDate(d, 'es')}, ${time} ${hours < 12 ? 'a.m.' : 'p.m.'}`
    : `${formatShortDate(d, 'en')} ${time} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** YYYY-MM-DD in local time, the shape of campaign dates and date inputs. */
export function toDateOnly(value: Date): string {
  valid(value);
  return `${value.getFullYear()}-${pad2(value.getMonth() + 1)}-${pad2(value.getDate())}`;
}

/**
 * A campaign sells from its start date through its end date ("when sales stop"), both whole days
 * of the server's calendar (its TZ), and either may be unset. Dates are YYYY-MM-DD, so they
 * compare as text.
 */
export function withinSalesWindow(startDate: string | null, endDate: string | null, today: string): boolean {
  return (!startDate || startDate <= today) && (!endDate || today <= endDate);
}

/**
 * A campaign's card validity in words, the same on every screen that shows it: the months from
 * purchase and, when the campaign sets one, the day cards expire by at the latest.
 */
export function campaignValidityText(
  expirationMonths: number,
  cardExpirationDate: string | null | undefined,
  language: Language = defaultLanguage,
): string {
  if (language === 'es') {
    const months = `${expirationMonths} ${expirationMonths === 1 ? 'mes' : 'meses'}`;
    return cardExpirationDate
      ? `Vale por ${months} desde la compra, hasta el ${formatShortDate(cardExpirationDate, 'es')} como máximo`
      : `Vale por ${months} desde la compra`;
  }
  const months = `${expirationMonths} ${expirationMonths === 1 ? 'month' : 'months'}`;
  return cardExpirationDate
    ? `Valid for ${months} from purchase, until ${formatShortDate(cardExpirationDate, 'en')} at the latest`
    : `Valid for ${months} from purchase`;
}

/** Whole days left, rounded up; 0 or less once the date has passed. */
export function daysUntil(value: DateInput, now: Date = new Date()): number {
  return Math.ceil((toDate(value).getTime() - now.getTime()) / 86400000);
}

export function isExpired(value: DateInput, now: Date = new Date()): boolean {
  return toDate(value).getTime() < now.getTime();
}

/** "Expires Soon" shows while 1 to 30 days remain (rounded up). */
export function expiresSoon(value: DateInput, now: Date = new Date()): boolean {
  if (isExpired(value, now)) return false;
  const days = daysUntil(value, now);
  return days >= 1 && days <= EXPIRES_SOON_DAYS;
}

export interface CardActivityInput {
  /** The card's own status; a copy saved before cards had one reads as active. */
  status?: 'active' | 'refunded' | 'on_hold' | null;
  campaignStatus: string | null | undefined;
  expirationDate: DateInput;
}

/**
 * Whether a card can still be used, and if not why, as the Find My Card lists show it: the card's
 * own state first (refunded, on hold), then its campaign's, then its expiry.
 */
export function inactiveCardReason(card: CardActivityInput, now: Date = new Date()): string | null {
  if (card.status === 'refunded') return 'Refunded';
  if (card.status === 'on_hold') return 'On hold';
  if (!card.campaignStatus || card.campaignStatus === 'archived') return 'Campaign no longer active';
  if (isExpired(card.expirationDate, now)) return 'Expired';
  return null;
}
