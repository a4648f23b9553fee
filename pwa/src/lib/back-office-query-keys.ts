/**
 * The admin and portal screens' query keys: a factory of their own, so a card holder's first
 * visit (whose entry bundle holds lib/query-keys.ts) never downloads them.
 */
export const backOfficeKeys = {
  admin: {
    all: ['/api/admin'] as const,
    campaigns: ['/api/admin', 'campaigns'] as const,
    campaignAudit: (id: number) => ['/api/admin', 'campaigns', id, 'audit'] as const,
    restaurants: ['/api/admin', 'restaurants'] as const,
    nonprofits: ['/api/admin', 'nonprofits'] as const,
    reports: ['/api/admin', 'reports'] as const,
    cards: (q: string) => ['/api/admin', 'cards', q] as const,
    card: (id: number) => ['/api/admin', 'card', id] as const,
    payouts: ['/api/admin', 'payouts'] as const,
    reconciliation: ['/api/admin', 'reconciliation'] as const,
  },
  coordinator: {
    all: (nonprofitId: number) => ['coordinator', nonprofitId] as const,
    dashboard: (nonprofitId: number) => ['coordinator', nonprofitId, 'dashboard'] as const,
    roster: (nonprofitId: number, campaignId: number) => ['coordinator', nonprofitId, 'roster', campaignId] as const,
    cashSales: (nonprofitId: number) => ['coordinator', nonprofitId, 'cash-sales'] as const,
    money: (nonprofitId: number) => ['coordinator', nonprofitId, 'money'] as const,
  },
  printed: {
    all: ['printed'] as const,
    batches: (campaignId: number) => ['printed', 'campaign', campaignId] as const,
    batch: (batchId: number) => ['printed', 'batch', batchId] as const,
  },
  invite: (token: string) => ['/api/invites', token] as const,
  portal: {
    all: (restaurantId: number | null) => ['portal', restaurantId] as const,
    restaurants: ['/api/restaurants'] as const,
    restaurant: (restaurantId: number | null) => ['portal', restaurantId, 'restaurant'] as const,
    nonprofits: (restaurantId: number | null) => ['portal', restaurantId, 'nonprofits'] as const,
    campaigns: (restaurantId: number | null) => ['portal', restaurantId, 'campaigns'] as const,
    locations: (restaurantId: number | null) => ['portal', restaurantId, 'locations'] as const,
    reports: (restaurantId: number | null) => ['portal', restaurantId, 'reports'] as const,
    redemptions: (restaurantId: number | null) => ['portal', restaurantId, 'redemptions'] as const,
    kioskDevices: (restaurantId: number | null) => ['portal', restaurantId, 'kiosk-devices'] as const,
    money: (restaurantId: number | null) => ['portal', restaurantId, 'money'] as const,
  },
};
