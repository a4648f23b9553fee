import { createHash, randomBytes } from 'node:crypto';
import {
  FIND_CARD_LINK_MINUTES,
  type CardInactiveReason,
  type Language,
  phoneDigits,
  type FindMyCardBody,
} from '@dealcard/shared';
import { cardStateHere } from '../cards/card-days.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { findMyCardEmail, type SearchedBy } from './find-my-card.email.ts';
import {
  deleteFindCardTokensExpiredBefore,
  findHolderEmails,
  findTokenByHash,
  insertFindCardToken,
  listHolderCards,
} from './find-my-card.queries.ts';
import type { HolderCardRow } from './find-my-card.queries.ts';
import { API_MESSAGES } from '../../messages.ts';
import { transaction } from '../../db/transaction.ts';

/** An expired link is kept a week, so opening it says "expired" rather than "not valid". */
export const EXPIRED_LINK_KEPT_MS = 7 * 24 * 60 * 60_000;

/** Only the hash is stored: a copy of the database never holds a working link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The ways the same US number may have been typed: with or without the leading country code 1.
 * Cards keep the digits as typed, so a search tries each form.
 */
export function phoneDigitForms(phone: string): string[] {
  const digits = phoneDigits(phone);
  if (digits.length === 11 && digits.startsWith('1')) return [digits, digits.slice(1)];
  if (digits.length === 10) return [digits, `1${digits}`];
  return [digits];
}

/**
 * Looks up the addresses on file (one indexed statement, on every path) and returns the work
 * that sends the links. The caller answers first and runs it afterwards, so a search that
 * matches spends no more time before the answer than one that does not.
 */
export function prepareFindMyCardLinks(
  db: Db,
  body: FindMyCardBody,
  baseUrl: string,
  /** The language of the person searching: the e-mail is written in it. */
  language: Language = 'en',
  now: () => Date = () => new Date(),
): () => Promise<void> {
  const search = 'email' in body ? { email: body.email } : { phoneDigits: phoneDigitForms(body.phone) };
  const emails = findHolderEmails(db, search, now());
  if (emails.length === 0) return () => Promise.resolve();
  const searchedBy: SearchedBy = 'email' in body ? { email: true } : { phoneEnding: phoneDigits(body.phone).slice(-4) };
  return async () => {
    const at = now();
    const expiresAt = new Date(at.getTime() + FIND_CARD_LINK_MINUTES * 60_000).toISOString();
    await transaction(db, (tx) => {
      deleteFindCardTokensExpiredBefore(tx, new Date(at.getTime() - EXPIRED_LINK_KEPT_MS));
      for (const email of emails) {
        const token = randomBytes(32).toString('base64url');
        insertFindCardToken(tx, { tokenHash: hashToken(token), email, expiresAt });
        const link = `${baseUrl}/find-my-card?token=${encodeURIComponent(token)}`;
        enqueueEmail(tx, findMyCardEmail({ to: email, link, searchedBy, language }));
      }
    });
  };
}

/** The cards of the holder a link names, split as the My Deal Card screen shows them. */
export function listCardsForToken(db: Db, token: string, now: Date = new Date()): HolderCard[] {
  const found = findTokenByHash(db, hashToken(token));
  if (!found) throw new AppError(404, API_MESSAGES.linkInvalid, 'link_invalid');
  if (new Date(found.expiresAt).getTime() <= now.getTime()) throw new AppError(410, API_MESSAGES.linkExpired, 'link_expired');
  return listHolderCards(db, found.email, now).map((row) => {
    // The one answer (card-state.ts), sent as a code the app words: never English to match.
    const state = cardStateHere({ status: row.status, expiresOn: row.expiresOn, campaignStatus: row.campaignStatus }, now);
    return { row, inactiveReason: state === 'active' ? null : state };
  });
}

/** A holder's card, and why it can no longer be used (null while it can). */
export interface HolderCard {
  row: HolderCardRow;
  inactiveReason: CardInactiveReason | null;
}
