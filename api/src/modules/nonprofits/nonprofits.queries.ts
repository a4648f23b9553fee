import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { campaigns, coordinatorInvites, nonprofitDashboardLinks, nonprofits, users } from '../../db/schema/index.ts';

export type NonprofitRow = typeof nonprofits.$inferSelect;
export type NonprofitFields = Omit<typeof nonprofits.$inferInsert, 'id' | 'restaurantId' | 'createdAt'>;

export function listNonprofits(
  db: Tx,
  restaurantId: number,
  { limit, offset }: { limit: number; offset: number },
): NonprofitRow[] {
  return db
    .select()
    .from(nonprofits)
    .where(eq(nonprofits.restaurantId, restaurantId))
    .orderBy(asc(nonprofits.name), asc(nonprofits.id))
    .limit(limit)
    .offset(offset)
    .all();
}

/** A nonprofit only as seen from one restaurant: another restaurant's id finds nothing. */
export function findNonprofit(db: Tx, restaurantId: number, id: number): NonprofitRow | undefined {
  return db
    .select()
    .from(nonprofits)
    .where(and(eq(nonprofits.id, id), eq(nonprofits.restaurantId, restaurantId)))
    .get();
}

export function insertNonprofit(db: Tx, restaurantId: number, values: NonprofitFields): NonprofitRow {
  return db
    .insert(nonprofits)
    .values({ ...values, restaurantId })
    .returning()
    .get();
}

export function updateNonprofit(db: Tx, restaurantId: number, id: number, values: NonprofitFields): NonprofitRow | undefined {
  return db
    .update(nonprofits)
    .set(values)
    .where(and(eq(nonprofits.id, id), eq(nonprofits.restaurantId, restaurantId)))
    .returning()
    .get();
}

/** Campaigns keep a display copy of their partner's name; it follows a rename. */
export function renameCampaignsOf(db: Tx, nonprofitId: number, name: string): void {
  db.update(campaigns)
    .set({ nonprofitName: name, version: sql`${campaigns.version} + 1` })
    .where(eq(campaigns.nonprofitId, nonprofitId))
    .run();
}

export function countCampaignsOf(db: Tx, nonprofitId: number): number {
  return db.select({ n: count() }).from(campaigns).where(eq(campaigns.nonprofitId, nonprofitId)).get()?.n ?? 0;
}

export function deleteNonprofit(db: Tx, restaurantId: number, id: number): number {
  return db
    .delete(nonprofits)
    .where(and(eq(nonprofits.id, id), eq(nonprofits.restaurantId, restaurantId)))
    .run().changes;
}

/** When each nonprofit's dashboard link was last sent, for the ones that have one. */
export function dashboardLinksSent(db: Tx): Map<number, string> {
  return new Map(
    db
      .select({ nonprofitId: nonprofitDashboardLinks.nonprofitId, sentAt: nonprofitDashboardLinks.sentAt })
      .from(nonprofitDashboardLinks)
      .all()
      .map((r) => [r.nonprofitId, r.sentAt]),
  );
}

export interface CoordinatorState {
  status: 'accepted' | 'invited' | 'expired';
  email: string;
}

/**
 * Each nonprofit's coordinator as the portal shows it: the account that accepted (a coordinator
 * user of that nonprofit), else the invitation still open or run out.
 */
export function coordinatorStates(db: Tx, now = new Date()): Map<number, CoordinatorState> {
  const out = new Map<number, CoordinatorState>();
  for (const invite of db.select().from(coordinatorInvites).all()) {
    out.set(invite.nonprofitId, { status: invite.expiresAt > now.toISOString() ? 'invited' : 'expired', email: invite.email });
  }
  const accepted = db
    .select({ nonprofitId: users.nonprofitId, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'coordinator'), isNotNull(users.nonprofitId)))
    .orderBy(asc(users.createdAt))
    .all();
  for (const user of accepted)
    if (user.nonprofitId !== null) out.set(user.nonprofitId, { status: 'accepted', email: user.email });
  return out;
}
