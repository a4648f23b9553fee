import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';

export interface PortalRedemptionRow {
  id: number;
  redeemedAt: string;
  verifiedAt: string | null;
  locationName: string | null;
  offerType: string;
  offerTypeEs: string | null;
  customerName: string;
  use: number;
  undoneAt: string | null;
  undoReason: string | null;
  undoneByFirstName: string | null;
  undoneByLastName: string | null;
  undoneByEmail: string | null;
  undoneByRole: string | null;
  undoneByDeviceId: number | null;
  undoneByDeviceLocation: string | null;
}

const COLUMNS = `SELECT r.id, r.redeemed_at AS redeemedAt, r.verified_at AS verifiedAt, l.name AS locationName,
       o.offer_type AS offerType, o.offer_type_es AS offerTypeEs, r.customer_name AS customerName, r.use AS use,
       r.undone_at AS undoneAt, r.undo_reason AS undoReason,
       u.first_name AS undoneByFirstName, u.last_name AS undoneByLastName, u.email AS undoneByEmail, u.role AS undoneByRole,
       r.undone_by_device_id AS undoneByDeviceId, dl.name AS undoneByDeviceLocation
  FROM redemptions r
  JOIN card_offers o ON o.id = r.offer_id
  LEFT JOIN locations l ON l.id = coalesce(r.verified_location_id, r.location_id)
  LEFT JOIN users u ON u.id = r.undone_by_user_id
  LEFT JOIN kiosk_devices d ON d.id = r.undone_by_device_id
  LEFT JOIN locations dl ON dl.id = d.location_id`;

/**
 * One restaurant's redemptions since `since`, newest first, on the (restaurant_id, redeemed_at)
 * index; with `before`, only those after it in that order (the next page). Undone ones included.
 */
export function listPortalRedemptions(
  db: Db,
  restaurantId: number,
  since: string,
  before: { redeemedAt: string; id: number } | null,
  limit: number,
): PortalRedemptionRow[] {
  const sqlite = db.$client;
  if (!before) {
    return sqlite
      .prepare(
        `${COLUMNS}
         WHERE r.restaurant_id = ? AND r.redeemed_at >= ?
         ORDER BY r.redeemed_at DESC, r.id DESC LIMIT ?`,
      )
      .all(restaurantId, since, limit) as PortalRedemptionRow[];
  }
  return sqlite
    .prepare(
      `${COLUMNS}
       WHERE r.restaurant_id = ? AND r.redeemed_at >= ? AND r.redeemed_at <= ?
         AND (r.redeemed_at < ? OR r.id < ?)
       ORDER BY r.redeemed_at DESC, r.id DESC LIMIT ?`,
    )
    .all(restaurantId, since, before.redeemedAt, before.redeemedAt, before.id, limit) as PortalRedemptionRow[];
}

/** A six-digit code's redemption with what the rule and the counter's answer need. */
export interface CodeRow {
  id: number;
  offerType: string;
  offerDescription: string;
  offerTypeEs: string | null;
  offerDescriptionEs: string | null;
  total: number;
  customerName: string;
  redeemedAt: string;
  verifiedAt: string | null;
  undoneAt: string | null;
  locationName: string | null;
  cardStatus: 'active' | 'refunded' | 'on_hold';
  cardExpiry: string;
}

const CODE_COLUMNS = `SELECT r.id, o.offer_type AS offerType, o.description AS offerDescription,
       o.offer_type_es AS offerTypeEs, o.description_es AS offerDescriptionEs, o.quantity_total AS total,
       r.customer_name AS customerName, r.redeemed_at AS redeemedAt, r.verified_at AS verifiedAt, r.undone_at AS undoneAt,
       l.name AS locationName, c.status AS cardStatus, c.expires_on AS cardExpiry
  FROM redemptions r
  JOIN card_offers o ON o.id = r.offer_id
  JOIN cards c ON c.id = r.card_id
  LEFT JOIN locations l ON l.id = coalesce(r.verified_location_id, r.location_id)`;

/** The statements of the counter's checks, prepared once per database handle (db/prepared.ts). */
const codeStatements = preparedPerDb((db) => ({
  restaurant: db.$client.prepare<[number], { id: number }>(`SELECT id FROM restaurants WHERE id = ?`),
  byCode: db.$client.prepare<{ restaurantId: number; code: string }, CodeRow>(
    `${CODE_COLUMNS} WHERE r.restaurant_id = :restaurantId AND r.code = :code`,
  ),
  byId: db.$client.prepare<{ id: number }, CodeRow>(`${CODE_COLUMNS} WHERE r.id = :id`),
  /**
   * Marks a code served. The guard lets exactly one of any number of concurrent checks through,
   * and none once the redemption is undone or its card is no longer good: whatever changed
   * between the rule's read and this write, the write re-checks it.
   */
  markVerified: db.$client.prepare<
    { restaurantId: number; code: string; nowIso: string; locationId: number; deviceId: number },
    { id: number }
  >(
    `UPDATE redemptions SET verified_at = :nowIso, verified_location_id = :locationId, verified_device_id = :deviceId
      WHERE restaurant_id = :restaurantId AND code = :code AND verified_at IS NULL AND undone_at IS NULL
        AND (SELECT status FROM cards WHERE cards.id = redemptions.card_id) = 'active'
      RETURNING id`,
  ),
}));

/** Looks a code up only within one restaurant: another restaurant's code is simply not found. */
/** Whether the restaurant exists (the portal's list names one). */
export function restaurantExists(db: Db, restaurantId: number): boolean {
  return codeStatements(db).restaurant.get(restaurantId) !== undefined;
}

export function findCode(db: Db, restaurantId: number, code: string): CodeRow | undefined {
  return codeStatements(db).byCode.get({ restaurantId, code });
}

export function findCodeById(db: Db, id: number): CodeRow | undefined {
  return codeStatements(db).byId.get({ id });
}

export function markCodeVerified(
  db: Db,
  input: { restaurantId: number; code: string; nowIso: string; locationId: number; deviceId: number },
): { id: number } | undefined {
  return codeStatements(db).markVerified.get(input);
}
