import type { Nonprofit } from '@dealcard/shared';
import type { NonprofitRow } from './nonprofits.queries.ts';

/** `dashboardLinkSentAt`: when the nonprofit's dashboard link was last e-mailed (see nonprofit-dashboard). */
export function presentNonprofit(row: NonprofitRow, dashboardLinkSentAt: string | null = null): Nonprofit {
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
  };
}
