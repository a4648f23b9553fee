import { createHash, randomBytes } from 'node:crypto';
import {
  FIND_CARD_LINK_MINUTES,
  inactiveCardReason,
  isExpired,
  phoneDigits,
  type FindCardsItem,
  type FindCardsResponse,
  type FindMyCardBody,
} from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { findMyCardEmail } from './find-my-card.email.ts';
import { findHolderEmails, findTokenByHash, insertFindCardToken, listHolderCards, type HolderCardRow } from './find-my-card.queries.ts';

/** The one answer to every search, whether or not any card matched. */
export const FIND_MY_CARD_ANSWER = {
  message: `If we have cards for what you entered, we've e-mailed a link to the address on file. It works for ${FIND_CARD_LINK_MINUTES} minutes.`,
} as const;

export const LINK_EXPIRED = 'This link has expired. Ask for a new one.';
export const LINK_INVALID = 'This link is not valid. Ask for a new one.';

/** Only the hash is stored: a copy of the database never holds a working link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Looks up the addresses on file (one indexed statement, on every path) and returns the work
 * that sends the links. The caller answers first and runs it afterwards, so a search that
 * matches spends no more time before the answer than one that does not.
 */
export function prepareFindMyCardLinks(db: Db, body: FindMyCardBody, baseUrl: string, now: () => Date = () => new Date()): () => void {
  const search = 'email' in body ? { email: body.email } : { phoneDigits: phoneDigits(body.phone) };
  const emails = findHolderEmails(db, search);
  if (emails.length === 0) return () => {};
  const searchedBy =
    'email' in search ? 'this e-mail address' : `the phone number ending in ${search.phoneDigits.slice(-4)}`;
  return () => {
    const expiresAt = new Date(now().getTime() + FIND_CARD_LINK_MINUTES * 60_000).toISOString();
    db.transaction((tx) => {
      for (const email of emails) {
        const token = randomBytes(32).toString('base64url');
        insertFindCardToken(tx, { tokenHash: hashToken(token), email, expiresAt });
        const link = `${baseUrl}/find-my-card?token=${encodeURIComponent(token)}`;
        enqueueEmail(tx, findMyCardEmail({ to: email, link, searchedBy }));
      }
    });
  };
}

function presentFindCardsItem(row: HolderCardRow, reason: string | null): FindCardsItem {
  return {
    id: row.id,
    restaurantName: row.restaurantName,
    nonprofitName: row.nonprofitName,
    purchaseDate: row.purchaseDate,
    expirationDate: row.expirationDate,
    accessCode: row.accessCode,
    campaignStatus: row.campaignStatus,
    inactiveReason: reason,
  };
}

/** The cards of the holder a link names, split as the My Deal Card screen shows them. */
export function listCardsForToken(db: Db, token: string, now: Date = new Date()): FindCardsResponse {
  const found = findTokenByHash(db, hashToken(token));
  if (!found) throw new AppError(404, LINK_INVALID, 'link_invalid');
  if (new Date(found.expiresAt).getTime() <= now.getTime()) throw new AppError(410, LINK_EXPIRED, 'link_expired');
  const response: FindCardsResponse = { activeCards: [], inactiveCards: [] };
  for (const row of listHolderCards(db, found.email)) {
    const active = row.campaignStatus !== null && row.campaignStatus !== 'archived' && !isExpired(row.expirationDate, now);
    if (active) response.activeCards.push(presentFindCardsItem(row, null));
    else response.inactiveCards.push(presentFindCardsItem(row, inactiveCardReason(row.campaignStatus, row.expirationDate, now)));
  }
  return response;
}
