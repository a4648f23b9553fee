// The endpoints the bench drives, each with how it picks its next request.
import type { BenchFixture } from '../seed-scale.ts';
import { BROWSER_ENCODING, type Scenario, pick } from './load.ts';
import { TARGETS } from './options.ts';

export interface BenchSessions {
  adminCookie: string | null;
  ownerCookie: string | null;
  /** The paired tablet's cookie, or why there is none. */
  kiosk: string | { missing: string };
}

/** The scenarios of the throughput phase, in the order they run. */
export async function benchScenarios(
  base: string,
  fixture: BenchFixture,
  { adminCookie, ownerCookie, kiosk }: BenchSessions,
): Promise<{ scenarios: Scenario[]; voucherTokens: string[] }> {
  const cards = fixture.sampleCards;
  // Vouchers of the kiosk's restaurant (restaurant 1) for the scan scenario: asking for a card's
  // vouchers signs and stores them, as a holder's phone does when it saves the card.
  const voucherTokens: string[] = [];
  for (const card of cards.slice(0, 600)) {
    if (voucherTokens.length >= 400) break;
    const res = await fetch(`${base}/api/cards/${card.accessCode}/vouchers`);
    if (!res.ok) continue;
    const { vouchers } = (await res.json()) as { vouchers: Array<{ token: string }> };
    for (const v of vouchers) {
      const payload = JSON.parse(Buffer.from(v.token.split('.')[0]!, 'base64url').toString('utf8')) as { r: number };
      if (payload.r === 1) voucherTokens.push(v.token);
    }
  }
  const activation = await printedCodes(base, fixture, adminCookie);
  let nextCode = 0;
  const scenarios: Scenario[] = [
    // Accept-Encoding as every browser sends it: the campaign list and pages are served gzipped then.
    {
      name: 'GET /api/campaigns/active',
      kind: 'read',
      headers: BROWSER_ENCODING,
      next: () => ({ method: 'GET', path: '/api/campaigns/active' }),
    },
    {
      name: 'GET /api/campaigns/{slug}',
      kind: 'read',
      headers: BROWSER_ENCODING,
      next: () => ({ method: 'GET', path: `/api/campaigns/${pick(fixture.campaignSlugs)}` }),
    },
    {
      name: 'GET /api/cards/{accessCode}',
      kind: 'read',
      next: () => ({ method: 'GET', path: `/api/cards/${pick(cards).accessCode}` }),
    },
    {
      name: 'POST /api/cards/{accessCode}/redeem',
      kind: 'write',
      target: TARGETS.redeemRatio,
      next: () => {
        const card = pick(cards);
        return {
          method: 'POST',
          path: `/api/cards/${card.accessCode}/redeem`,
          body: JSON.stringify({ offerId: pick(card.offerIds) }),
        };
      },
    },
    {
      name: 'POST /api/kiosk/verify',
      kind: 'write',
      headers: typeof kiosk === 'string' ? { cookie: kiosk } : undefined,
      skip: typeof kiosk === 'string' ? undefined : `no device: ${kiosk.missing}`,
      next: () => ({
        method: 'POST',
        path: '/api/kiosk/verify',
        body: JSON.stringify({ code: pick(fixture.kioskCodes.length ? fixture.kioskCodes : ['123456']) }),
      }),
    },
    {
      name: 'GET /api/cards/{accessCode}/vouchers',
      kind: 'read',
      next: () => ({ method: 'GET', path: `/api/cards/${pick(cards).accessCode}/vouchers` }),
    },
    {
      // The first scan of a voucher applies it; later ones answer "already used": both paths count.
      name: 'POST /api/kiosk/vouchers',
      kind: 'write',
      headers: typeof kiosk === 'string' ? { cookie: kiosk } : undefined,
      skip:
        typeof kiosk !== 'string'
          ? `no device: ${kiosk.missing}`
          : voucherTokens.length === 0
            ? 'no voucher of restaurant 1'
            : undefined,
      next: () => ({ method: 'POST', path: '/api/kiosk/vouchers', body: JSON.stringify({ token: pick(voucherTokens) }) }),
    },
    {
      // Each request activates the next printed code (a card, its ledger row and its e-mail);
      // once they run out, "already activated" answers are counted apart.
      name: 'POST /api/activate',
      kind: 'write',
      skip: typeof activation === 'string' ? activation : undefined,
      next: () => {
        const codes = typeof activation === 'string' ? [] : activation;
        const code = codes[nextCode++ % Math.max(codes.length, 1)] ?? 'ABCDEFGHJKMN';
        return {
          method: 'POST',
          path: '/api/activate',
          body: JSON.stringify({ activationCode: code, buyerName: 'Bench Neighbour', buyerEmail: 'neighbour@example.com' }),
        };
      },
    },
    {
      name: 'GET /api/admin/reports',
      kind: 'report',
      headers: adminCookie ? { cookie: adminCookie } : undefined,
      skip: adminCookie ? undefined : 'admin sign-in failed',
      next: () => ({ method: 'GET', path: '/api/admin/reports' }),
    },
    {
      name: 'GET /api/restaurants/reports',
      kind: 'report',
      headers: ownerCookie ? { cookie: ownerCookie } : undefined,
      skip: ownerCookie ? undefined : 'owner sign-in failed',
      next: () => ({ method: 'GET', path: '/api/restaurants/reports' }),
    },
  ];
  return { scenarios, voucherTokens };
}

/**
 * Printed codes for the activation scenario: batches of 500 on the first live campaign, made by
 * the admin through the API as a coordinator would. Returns the codes, or why there are none.
 */
async function printedCodes(base: string, fixture: BenchFixture, adminCookie: string | null): Promise<string[] | string> {
  if (!adminCookie) return 'admin sign-in failed';
  const slug = fixture.campaignSlugs[0];
  if (!slug) return 'no live campaign';
  const campaign = await fetch(`${base}/api/campaigns/${slug}`);
  if (!campaign.ok) return `GET /api/campaigns/{slug} answered ${campaign.status}`;
  const { id } = ((await campaign.json()) as { campaign: { id: number } }).campaign;
  const codes: string[] = [];
  for (let i = 0; i < ACTIVATION_BATCHES; i++) {
    const headers = { 'content-type': 'application/json', cookie: adminCookie };
    const made = await fetch(`${base}/api/campaigns/${id}/printed-batches`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ count: 500 }),
    });
    if (!made.ok) return `POST /api/campaigns/{id}/printed-batches answered ${made.status}`;
    const { batch } = (await made.json()) as { batch: { id: number } };
    const read = await fetch(`${base}/api/printed-batches/${batch.id}`, { headers });
    if (!read.ok) return `GET /api/printed-batches/{id} answered ${read.status}`;
    codes.push(...((await read.json()) as { cards: Array<{ activationCode: string }> }).cards.map((c) => c.activationCode));
  }
  return codes;
}

/** 30,000 codes: more than the activations of the warm-up and three slices at a few hundred a second. */
const ACTIVATION_BATCHES = 60;
