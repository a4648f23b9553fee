import { CARD_HISTORY_MAX, type AdminCardHistoryResponse, type CardHistoryEntry, type CardHistoryKind } from '@dealcard/shared';
import { presentAdminCard } from '../refunds/refunds.presenter.ts';
import type { CardAuditRow } from './card-history.queries.ts';
import type { CardHistory } from './card-history.service.ts';

/** The audit actions written for a card (refunds/card-money.ts, purchases.service.ts) and their history kind. */
const AUDIT_KINDS: Record<string, CardHistoryKind> = {
  card_refunded: 'refunded',
  partial_refund: 'partly_refunded',
  dispute_lost: 'dispute_lost',
  dispute_opened: 'dispute_opened',
  dispute_won: 'dispute_won',
  card_recovered: 'recovered',
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function auditEntry(row: CardAuditRow): CardHistoryEntry | null {
  const kind = AUDIT_KINDS[row.action];
  if (!kind) return null;
  const details = (row.details ? JSON.parse(row.details) : {}) as Record<string, unknown>;
  const amount = details.amountCents;
  return {
    at: row.createdAt,
    kind,
    ...(row.actorEmail ? { actor: row.actorEmail } : {}),
    ...(text(details.reason) ? { reason: text(details.reason) } : {}),
    detail: {
      ...(typeof amount === 'number' ? { amountCents: amount } : {}),
      ...(text(details.reference ?? details.disputeId ?? details.paymentIntentId)
        ? { reference: text(details.reference ?? details.disputeId ?? details.paymentIntentId) }
        : {}),
    },
  };
}

/** The card's history for the superadmin, oldest first, at most CARD_HISTORY_MAX entries (a sale comes before what followed it at the same instant). */
export function presentCardHistory({ card, redemptions, audit, emails }: CardHistory): AdminCardHistoryResponse {
  const row = card.card;
  const entries: CardHistoryEntry[] = [
    {
      at: row.purchaseDate,
      kind: 'bought',
      actor: `${row.customerName} <${row.customerEmail}>`,
      detail: {
        method: card.paymentProvider ?? 'none',
        amountCents: row.amountPaid,
        ...(row.stripePaymentIntentId ? { reference: row.stripePaymentIntentId } : {}),
        ...(card.sellerName ? { seller: card.sellerName } : {}),
      },
    },
  ];
  for (const r of redemptions) {
    entries.push({ at: r.redeemedAt, kind: 'redeemed', detail: { offer: r.offerType, code: r.code } });
    if (r.verifiedAt) {
      entries.push({
        at: r.verifiedAt,
        kind: 'verified',
        detail: {
          offer: r.offerType,
          code: r.code,
          ...(r.verifiedLocation ? { location: r.verifiedLocation } : {}),
          ...(r.verifiedDeviceId !== null ? { device: r.verifiedDeviceId } : {}),
        },
      });
    }
    if (r.undoneAt) {
      entries.push({
        at: r.undoneAt,
        kind: 'undone',
        ...(r.undoneByEmail ? { actor: r.undoneByEmail } : {}),
        ...(r.undoReason ? { reason: r.undoReason } : {}),
        detail: {
          offer: r.offerType,
          code: r.code,
          ...(r.undoneByDeviceId !== null ? { device: r.undoneByDeviceId } : {}),
          ...(r.undoneByDeviceLocation ? { location: r.undoneByDeviceLocation } : {}),
        },
      });
    }
  }
  for (const a of audit) {
    const entry = auditEntry(a);
    if (entry) entries.push(entry);
  }
  for (const e of emails) {
    entries.push({
      at: e.sentAt ?? e.createdAt,
      kind: 'email',
      detail: {
        email: e.kind === 'card-refunded' ? 'card-refunded' : 'card-confirmation',
        to: e.toAddress,
        status: e.status,
      },
    });
  }
  const order = (entry: CardHistoryEntry) => (entry.kind === 'bought' ? 0 : 1);
  entries.sort((a, b) => a.at.localeCompare(b.at) || order(a) - order(b));
  // At most CARD_HISTORY_MAX: the sale, then the newest of what followed (decision 030).
  const history = entries.length > CARD_HISTORY_MAX ? [entries[0]!, ...entries.slice(1 - CARD_HISTORY_MAX)] : entries;
  return { card: presentAdminCard(row, card.restaurantName, card.paymentProvider), history };
}
