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
  unsubscribeStatus: (token: string) => ['/api/unsubscribe', token, 'status'] as const,
};

/**
 * The cached calls that act rather than read (a payment intent made once, a card made once per
 * payment): asked again they would act again, so a change of language never refreshes them.
 */
export function actsWhenAsked(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === '/api/purchase-card' || queryKey[2] === 'create-payment-intent';
}
