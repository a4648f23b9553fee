import { CASH_SALES_MAX } from '@dealcard/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface InPersonSaleRow {
  id: number;
  campaignId: number;
  customerName: string;
  customerEmail: string;
  saleMethod: 'cash' | 'check';
  saleReference: string | null;
  amountPaid: number;
  sellerName: string | null;
  status: 'active' | 'refunded' | 'on_hold';
  purchaseDate: string;
  /** 1 when a live redemption exists. */
  used: number;
  /** Why it was voided, as the coordinator typed it (null: not voided). */
  voidReason: string | null;
}

/** A nonprofit's cash and check sales, newest first, at most 200. */
export function selectInPersonSales(db: Db, nonprofitId: number, campaignId?: number): InPersonSaleRow[] {
  return db.all<InPersonSaleRow>(sql`
    SELECT c.id, c.campaign_id AS campaignId, c.customer_name AS customerName, c.customer_email AS customerEmail,
           c.sale_method AS saleMethod, c.sale_reference AS saleReference, c.amount_paid AS amountPaid,
           s.name AS sellerName, c.status, c.purchase_date AS purchaseDate,
           EXISTS (SELECT 1 FROM redemptions r WHERE r.card_id = c.id AND r.undone_at IS NULL) AS used,
           (SELECT l.reason FROM ledger_entries l WHERE l.kind = 'refund' AND l.reference = 'void:' || c.id) AS voidReason
      FROM campaigns cp
      JOIN cards c ON c.campaign_id = cp.id AND c.sale_method != 'online'
      LEFT JOIN sellers s ON s.id = c.seller_id
     WHERE cp.nonprofit_id = ${nonprofitId} ${campaignId === undefined ? sql`` : sql`AND cp.id = ${campaignId}`}
     ORDER BY c.purchase_date DESC, c.id DESC
     LIMIT ${CASH_SALES_MAX}`);
}
