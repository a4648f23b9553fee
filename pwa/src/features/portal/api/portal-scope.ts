import { createContext, useContext } from 'react';
import type { Restaurant } from '@dealcard/shared';

/**
 * Which restaurant the portal is acting on. An owner's comes from the server; a superadmin's is
 * the `restaurantId` query parameter, and every call carries it as `query`.
 */
export interface PortalScope {
  restaurantId: number;
  restaurant: Restaurant;
  isSuperadmin: boolean;
  /** Sent with every portal call: `{ restaurantId }` for a superadmin, nothing for an owner. */
  query: { restaurantId?: number };
  /** A portal path with the selected restaurant kept in the URL. */
  link: (path: string) => string;
}

export const PortalScopeContext = createContext<PortalScope | null>(null);

export function usePortalScope(): PortalScope {
  const scope = useContext(PortalScopeContext);
  if (!scope) throw new Error('usePortalScope outside the portal');
  return scope;
}

export function scopedLink(path: string, restaurantId: number | null, isSuperadmin: boolean): string {
  return isSuperadmin && restaurantId != null ? `${path}?restaurantId=${restaurantId}` : path;
}
