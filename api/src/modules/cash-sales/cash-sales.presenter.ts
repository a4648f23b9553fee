import type { CashSaleResponse, CashSaleRow } from '@dealcard/shared';
import type { CardRow } from '../cards/make-card.ts';
import type { InPersonSaleRow } from './cash-sales.queries.ts';
import { voidableUntil } from './cash-sales.service.ts';

export function presentCashSale(card: CardRow): CashSaleResponse {
  return { card: { id: card.id, accessCode: card.accessCode, status: 'active' } };
}

export function presentCashSaleRow(row: InPersonSaleRow, now = new Date()): CashSaleRow {
  return {
    id: row.id,
    campaignId: row.campaignId,
    buyerName: row.customerName,
    buyerEmail: row.customerEmail,
    method: row.saleMethod,
    reference: row.saleReference,
    amountCents: row.amountPaid,
    sellerName: row.sellerName,
    status: row.status,
    recordedAt: row.purchaseDate,
    voidReason: row.voidReason,
    voidableUntil: voidableUntil({ purchaseDate: row.purchaseDate, status: row.status, used: row.used }, now),
  };
}
