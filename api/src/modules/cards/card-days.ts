import { cardState, dayIn, endOfDayIso, expiresOnFor, localZone, type CardStateInput } from '@dealcard/shared';

/**
 * The card's days on the server, by shared/src/card-state.ts in the deployment's zone (this
 * process's `TZ`, decision 011). Every module that reads or makes a card's last day asks here.
 */

/** Today's date (YYYY-MM-DD) in the deployment's zone. */
export const todayHere = (now: Date = new Date()): string => dayIn(localZone(), now);

/** The specification's `expirationDate` of a card whose last day is `expiresOn`: the end of that day here. */
export const expirationDateOf = (expiresOn: string): string => endOfDayIso(localZone(), expiresOn);

/** The last day of a card made now by the rule of "Dates and expiry" (sale, cash sale, activation, gift). */
export const lastDayOfNewCard = (madeAt: Date, expirationMonths: number, campaignLastDay: string | null | undefined): string =>
  expiresOnFor(madeAt, expirationMonths, campaignLastDay, localZone());

/** The card's state now, judged here. */
export const cardStateHere = (card: CardStateInput, now: Date = new Date()) => cardState(card, now, localZone());
