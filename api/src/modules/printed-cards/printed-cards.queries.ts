import { PRINTED_BATCHES_MAX } from '@dealcard/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

export interface BatchRow {
  id: number;
  campaignId: number;
  count: number;
  language: 'en' | 'es';
  createdAt: string;
  voidedAt: string | null;
  unsold: number;
  withSeller: number;
  activated: number;
  void: number;
}

/** A code's state, in SQL: activated wins, then a voided batch or card, then a seller holding it. */
const live = sql`pc.card_id IS NULL AND b.voided_at IS NULL AND pc.voided_at IS NULL`;
const totals = sql`
  coalesce(sum(CASE WHEN ${live} AND pc.seller_id IS NULL THEN 1 ELSE 0 END), 0) AS unsold,
  coalesce(sum(CASE WHEN ${live} AND pc.seller_id IS NOT NULL THEN 1 ELSE 0 END), 0) AS withSeller,
  coalesce(sum(CASE WHEN pc.card_id IS NOT NULL THEN 1 ELSE 0 END), 0) AS activated,
  coalesce(sum(CASE WHEN pc.card_id IS NULL AND (b.voided_at IS NOT NULL OR pc.voided_at IS NOT NULL) THEN 1 ELSE 0 END), 0) AS void`;

const batchColumns = sql`b.id, b.campaign_id AS campaignId, b.count, b.language, b.created_at AS createdAt, b.voided_at AS voidedAt`;

/** A campaign's batches with the totals of their codes, newest first. */
export function selectBatches(db: Tx, campaignId: number): BatchRow[] {
  return db.all<BatchRow>(sql`
    SELECT ${batchColumns}, ${totals}
      FROM printed_batches b
      LEFT JOIN printed_cards pc ON pc.batch_id = b.id
     WHERE b.campaign_id = ${campaignId}
     GROUP BY b.id
     ORDER BY b.id DESC
     LIMIT ${PRINTED_BATCHES_MAX}`);
}

export function selectBatch(db: Tx, batchId: number): BatchRow | undefined {
  return db.get<BatchRow | undefined>(sql`
    SELECT ${batchColumns}, ${totals}
      FROM printed_batches b
      LEFT JOIN printed_cards pc ON pc.batch_id = b.id
     WHERE b.id = ${batchId}
     GROUP BY b.id`);
}

export interface PrintedCardRow {
  position: number;
  activationCode: string;
  cardId: number | null;
  activatedAt: string | null;
  activatedBy: string | null;
  voidedAt: string | null;
  sellerCode: string | null;
  sellerName: string | null;
}

/** A batch's cards in printed order, with their seller and the buyer who activated each. */
export function selectBatchCards(db: Tx, batchId: number): PrintedCardRow[] {
  return db.all<PrintedCardRow>(sql`
    SELECT pc.position, pc.activation_code AS activationCode, pc.card_id AS cardId, pc.activated_at AS activatedAt,
           pc.voided_at AS voidedAt,
           c.customer_name AS activatedBy, s.code AS sellerCode, s.name AS sellerName
      FROM printed_cards pc
      LEFT JOIN sellers s ON s.id = pc.seller_id
      LEFT JOIN cards c ON c.id = pc.card_id
     WHERE pc.batch_id = ${batchId}
     ORDER BY pc.position`);
}

/** What one printed card of a campaign is worth at the restaurant's prices. */
export function offersValueOf(db: Tx, campaignId: number): number {
  return (
    db.get<{ value: number }>(
      sql`SELECT coalesce(sum(quantity * retail_value), 0) AS value FROM campaign_offers WHERE campaign_id = ${campaignId}`,
    )?.value ?? 0
  );
}
