import type { Db } from '../db/client.ts';
import { preparedPerDb } from '../db/prepared.ts';
import { cardStateHere } from '../modules/cards/card-days.ts';
import { cardTokenFor } from '../modules/cards/card-tokens.ts';

/** What a wallet pass shows as a whole: the card's state at the counter. */
export type WalletPassState = 'active' | 'completed' | 'expired' | 'voided';

export interface WalletOffer {
  offerType: string;
  offerTypeEs: string | null;
  description: string;
  descriptionEs: string | null;
  remaining: number;
  total: number;
}

export interface WalletLocation {
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  latitude: number;
  longitude: number;
}

/** Everything either wallet's pass is made of, read at the moment the pass is made or updated. */
export interface WalletCardView {
  cardId: number;
  accessCode: string;
  customerName: string;
  /** The card's language at purchase: the pass's first language (both are always included). */
  language: 'en' | 'es';
  status: 'active' | 'refunded' | 'on_hold';
  /** The card's last day (YYYY-MM-DD), as its face prints it. */
  expiresOn: string;
  /** The end of that day in the deployment's zone: when the pass itself expires. */
  expirationDate: string;
  purchaseDate: string;
  restaurantId: number;
  restaurantName: string;
  /** `/objects/uploads/{id}` or an absolute URL, when the restaurant has a logo. */
  restaurantLogoUrl: string | null;
  nonprofitName: string;
  offers: WalletOffer[];
  remainingTotal: number;
  /** Only the locations that have coordinates (the lock screen needs them). */
  locations: WalletLocation[];
  /** The signed card QR token (stored on first use, as the vouchers call does). */
  cardToken: string;
  state: WalletPassState;
}

const statements = preparedPerDb((db) => ({
  card: db.$client.prepare<[number], Omit<WalletCardView, 'offers' | 'locations' | 'cardToken' | 'state' | 'remainingTotal'>>(`
    SELECT c.id AS cardId, c.access_code AS accessCode, c.customer_name AS customerName, c.language,
           c.status, c.expires_on AS expiresOn, card_end_of_day(c.expires_on) AS expirationDate, c.purchase_date AS purchaseDate,
           c.restaurant_id AS restaurantId, r.name AS restaurantName, r.logo_url AS restaurantLogoUrl,
           c.nonprofit_name AS nonprofitName
      FROM cards c JOIN restaurants r ON r.id = c.restaurant_id
     WHERE c.id = ?`),
  offers: db.$client.prepare<[number], WalletOffer>(`
    SELECT offer_type AS offerType, offer_type_es AS offerTypeEs, description, description_es AS descriptionEs,
           quantity_remaining AS remaining, quantity_total AS total
      FROM card_offers WHERE card_id = ? ORDER BY sort_order, id`),
  locations: db.$client.prepare<[number], WalletLocation>(`
    SELECT name, address, city, state, latitude, longitude FROM locations
     WHERE restaurant_id = ? AND latitude IS NOT NULL AND longitude IS NOT NULL ORDER BY id`),
}));

/**
 * The card as a pass shows it, or undefined for an unknown card. The state is, in this order:
 * voided (refunded, or on hold while a dispute is open), expired (its expiry has passed),
 * completed (no use left), else active.
 */
export function walletCardView(db: Db, cardId: number, now: Date = new Date()): WalletCardView | undefined {
  const q = statements(db);
  const card = q.card.get(cardId);
  if (!card) return undefined;
  const offers = q.offers.all(cardId);
  const remainingTotal = offers.reduce((sum, o) => sum + o.remaining, 0);
  // The card's one answer (card-state.ts), then what a pass adds: no use left.
  const cardNow = cardStateHere({ status: card.status, expiresOn: card.expiresOn }, now);
  const state: WalletPassState =
    cardNow === 'refunded' || cardNow === 'on_hold'
      ? 'voided'
      : cardNow === 'expired'
        ? 'expired'
        : remainingTotal === 0
          ? 'completed'
          : 'active';
  const cardToken = cardTokenFor(db, {
    id: card.cardId,
    restaurantId: card.restaurantId,
    expiresOn: card.expiresOn,
    customerName: card.customerName,
  });
  return { ...card, offers, remainingTotal, locations: q.locations.all(card.restaurantId), cardToken, state };
}
