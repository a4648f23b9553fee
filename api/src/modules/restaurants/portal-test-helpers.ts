import type { Role } from '@dealcard/shared';
import type { TestContext } from '../../test/harness.ts';
import { makeUser } from '../../test/factories.ts';

/** A supertest agent signed in as a new user of the given role. */
export async function signedIn(ctx: TestContext, role: Role, restaurantId: number | null = null) {
  const user = await makeUser(ctx.db, role, restaurantId);
  const agent = ctx.agent();
  const res = await agent.post('/api/auth/login').send({ email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return { user, agent };
}

export const validOnboarding = {
  name: 'Pasta Palace',
  contactName: 'Paula Pasta',
  contactEmail: 'Paula@Pasta.example',
  contactPhone: '(555) 222-3333',
  address: '1 Noodle Way',
  city: 'Springfield',
  state: 'il',
  zipCode: '62701',
  description: 'Fresh pasta daily',
};
