import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import {
  selectCardAudit,
  selectCardEmails,
  selectCardForHistory,
  selectCardRedemptions,
  type CardAuditRow,
  type CardEmailRow,
  type RedemptionHistoryRow,
} from './card-history.queries.ts';
import { transaction } from '../../db/transaction.ts';

export interface CardHistory {
  card: NonNullable<ReturnType<typeof selectCardForHistory>>;
  redemptions: RedemptionHistoryRow[];
  audit: CardAuditRow[];
  emails: CardEmailRow[];
}

/** Everything recorded about one card: its sale, redemptions and undos, money given back, disputes, e-mails. */
export async function cardHistory(db: Db, cardId: number): Promise<CardHistory> {
  return await transaction(db, (tx) => {
    const card = selectCardForHistory(tx, cardId);
    if (!card) throw notFound('Card');
    return {
      card,
      redemptions: selectCardRedemptions(tx, cardId),
      audit: selectCardAudit(tx, cardId),
      emails: selectCardEmails(tx, cardId),
    };
  });
}
