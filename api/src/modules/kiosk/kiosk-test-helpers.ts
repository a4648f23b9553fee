import { expect } from 'vitest';
import type { TestContext } from '../../test/harness.ts';

type Agent = ReturnType<TestContext['agent']>;

/** A one-time pairing code for a location, asked for by a signed-in owner or admin. */
export async function pairingCode(owner: Agent, locationId: number): Promise<string> {
  const res = await owner.post('/api/kiosk/pairing-codes').send({ locationId });
  expect(res.status).toBe(201);
  return res.body.pairingCode as string;
}

/** A tablet paired to the location through the real pairing calls, and its device id. */
export async function pairedTablet(
  ctx: TestContext,
  owner: Agent,
  locationId: number,
): Promise<{ tablet: Agent; deviceId: number }> {
  const tablet = ctx.agent();
  const res = await tablet.post('/api/kiosk/pair').send({ pairingCode: await pairingCode(owner, locationId) });
  expect(res.status).toBe(201);
  return { tablet, deviceId: res.body.device.id as number };
}
