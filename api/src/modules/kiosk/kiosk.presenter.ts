import type { KioskDevice, KioskRedemption } from '@dealcard/shared';
import { firstNameOf } from '../cards/cards.presenter.ts';
import type { DeviceRow, RedemptionRow } from './kiosk.queries.ts';

export function presentDevice(row: DeviceRow): KioskDevice {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    restaurantName: row.restaurantName,
    locationId: row.locationId,
    locationName: row.locationName,
    pairedAt: row.pairedAt,
    lastSeenAt: row.lastSeenAt,
    revokedAt: row.revokedAt,
  };
}

export function presentRedemption(row: RedemptionRow): KioskRedemption {
  return {
    id: row.id,
    offerType: row.offerType,
    holderFirstName: firstNameOf(row.customerName),
    redeemedAt: row.redeemedAt,
    verifiedAt: row.verifiedAt,
    locationName: row.verifiedLocationName ?? row.redeemedLocationName,
    undoneAt: row.undoneAt,
    cardRefunded: row.cardStatus === 'refunded',
  };
}
