import type { NonprofitBody } from '@dealcard/shared';
import { NONPROFIT_MESSAGES } from '@dealcard/shared';
import { pageOf, pageWindow } from '../../http/list-page.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { findRestaurant } from '../restaurants/restaurants.queries.ts';
import {
  countCampaignsOf,
  dashboardLinksSent,
  deleteNonprofit,
  findNonprofit,
  insertNonprofit,
  listNonprofits,
  renameCampaignsOf,
  updateNonprofit,
  coordinatorStates,
  type CoordinatorState,
  type NonprofitFields,
  type NonprofitRow,
} from './nonprofits.queries.ts';
import { transaction } from '../../db/transaction.ts';

/** A nonprofit partner, and when its dashboard link was last e-mailed (see nonprofit-dashboard). */
export interface NonprofitWithLink {
  row: NonprofitRow;
  dashboardLinkSentAt: string | null;
  /** Its coordinator's invitation or account, where the list shows it. */
  coordinator?: CoordinatorState | null;
}

function fields(body: NonprofitBody): NonprofitFields {
  return {
    name: body.name,
    contactName: body.contactName,
    contactEmail: body.contactEmail,
    contactPhone: body.contactPhone,
    website: body.website,
    logoUrl: body.logoUrl,
    description: body.description,
  };
}

/** A page of the restaurant's nonprofits by name, and the page after it (null on the last). */
export function restaurantNonprofits(
  db: Db,
  restaurantId: number,
  page = 1,
): { items: NonprofitWithLink[]; nextPage: number | null } {
  if (!findRestaurant(db, restaurantId)) throw notFound('Restaurant');
  const sent = dashboardLinksSent(db);
  const coordinators = coordinatorStates(db);
  const { items, nextPage } = pageOf(listNonprofits(db, restaurantId, pageWindow(page)), page);
  return {
    items: items.map((row) => ({
      row,
      dashboardLinkSentAt: sent.get(row.id) ?? null,
      coordinator: coordinators.get(row.id) ?? null,
    })),
    nextPage,
  };
}

export function createNonprofit(db: Db, restaurantId: number, body: NonprofitBody): NonprofitWithLink {
  if (!findRestaurant(db, restaurantId)) throw notFound('Restaurant');
  return { row: insertNonprofit(db, restaurantId, fields(body)), dashboardLinkSentAt: null };
}

export async function editNonprofit(db: Db, restaurantId: number, id: number, body: NonprofitBody): Promise<NonprofitWithLink> {
  const row = await transaction(db, (tx) => {
    const updated = updateNonprofit(tx, restaurantId, id, fields(body));
    if (!updated) throw notFound('Nonprofit');
    renameCampaignsOf(tx, updated.id, updated.name);
    return updated;
  });
  return { row, dashboardLinkSentAt: dashboardLinksSent(db).get(row.id) ?? null };
}

/** Refused while campaigns name the partner: they would be left without one. */
export async function removeNonprofit(db: Db, restaurantId: number, id: number): Promise<void> {
  await transaction(db, (tx) => {
    if (!findNonprofit(tx, restaurantId, id)) throw notFound('Nonprofit');
    const n = countCampaignsOf(tx, id);
    if (n > 0) throw new AppError(409, NONPROFIT_MESSAGES.deleteBlocked(n), 'nonprofit_has_campaigns');
    deleteNonprofit(tx, restaurantId, id);
  });
}
