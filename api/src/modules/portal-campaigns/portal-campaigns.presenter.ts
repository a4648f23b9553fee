import type { Campaign } from '@dealcard/shared';
import { presentCampaign } from '../campaign-management/campaign-management.presenter.ts';
import type { CampaignRow } from './portal-campaigns.queries.ts';

/** The portal reads the same full campaign as the admin screens. */
export function presentPortalCampaign(row: CampaignRow, restaurantName: string | null): Campaign {
  return presentCampaign({ campaign: row, restaurantName });
}
