import type { SyncResult } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';

const statements = preparedPerDb((db) => ({
  offerOfScan: db.$client.prepare<[string], { offerType: string }>(
    `SELECT o.offer_type AS offerType FROM kiosk_scans s JOIN card_offers o ON o.id = s.card_offer_id WHERE s.nonce = ?`,
  ),
}));

/**
 * The sync's answers with each duplicate's offer named, from the offer its scan was recorded
 * against: a voucher carries only the offer's id, and the tablet's conflicts panel names the offer.
 */
export function withOfferNames(db: Db, results: readonly SyncResult[]): SyncResult[] {
  const q = statements(db);
  return results.map((result) => {
    if (result.status !== 'duplicate') return result;
    const offer = q.offerOfScan.get(result.nonce);
    return offer ? { ...result, offerType: offer.offerType } : result;
  });
}
