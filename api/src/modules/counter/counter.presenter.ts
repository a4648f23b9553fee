import type { PortalRedemption } from '@dealcard/shared';
import { firstNameOf } from '../cards/cards.presenter.ts';
import type { PortalRedemptionRow } from './counter.queries.ts';

/** Who undid a redemption, as the owner reads it: a kiosk tablet by its place, a person by name. */
function undoneBy(row: PortalRedemptionRow): string {
  if (row.undoneByDeviceId !== null) {
    return row.undoneByDeviceLocation ? `Kiosk tablet at ${row.undoneByDeviceLocation}` : 'A kiosk tablet';
  }
  const name = [row.undoneByFirstName, row.undoneByLastName].filter(Boolean).join(' ').trim() || row.undoneByEmail;
  if (!name) return 'Unknown';
  return row.undoneByRole === 'superadmin' ? `${name} (admin)` : name;
}

export function presentPortalRedemption(row: PortalRedemptionRow): PortalRedemption {
  return {
    id: row.id,
    redeemedAt: row.redeemedAt,
    verifiedAt: row.verifiedAt,
    locationName: row.locationName,
    offerType: row.offerType,
    holderFirstName: firstNameOf(row.customerName),
    use: row.use,
    undone: row.undoneAt ? { at: row.undoneAt, by: undoneBy(row), reason: row.undoReason ?? '' } : null,
  };
}
