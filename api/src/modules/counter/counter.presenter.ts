import { offerIn, type CounterVerdict, type Language, type PortalRedemption, type VerifyResponse } from '@dealcard/shared';
import { API_MESSAGES } from '../../messages.ts';
import { firstNameOf } from '../cards/cards.presenter.ts';
import type { CodeRow, PortalRedemptionRow } from './counter.queries.ts';

/** Who undid a redemption, as the owner reads it in their language: a kiosk tablet by its place, a person by name. */
function undoneBy(row: PortalRedemptionRow, language: Language): string {
  if (row.undoneByDeviceId !== null) {
    return (
      row.undoneByDeviceLocation ? API_MESSAGES.undoneByTabletAt(row.undoneByDeviceLocation) : API_MESSAGES.undoneByATablet
    )[language];
  }
  const name = [row.undoneByFirstName, row.undoneByLastName].filter(Boolean).join(' ').trim() || row.undoneByEmail;
  if (!name) return API_MESSAGES.undoneBySomeone[language];
  return row.undoneByRole === 'superadmin' ? API_MESSAGES.undoneByAdmin(name)[language] : name;
}

export function presentPortalRedemption(row: PortalRedemptionRow, language: Language): PortalRedemption {
  return {
    id: row.id,
    redeemedAt: row.redeemedAt,
    verifiedAt: row.verifiedAt,
    locationName: row.locationName,
    offerType: (language === 'es' && row.offerTypeEs) || row.offerType,
    holderFirstName: firstNameOf(row.customerName),
    use: row.use,
    undone: row.undoneAt ? { at: row.undoneAt, by: undoneBy(row, language), reason: row.undoReason ?? '' } : null,
  };
}

/** A six-digit code's answer at the counter, with the offer, the holder and when and where it was checked. */
export function presentVerification(
  status: VerifyResponse['status'],
  row: CodeRow,
  verdict: CounterVerdict,
  language: Language = 'en',
): VerifyResponse {
  const because = !verdict.ok && (verdict.reason === 'undone' || verdict.reason === 'refunded' || verdict.reason === 'on_hold');
  return {
    status,
    ...(status === 'voided' && because ? { voidedBecause: verdict.reason as 'undone' | 'refunded' | 'on_hold' } : {}),
    // The offer in the counter's language: the restaurant's Spanish where it gave one.
    offer: offerIn(
      {
        offerType: row.offerType,
        description: row.offerDescription,
        offerTypeEs: row.offerTypeEs,
        descriptionEs: row.offerDescriptionEs,
      },
      language,
    ),
    holderFirstName: firstNameOf(row.customerName),
    redeemedAt: row.redeemedAt,
    ...(row.verifiedAt ? { verifiedAt: row.verifiedAt } : {}),
    ...(row.locationName ? { locationName: row.locationName } : {}),
  };
}
