import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

export interface BoughtCard {
  accessCode: string;
  offers: Array<{ id: number; offerType: string; quantityRemaining: number }>;
}

/** A card of one of the owner's campaigns on sale, bought by a guest through the public calls with the demo test card. */
export async function buyCard(owner: APIRequestContext, guest: APIRequestContext, customerName: string): Promise<BoughtCard> {
  const today = new Date().toISOString().slice(0, 10);
  const { campaigns } = (await (await owner.get('/api/campaigns/restaurant/me')).json()) as {
    campaigns: Array<{
      id: number;
      slug: string;
      status: string;
      isActive: number;
      startDate: string | null;
      endDate: string | null;
    }>;
  };
  const campaign = campaigns.find(
    (c) =>
      c.status === 'approved' &&
      c.isActive === 1 &&
      (c.startDate ?? today).slice(0, 10) <= today &&
      (c.endDate ?? today).slice(0, 10) >= today,
  )!;
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
