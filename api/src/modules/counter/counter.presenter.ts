import type { CounterVerdict, PortalRedemption, VerifyResponse } from '@dealcard/shared';
import { firstNameOf } from '../cards/cards.presenter.ts';
import type { CodeRow, PortalRedemptionRow } from './counter.queries.ts';

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

/** A six-digit code's answer at the counter, with the offer, the holder and when and where it was checked. */
export function presentVerification(status: VerifyResponse['status'], row: CodeRow, verdict: CounterVerdict): VerifyResponse {
  const because = !verdict.ok && (verdict.reason === 'undone' || verdict.reason === 'refunded' || verdict.reason === 'on_hold');
  return {
    status,
    ...(status === 'voided' && because ? { voidedBecause: verdict.reason as 'undone' | 'refunded' | 'on_hold' } : {}),
    offer: { offerType: row.offerType, description: row.offerDescription },
    holderFirstName: firstNameOf(row.customerName),
    redeemedAt: row.redeemedAt,
    ...(row.verifiedAt ? { verifiedAt: row.verifiedAt } : {}),
    ...(row.locationName ? { locationName: row.locationName } : {}),
  };
}
