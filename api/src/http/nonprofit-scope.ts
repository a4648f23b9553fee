import type { Request } from 'express';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { nonprofits } from '../db/schema/index.ts';
import { AppError, notFound } from './errors.ts';
import { API_MESSAGES } from '../messages.ts';
import { currentUser } from './guards.ts';

export type NonprofitRow = typeof nonprofits.$inferSelect;

/**
 * The nonprofit a coordinator's call acts on, when the signed-in user may act for it: its
 * coordinator, the owner of its restaurant, or a superadmin. Anyone else's nonprofit is "not
 * found", as one that does not exist, so ids reveal nothing. Call behind requireRole.
 */
export function scopedNonprofit(db: Db, req: Request, nonprofitId: number): NonprofitRow {
  const user = currentUser(req);
  const nonprofit = db.select().from(nonprofits).where(eq(nonprofits.id, nonprofitId)).get();
  if (!nonprofit) throw notFound('Nonprofit');
  if (user.role === 'superadmin') return nonprofit;
  if (user.role === 'restaurant_owner' && user.restaurantId !== null && nonprofit.restaurantId === user.restaurantId)
    return nonprofit;
  if (user.role === 'coordinator' && user.nonprofitId === nonprofit.id) return nonprofit;
  if (user.role === 'customer') throw new AppError(403, API_MESSAGES.forbidden, 'forbidden');
  throw notFound('Nonprofit');
}
