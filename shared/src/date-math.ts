// Date arithmetic for campaigns and cards (date-fns), apart from dates.ts: the PWA's shell writes
// dates on every first visit and needs none of this.
import { addDays, addMonths, addYears, endOfDay, parseISO } from 'date-fns';
import { toDateOnly } from './dates.ts';

/**
 * When a card expires: `expirationMonths` after its purchase, or at the end of the campaign's
 * card expiration date if that comes first (the server's calendar day, as for the sales window).
 */
export function cardExpirationFrom(purchase: Date, expirationMonths: number, cardExpirationDate?: string | null): Date {
  const byMonths = addMonths(purchase, expirationMonths);
  if (!cardExpirationDate) return byMonths;
  const lastDay = endOfDay(parseISO(cardExpirationDate));
  return lastDay.getTime() < byMonths.getTime() ? lastDay : byMonths;
}

/** The create-campaign form's defaults: today, 30 days later, one year later. */
export function defaultCampaignDates(now: Date = new Date()) {
  return {
    startDate: toDateOnly(now),
    endDate: toDateOnly(addDays(now, 30)),
    cardExpirationDate: toDateOnly(addYears(now, 1)),
  };
}

/**
 * The day a card bought `now` would expire by the one rule (its months from purchase, or the
 * campaign's card expiration date if that comes first), when that date comes first; null when the
 * months decide. For the screens that show a campaign before anyone buys: "Valid until Jan 26".
 */
export function validityCapFor(
  expirationMonths: number,
  cardExpirationDate: string | null | undefined,
  now: Date = new Date(),
): string | null {
  if (!cardExpirationDate) return null;
  // now + months, on the last day of the month when that month is shorter (as date-fns addMonths).
  const month = now.getMonth() + expirationMonths;
  const lastDay = new Date(now.getFullYear(), month + 1, 0).getDate();
  const byMonths = toDateOnly(new Date(now.getFullYear(), month, Math.min(now.getDate(), lastDay)));
  const cap = cardExpirationDate.slice(0, 10);
  return cap < byMonths ? cap : null;
}
