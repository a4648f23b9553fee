import type { Db } from '../../db/client.ts';

export interface PortalRedemptionRow {
  id: number;
  redeemedAt: string;
  verifiedAt: string | null;
  locationName: string | null;
  offerType: string;
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
       o.offer_type AS offerType, r.customer_name AS customerName, r.use AS use,
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
