import type { Nonprofit } from '@dealcard/shared';
import type { NonprofitWithLink } from './nonprofits.service.ts';

export function presentNonprofit({ row, dashboardLinkSentAt, coordinator }: NonprofitWithLink): Nonprofit {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    website: row.website,
    logoUrl: row.logoUrl,
    description: row.description,
    createdAt: row.createdAt,
    dashboardLinkSentAt,
    // Only the list reads it; a single nonprofit's answer leaves it out rather than guess.
    ...(coordinator !== undefined ? { coordinator } : {}),
  };
}
