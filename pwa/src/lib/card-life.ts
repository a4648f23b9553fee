/**
 * How long a campaign's cards last, in whole calendar days (YYYY-MM-DD), without date-fns: the
 * landing page reads it on a first visit. A card is good for `expirationMonths` from its purchase,
 * or until the campaign's card expiration date if that comes first.
 */

const DAY_MS = 86_400_000;

/** Short-lived cards: below this many days the campaign form warns. */
export const SHORT_CARD_LIFE_DAYS = 30;

const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);

function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
}

/** `months` after `day`, its day of month kept or, in a shorter month, that month's last day. */
export function monthsAfter(day: string, months: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const target = new Date(Date.UTC(year, month, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(Number(day.slice(8, 10)), lastOfMonth));
  return target.toISOString().slice(0, 10);
}

/** Whether a card bought on `today` lasts until the campaign's card expiration date (its months reach past it). */
export function endsOnExpirationDate(
  today: string,
  expirationMonths: number,
  cardExpirationDate: string | null | undefined,
): boolean {
  if (!cardExpirationDate || !isDay(cardExpirationDate) || !isDay(today)) return false;
  return monthsAfter(today, expirationMonths) >= cardExpirationDate;
}

/**
 * The fewest days a card of the campaign is good for after its purchase: one bought on the last
 * day of sales. Null while the dates are not whole days (a form being typed).
 */
export function shortestCardLifeDays(campaign: {
  endDate: string;
  expirationMonths: number;
  cardExpirationDate: string;
}): number | null {
  const { endDate, expirationMonths, cardExpirationDate } = campaign;
  if (!isDay(endDate) || !isDay(cardExpirationDate) || !Number.isInteger(expirationMonths) || expirationMonths < 1) return null;
  const byMonths = monthsAfter(endDate, expirationMonths);
  const last = byMonths < cardExpirationDate ? byMonths : cardExpirationDate;
  return dayNumber(last) - dayNumber(endDate);
}
