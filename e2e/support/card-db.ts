import Database from 'better-sqlite3';
import path from 'node:path';
import { dayIn, endOfDayIn, localZone } from '@dealcard/shared/card-state';

/** Read-only look-ups in a test server's database: seeded access codes, codes, e-mails. */
export function openAppDb(dataDir: string) {
  return new Database(path.join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
}

export interface SeededCard {
  id: number;
  accessCode: string;
  /** Its last day (YYYY-MM-DD). */
  expiresOn: string;
  /** The end of that day in the server's zone (the same machine, the same TZ): the card read's expirationDate. */
  expirationDate: string;
}

/** A seeded card of one buyer: the newest unexpired one, or the expired one. */
export function seededCard(dataDir: string, customerName: string, { expired = false } = {}): SeededCard {
  const db = openAppDb(dataDir);
  try {
    const row = db
      .prepare(
        `SELECT id, access_code AS accessCode, expires_on AS expiresOn FROM cards
         WHERE customer_name = ? AND (expires_on < ?) = ? ORDER BY id LIMIT 1`,
      )
      .get(customerName, dayIn(localZone(), new Date()), expired ? 1 : 0) as Omit<SeededCard, 'expirationDate'> | undefined;
    if (!row) throw new Error(`no seeded ${expired ? 'expired' : 'active'} card for ${customerName}`);
    return { ...row, expirationDate: endOfDayIn(localZone(), row.expiresOn).toISOString() };
  } finally {
    db.close();
  }
}

export function redemptionCodes(dataDir: string, cardId: number): string[] {
  const db = openAppDb(dataDir);
  try {
    return (db.prepare('SELECT code FROM redemptions WHERE card_id = ? ORDER BY id').all(cardId) as { code: string }[]).map(
      (r) => r.code,
    );
  } finally {
    db.close();
  }
}

/** The newest find-my-card link token e-mailed to an address, if one was queued. */
export function latestFindMyCardToken(dataDir: string, email: string): string | null {
  const db = openAppDb(dataDir);
  try {
    const row = db
      .prepare(`SELECT text FROM email_outbox WHERE kind = 'find-my-card' AND to_address = ? ORDER BY id DESC LIMIT 1`)
      .get(email) as { text: string } | undefined;
    const m = row ? /find-my-card\?token=([A-Za-z0-9_%-]+)/.exec(row.text) : null;
    return m?.[1] ? decodeURIComponent(m[1]) : null;
  } finally {
    db.close();
  }
}

/** A card of the demo restaurant with an offer left (other tests on the same server may have used some). */
export function cardWithOfferLeft(dataDir: string): {
  accessCode: string;
  offerId: number;
  offerType: string;
  firstName: string;
} {
  const db = openAppDb(dataDir);
  try {
    const row = db
      .prepare(
        `SELECT c.access_code AS accessCode, o.id AS offerId, o.offer_type AS offerType, c.customer_name AS name
           FROM cards c
           JOIN campaigns k ON k.id = c.campaign_id
           JOIN card_offers o ON o.card_id = c.id
          WHERE c.restaurant_id = 1 AND k.is_active = 1 AND k.status = 'approved' AND o.quantity_remaining > 0
            AND c.expires_on >= date('now', 'localtime')
          ORDER BY o.quantity_remaining DESC, c.id, o.sort_order LIMIT 1`,
      )
      .get() as { accessCode: string; offerId: number; offerType: string; name: string } | undefined;
    if (!row) throw new Error('the demo seed has no card with an offer left');
    return { accessCode: row.accessCode, offerId: row.offerId, offerType: row.offerType, firstName: row.name.split(' ')[0]! };
  } finally {
    db.close();
  }
}
