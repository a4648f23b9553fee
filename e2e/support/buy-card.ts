import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

export interface BoughtCard {
  accessCode: string;
  offers: Array<{ id: number; offerType: string; quantityRemaining: number }>;
}

/** One of the owner's campaigns as `GET /api/campaigns/restaurant/me` lists it. */
export interface OwnedCampaign {
  id: number;
  slug: string;
  status: string;
  isActive: number;
  goalCents: number | null;
  nonprofitId: number;
  startDate: string | null;
  endDate: string | null;
}

/** The signed-in owner's campaigns. */
export async function ownerCampaigns(owner: APIRequestContext): Promise<OwnedCampaign[]> {
  const answer = await owner.get('/api/campaigns/restaurant/me');
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { campaigns: OwnedCampaign[] }).campaigns;
}

/** The first approved, active campaign on sale today (with a goal, when asked): the demo has one. */
export function liveCampaign(campaigns: OwnedCampaign[], options: { withGoal?: boolean } = {}): OwnedCampaign {
  const today = new Date().toISOString().slice(0, 10);
  const live = campaigns.find(
    (c) =>
      c.status === 'approved' &&
      c.isActive === 1 &&
      (c.startDate ?? today).slice(0, 10) <= today &&
      (c.endDate ?? today).slice(0, 10) >= today &&
      (!options.withGoal || c.goalCents !== null),
  );
  expect(live, 'a live campaign of the owner').toBeDefined();
  return live!;
}

/** A card of one of the owner's campaigns on sale, bought by a guest through the public calls with the demo test card. */
export async function buyCard(owner: APIRequestContext, guest: APIRequestContext, customerName: string): Promise<BoughtCard> {
  const campaign = liveCampaign(await ownerCampaigns(owner));
  const intent = await guest.post(`/api/campaigns/${campaign.slug}/create-payment-intent`);
  expect(intent.status()).toBe(200);
  const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
  expect(
    (await guest.post(`/api/demo-payments/${paymentIntentId}/confirm`, { data: { cardNumber: '4242424242424242' } })).status(),
  ).toBe(200);
  const purchase = await guest.post('/api/purchase-card', {
    data: {
      campaignId: campaign.id,
      customerName,
      customerEmail: `${customerName.split(' ')[0]!.toLowerCase()}@example.com`,
      customerPhone: '(555) 000-2222',
      stripePaymentIntentId: paymentIntentId,
    },
  });
  expect(purchase.ok(), await purchase.text()).toBe(true);
  return ((await purchase.json()) as { card: BoughtCard }).card;
}
