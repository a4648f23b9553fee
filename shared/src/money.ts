/** Money is integer cents everywhere; dollars exist only on screen and in form inputs. */

export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * 1234567 -> "1,234,567", as toLocaleString('en-US') writes it, without it: the first
 * toLocaleString or Intl call in a page loads ICU's number data, about 90 ms on the main thread
 * of a fast desktop and four times that on a phone, in the middle of the first render.
 */
export function groupThousands(n: number): string {
  const digits = String(Math.abs(Math.trunc(n)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 && digits !== '0' ? `-${grouped}` : grouped;
}

/**
 * The nonprofit's share of a payment: half of it, rounded half up to the cent ($20.01 gives
 * $10.01). The share of a refund is the share of everything refunded so far minus what the earlier
 * refunds already took back, so a card refunded in parts nets to exactly zero. Its SQL form is
 * api/src/db/nonprofit-share.ts, tested against this function cent for cent.
 */
export function nonprofitShareOf(cents: number): number {
  return Math.floor((Math.max(0, Math.trunc(cents)) + 1) / 2);
}

/** "20.00" without the sign, as the admin cards show cardPrice/100 with 2 decimals. */
export function centsToDollarString(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Parses a dollar entry ("20", "19.99", "$1,250.5") into whole cents; NaN when it is not a number. */
export function dollarsToCents(input: string | number): number {
  const text = typeof input === 'number' ? String(input) : input.replace(/[$,\s]/g, '');
  if (text === '' || !/^-?\d*(\.\d*)?$/.test(text)) return Number.NaN;
  const value = Number(text);
  if (!Number.isFinite(value)) return Number.NaN;
  return Math.round(value * 100);
}

export interface OfferValue {
  quantity: number;
  retailValue: number;
}

export function totalValueCents(offers: readonly OfferValue[]): number {
  return offers.reduce((sum, o) => sum + o.quantity * o.retailValue, 0);
}

export interface CampaignValues {
  totalValue: number;
  savings: number;
  savingsPercent: number;
}

/** The landing page's derived values: total value, savings and the savings percent, rounded. */
export function campaignValues(cardPrice: number, offers: readonly OfferValue[]): CampaignValues {
  const totalValue = totalValueCents(offers);
  const savings = totalValue - cardPrice;
  const savingsPercent = totalValue > 0 ? Math.round((savings / totalValue) * 100) : 0;
  return { totalValue, savings, savingsPercent };
}

/** Half of a Campaign card's price goes to the nonprofit; the restaurant keeps the odd cent. */
export function nonprofitShareCents(cents: number, sharePercent = 50): number {
  return Math.floor((cents * sharePercent) / 100);
}

/**
 * How a seller is shown in public (leaderboard, poster): the first name and the last name's
 * initial ("Maria G."), or the one name given.
 */
export function sellerDisplayName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
