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
