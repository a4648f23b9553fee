import type { KioskDevice, KioskRedemption, Language } from '@dealcard/shared';
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

/** A use in the tablet's list, its offer named in the tablet's language (the restaurant's Spanish where given). */
export function presentRedemption(row: RedemptionRow, language: Language = 'en'): KioskRedemption {
  return {
    id: row.id,
    offerType: (language === 'es' && row.offerTypeEs) || row.offerType,
    holderFirstName: firstNameOf(row.customerName),
    redeemedAt: row.redeemedAt,
    verifiedAt: row.verifiedAt,
    locationName: row.verifiedLocationName ?? row.redeemedLocationName,
    undoneAt: row.undoneAt,
    cardRefunded: row.cardStatus === 'refunded',
  };
}
