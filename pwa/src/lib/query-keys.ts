/** Every query key in one place, so invalidations match what was cached. */
export const queryKeys = {
  user: ['/api/user'] as const,
  config: ['/api/config'] as const,
  activeCampaigns: ['/api/campaigns/active'] as const,
  campaign: (slug: string) => ['/api/campaigns', slug] as const,
  /** A POST kept in the cache so a double-mounted checkout creates one payment intent, not two. */
  paymentIntent: (slug: string) => ['/api/campaigns', slug, 'create-payment-intent'] as const,
  /** Idem for the success page: one purchase call per payment, however often React mounts it. */
  purchaseCard: (paymentIntentId: string) => ['/api/purchase-card', paymentIntentId] as const,
  outbox: ['/api/dev/outbox'] as const,
  outboxEmail: (id: number) => ['/api/dev/outbox', id] as const,
  card: (accessCode: string) => ['/api/cards', accessCode] as const,
  findCards: (token: string) => ['/api/find-my-card', token] as const,
  leaderboard: (slug: string) => ['/api/campaigns', slug, 'leaderboard'] as const,
  seller: (token: string) => ['/api/sellers', token] as const,
  nonprofitDashboard: (token: string) => ['/api/nonprofit-dashboard', token] as const,
  admin: {
    all: ['/api/admin'] as const,
    campaigns: ['/api/admin', 'campaigns'] as const,
    campaignAudit: (id: number) => ['/api/admin', 'campaigns', id, 'audit'] as const,
    restaurants: ['/api/admin', 'restaurants'] as const,
    nonprofits: ['/api/admin', 'nonprofits'] as const,
    reports: ['/api/admin', 'reports'] as const,
    cards: (q: string) => ['/api/admin', 'cards', q] as const,
    payouts: ['/api/admin', 'payouts'] as const,
    reconciliation: ['/api/admin', 'reconciliation'] as const,
  },
  portal: {
    all: (restaurantId: number | null) => ['portal', restaurantId] as const,
    restaurants: ['/api/restaurants'] as const,
    restaurant: (restaurantId: number | null) => ['portal', restaurantId, 'restaurant'] as const,
    nonprofits: (restaurantId: number | null) => ['portal', restaurantId, 'nonprofits'] as const,
    campaigns: (restaurantId: number | null) => ['portal', restaurantId, 'campaigns'] as const,
    locations: (restaurantId: number | null) => ['portal', restaurantId, 'locations'] as const,
    reports: (restaurantId: number | null) => ['portal', restaurantId, 'reports'] as const,
    kioskDevices: (restaurantId: number | null) => ['portal', restaurantId, 'kiosk-devices'] as const,
  },
};
