import { defaultCampaignDates, type Role } from '@dealcard/shared';
import type { TestContext } from '../../test/harness.ts';
import { makeUser } from '../../test/factories.ts';

/** A supertest agent signed in as a new user of the given role. */
export async function signInAs(
  ctx: TestContext,
  role: Role,
  restaurantId: number | null = null,
  nonprofitId: number | null = null,
) {
  const user = await makeUser(ctx.db, role, restaurantId, 'password-123', nonprofitId);
  const agent = ctx.agent();
  const res = await agent.post('/api/auth/login').send({ email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return { user, agent };
}

/** A valid creation payload (total retail value 3 x 2 x $20 = $120). */
export function validCampaignBody(nonprofitId: number, extra: Record<string, unknown> = {}) {
  return {
    nonprofitId,
    productType: 'CAMPAIGN',
    description: 'Support the animal rescue with every card',
    cardPrice: 2000,
    expirationMonths: 12,
    ...defaultCampaignDates(),
    nonprofitName: 'Whatever the client says',
    slug: 'paws-rescue-1700000000000',
    offers: [
      { name: 'Free Wings', description: 'Six wings with any entree', quantity: 2, retailValue: 2000 },
      { name: 'BOGO Pizza', description: 'Buy one pizza, get one free', quantity: 2, retailValue: 2000 },
      { name: 'Free Dessert', description: 'Any dessert from the menu', quantity: 2, retailValue: 2000 },
    ],
    ...extra,
  };
}
