import type { CardDetailResponse } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { normalizeAccessCode } from './codes.ts';
import { findCardByAccessCode, listCardOffers, listCardRedemptions, listRestaurantLocations } from './cards.queries.ts';
import { presentCardDetail } from './cards.presenter.ts';

export const CARD_NOT_FOUND = 'Card not found';

/**
 * Everything the card view and its offline copy need, in four indexed statements whatever the
 * size of the database: the card with its campaign, restaurant and nonprofit; its offers; the
 * restaurant's locations; its past redemptions.
 */
export function getCardDetail(db: Db, accessCode: string): CardDetailResponse {
  const row = findCardByAccessCode(db, normalizeAccessCode(accessCode));
  if (!row) throw new AppError(404, CARD_NOT_FOUND, 'not_found');
  return presentCardDetail(
    row,
    listCardOffers(db, row.card.id),
    listRestaurantLocations(db, row.card.restaurantId),
    listCardRedemptions(db, row.card.id),
  );
}
