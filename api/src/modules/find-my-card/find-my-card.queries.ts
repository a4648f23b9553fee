import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { campaigns, cards, findCardTokens, restaurants } from '../../db/schema/index.ts';

/** A gift is its recipient's from its delivery date on: until then a search does not give away the surprise. */
const deliveredBy = (now: Date) =>
  sql`NOT EXISTS (SELECT 1 FROM card_gifts g WHERE g.card_id = ${cards.id} AND g.deliver_at > ${now.toISOString()})`;

/** The distinct addresses on file for an e-mail or any of a phone's digit forms (cards_email_campaign_idx / cards_phone_idx). */
export function findHolderEmails(
  db: Tx,
  search: { email: string } | { phoneDigits: string[] },
  now: Date = new Date(),
): string[] {
  const where = and(
    'email' in search ? eq(cards.customerEmail, search.email) : inArray(cards.customerPhoneDigits, search.phoneDigits),
    deliveredBy(now),
  );
  return db
    .selectDistinct({ email: cards.customerEmail })
    .from(cards)
    .where(where)
    .all()
    .map((r) => r.email);
}

export function insertFindCardToken(tx: Tx, values: { tokenHash: string; email: string; expiresAt: string }): void {
  tx.insert(findCardTokens).values(values).run();
}

/** Drops links that expired before `before`; the table then holds only recent requests. */
export function deleteFindCardTokensExpiredBefore(tx: Tx, before: Date): void {
  tx.delete(findCardTokens).where(lt(findCardTokens.expiresAt, before.toISOString())).run();
}

/** By the unique token_hash index. */
export function findTokenByHash(db: Tx, tokenHash: string) {
  return db
    .select({ email: findCardTokens.email, expiresAt: findCardTokens.expiresAt })
    .from(findCardTokens)
    .where(eq(findCardTokens.tokenHash, tokenHash))
    .get();
}

/** Every card bought with the address, with its campaign and restaurant: one statement. */
export function listHolderCards(db: Tx, email: string, now: Date = new Date()) {
  return db
    .select({
      id: cards.id,
      accessCode: cards.accessCode,
      nonprofitName: cards.nonprofitName,
      purchaseDate: cards.purchaseDate,
      expiresOn: cards.expiresOn,
      status: cards.status,
      campaignStatus: campaigns.status,
      restaurantName: restaurants.name,
    })
    .from(cards)
    .leftJoin(campaigns, eq(campaigns.id, cards.campaignId))
    .leftJoin(restaurants, eq(restaurants.id, cards.restaurantId))
    .where(and(eq(cards.customerEmail, email), deliveredBy(now)))
    .orderBy(desc(cards.purchaseDate), desc(cards.id))
    .all();
}

export type HolderCardRow = ReturnType<typeof listHolderCards>[number];
