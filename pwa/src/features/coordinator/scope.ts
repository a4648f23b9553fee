import { createContext, useContext } from 'react';
import type { CoordinatorDashboardResponse } from '@dealcard/shared';

export type CoordinatorCampaign = CoordinatorDashboardResponse['campaigns'][number];

/** Which nonprofit the workspace acts on, its campaigns, and the one chosen (kept in the URL and remembered). */
export interface CoordinatorScope {
  nonprofitId: number;
  nonprofitName: string;
  campaigns: CoordinatorCampaign[];
  campaign: CoordinatorCampaign | null;
  chooseCampaign: (campaignId: number) => void;
  /** A workspace path with the nonprofit (for an owner or admin) and campaign kept in its query. */
  link: (path: string) => string;
}

export const CoordinatorScopeContext = createContext<CoordinatorScope | null>(null);

export function useCoordinatorScope(): CoordinatorScope {
  const scope = useContext(CoordinatorScopeContext);
  if (!scope) throw new Error('useCoordinatorScope outside the coordinator workspace');
  return scope;
}

const LAST_CAMPAIGN = 'dc_coordinator_campaign';
const LAST_SELLER = 'dc_coordinator_seller';

/** The last campaign and seller used at the table, kept on this device between sales. */
export const remembered = {
  campaign: (nonprofitId: number): number | null => Number(localStorage.getItem(`${LAST_CAMPAIGN}:${nonprofitId}`)) || null,
  setCampaign: (nonprofitId: number, campaignId: number) =>
    localStorage.setItem(`${LAST_CAMPAIGN}:${nonprofitId}`, String(campaignId)),
  seller: (campaignId: number): string => localStorage.getItem(`${LAST_SELLER}:${campaignId}`) ?? '',
  setSeller: (campaignId: number, code: string) => localStorage.setItem(`${LAST_SELLER}:${campaignId}`, code),
};
