import type { AuditEntry, Nonprofit, Restaurant } from '@dealcard/shared';
import type { nonprofits, restaurants } from '../../db/schema/index.ts';

export function presentRestaurant(r: typeof restaurants.$inferSelect): Restaurant {
  return {
    id: r.id,
    name: r.name,
    contactName: r.contactName,
    contactEmail: r.contactEmail,
    contactPhone: r.contactPhone,
    address: r.address,
    city: r.city,
    state: r.state,
    zipCode: r.zipCode,
    logoUrl: r.logoUrl,
    websiteUrl: r.websiteUrl,
    description: r.description,
    isActive: r.isActive,
    createdAt: r.createdAt,
  };
}

export function presentNonprofit(n: typeof nonprofits.$inferSelect): Nonprofit {
  return {
    id: n.id,
    restaurantId: n.restaurantId,
    name: n.name,
    contactName: n.contactName,
    contactEmail: n.contactEmail,
    contactPhone: n.contactPhone,
    website: n.website,
    logoUrl: n.logoUrl,
    description: n.description,
    createdAt: n.createdAt,
  };
}

export function presentAuditEntry(e: AuditEntry): AuditEntry {
  return {
    id: e.id,
    action: e.action,
    actorEmail: e.actorEmail,
    beforeStatus: e.beforeStatus,
    afterStatus: e.afterStatus,
    createdAt: e.createdAt,
  };
}
