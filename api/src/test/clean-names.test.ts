import { describe, expect, it } from 'vitest';
import { makeCampaign } from './factories.ts';
import { createTestApp } from './harness.ts';

/**
 * Names people type refuse control characters and bidirectional overrides with a 400 that names
 * the field: a name that reorders itself on a dashboard, or hides a line break, is never stored.
 */
const HIDDEN = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u202a', '\u202e', '\u2066', '\u2069'];

describe('names refuse control characters and direction overrides', () => {
  it('in a buyer’s name, a gift recipient’s, a seller’s name and a new account’s names', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    for (const ch of HIDDEN) {
      const name = `Jamie${ch}Holder`;
      const buyer = await request.post('/api/purchase-card').send({
        campaignId: campaign.id,
        stripePaymentIntentId: 'pi_test',
        customerName: name,
        customerEmail: 'jamie@example.com',
      });
      expect(buyer.status).toBe(400);
      expect(Object.keys(buyer.body.issues)).toContain('customerName');

      const gift = await request
        .post(`/api/campaigns/${campaign.slug}/create-payment-intent`)
        .send({ gift: { recipientName: name, recipientEmail: 'lucas@example.com' } });
      expect(gift.status).toBe(400);
      expect(Object.keys(gift.body.issues)).toContain('gift.recipientName');

      const seller = await request
        .post(`/api/campaigns/${campaign.slug}/sellers`)
        .send({ name, email: 'seller@example.com', showOnLeaderboard: true });
      expect(seller.status).toBe(400);
      expect(Object.keys(seller.body.issues)).toContain('name');

      const account = await request
        .post('/api/auth/signup')
        .send({ email: 'someone@example.com', password: 'a long enough passphrase', firstName: name });
      expect(account.status).toBe(400);
      expect(Object.keys(account.body.issues)).toContain('firstName');
    }
  });

  it('keeps letters of every script and ordinary punctuation', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const res = await request
      .post(`/api/campaigns/${campaign.slug}/sellers`)
      .send({ name: 'Zoë O’Brien-Nuñez (مريم)', email: 'zoe@example.com', showOnLeaderboard: true });
    expect(res.status).toBe(201);
  });
});
