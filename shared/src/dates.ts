import { addDays, addMonths, addYears, differenceInMilliseconds, format, parseISO } from 'date-fns';
import { EXPIRES_SOON_DAYS } from './limits.ts';

type DateInput = Date | string;

function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  // A bare YYYY-MM-DD is a calendar date, read in local time so it never shifts a day.
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseISO(value) : new Date(value);
}

/** "November 05, 2026": the card's format (MMMM dd, yyyy). */
export function formatCardDate(value: DateInput): string {
  return format(toDate(value), 'MMMM dd, yyyy');
}

/** "November 5, 2026": the success page's long date. */
export function formatLongDate(value: DateInput): string {
  return format(toDate(value), 'MMMM d, yyyy');
}

/** "Nov 5, 2026": every other screen. */
export function formatShortDate(value: DateInput): string {
  return format(toDate(value), 'MMM d, yyyy');
}

/** "Nov 5, 2026 7:42 PM": back-office times. */
export function formatDateTime(value: DateInput): string {
  return format(toDate(value), 'MMM d, yyyy h:mm a');
}

/** YYYY-MM-DD in local time, the shape of campaign dates and date inputs. */
export function toDateOnly(value: Date): string {
  return format(value, 'yyyy-MM-dd');
}

/** A card is valid for expirationMonths months from its purchase. */
export function cardExpirationFrom(purchase: Date, expirationMonths: number): Date {
  return addMonths(purchase, expirationMonths);
}

/** Whole days left, rounded up; 0 or less once the date has passed. */
export function daysUntil(value: DateInput, now: Date = new Date()): number {
  return Math.ceil(differenceInMilliseconds(toDate(value), now) / 86400000);
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

/** The create-campaign form's defaults: today, 30 days later, one year later. */
export function defaultCampaignDates(now: Date = new Date()) {
  return {
    startDate: toDateOnly(now),
    endDate: toDateOnly(addDays(now, 30)),
    cardExpirationDate: toDateOnly(addYears(now, 1)),
  };
}

/** Why a card sits in the inactive list, in the specification's order of precedence. */
export function inactiveCardReason(
  campaignStatus: string | null | undefined,
  expirationDate: DateInput,
  now: Date = new Date(),
): string {
  if (!campaignStatus || campaignStatus === 'archived') return 'Campaign no longer active';
  if (isExpired(expirationDate, now)) return 'Expired';
  return 'Inactive';
}
