import { DateOnly } from './fields.ts';
import { keyed } from './messages/message.ts';
import { SAFETY_MESSAGES } from './messages/safety-messages.ts';

/** The earliest day a payout or a remittance may carry. */
export const MONEY_DATE_MIN = '2000-01-01';

/** One year after `now`'s UTC day, as YYYY-MM-DD (a 29 February goes to 1 March). */
export function moneyDateMax(now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/** The day money moved (a payout's or a remittance's): from 2000-01-01 to one year ahead. */
export const MoneyDate = DateOnly.refine(
  (day) => day >= MONEY_DATE_MIN && day <= moneyDateMax(),
  keyed(SAFETY_MESSAGES.moneyDateOutOfRange),
);
