import { describe, expect, it } from 'vitest';
import { COUNTER_CASES, type CounterSituation } from './counter-rules.cases.ts';
import {
  CARD_AS_A_WHOLE,
  cardRedemptionAnswer,
  cardScanAnswer,
  decideUse,
  offlineAnswer,
  redeemAnswer,
  scanTime,
  syncAnswer,
  verifyAnswer,
  voucherAnswer,
  type CounterFacts,
} from './counter-rules.ts';
import { CARD_STATE_CASES } from './card-state.cases.ts';
import { localZone } from './card-state.ts';
import { toDateOnly } from './dates.ts';

const NOW = new Date(2026, 10, 26, 19, 30);
const DAY = 86_400_000;
const OWN = 7;

/**
 * The facts a judge that knows everything (the server) would gather for a situation, built by
 * hand: the API's and the kiosk's tests build the same situations from real data instead.
 */
function factsOf(s: CounterSituation, path: 'redeem' | 'verify' | 'voucher' | 'sync' | 'tablet'): CounterFacts {
  const offer = s.offer === 'not_on_card' ? null : (s.offer ?? { total: 3, taken: 0 });
  const expiry = toDateOnly(new Date(NOW.getTime() + (s.expiry === 'today' ? 0 : s.expiry === 'yesterday' ? -DAY : 30 * DAY)));
  const boughtAt = new Date(NOW.getTime() - 45 * DAY).toISOString();
  const scanned = {
    now: NOW,
    future: new Date(NOW.getTime() + 3600_000),
    yesterday: new Date(NOW.getTime() - DAY),
    before_purchase: new Date(new Date(boughtAt).getTime() - 3600_000),
    too_old: new Date(NOW.getTime() - 31 * DAY),
  }[s.scanned ?? 'now'];
  const tablet = path === 'tablet';
  const status = s.card === 'refunded' || s.card === 'on_hold' ? (tablet ? 'voided' : s.card) : 'active';
  const use = s.use?.n;
  const heldByCode = offer && use !== undefined && use <= offer.taken;
  const held = s.use?.held;
  return {
    zone: localZone(),
    restaurantId: OWN,
    card:
      s.card === 'missing'
        ? null
        : { restaurantId: s.restaurant === 'other' ? OWN + 1 : OWN, status, expiry, ...(tablet ? {} : { boughtAt }) },
    genuine: s.token !== 'tampered',
    // The tablet knows neither the offer's quantity nor whether the offer is on the card.
    offer: tablet ? { total: Number.MAX_SAFE_INTEGER } : offer && { total: offer.total, remaining: offer.total - offer.taken },
    ...(use !== undefined ? { use } : {}),
    ...(use !== undefined
      ? {
          heldBy: tablet
            ? held === 'here'
              ? { at: NOW.toISOString() }
              : undefined
            : held === 'here' || held === 'elsewhere' || heldByCode
              ? { at: NOW.toISOString() }
              : null,
        }
      : {}),
    ...(s.code
      ? {
          code: {
            undone: s.code === 'undone' || s.code === 'verified_then_undone',
            verifiedAt: s.code === 'verified' || s.code === 'verified_then_undone' ? NOW.toISOString() : null,
          },
        }
      : {}),
    at: path === 'sync' ? scanned : NOW,
    ...(path === 'sync' ? { recordedAt: NOW } : {}),
  };
}

describe('the counter’s one rule over the table of cases', () => {
  for (const c of COUNTER_CASES) {
    it(c.name, () => {
      const { redeem, verify, voucher, sync, tablet } = c.answers;
      if (redeem) expect(redeemAnswer(decideUse(factsOf(c.situation, 'redeem')))).toBe(redeem);
      if (verify) expect(verifyAnswer(decideUse(factsOf(c.situation, 'verify')))).toBe(verify);
      if (voucher) expect(voucherAnswer(decideUse(factsOf(c.situation, 'voucher')))).toBe(voucher);
      if (sync) expect(syncAnswer(decideUse(factsOf(c.situation, 'sync')))).toBe(sync);
      if (tablet) expect(offlineAnswer(decideUse(factsOf(c.situation, 'tablet')))).toBe(tablet);
      // The card QR: the card as a whole when scanned, the offer when tapped or synced.
      const { cardScan, cardRedemption, cardSync, cardTablet } = c.answers;
      if (cardScan)
        expect(cardScanAnswer(decideUse({ ...factsOf(c.situation, 'voucher'), offer: CARD_AS_A_WHOLE }))).toBe(cardScan);
      if (cardRedemption) expect(cardRedemptionAnswer(decideUse(factsOf(c.situation, 'voucher')))).toBe(cardRedemption);
      if (cardSync) expect(syncAnswer(decideUse(factsOf(c.situation, 'sync')))).toBe(cardSync);
      if (cardTablet) expect(offlineAnswer(decideUse(factsOf(c.situation, 'tablet')))).toBe(cardTablet);
    });
  }

  it('every case names at least one path, and every path appears', () => {
    const paths = new Set(COUNTER_CASES.flatMap((c) => Object.keys(c.answers)));
    expect([...paths].sort()).toEqual([
      'cardRedemption',
      'cardScan',
      'cardSync',
      'cardTablet',
      'redeem',
      'sync',
      'tablet',
      'verify',
      'voucher',
    ]);
    for (const c of COUNTER_CASES) expect(Object.keys(c.answers).length).toBeGreaterThan(0);
  });
});

describe('times', () => {
  it('the counter serves a card exactly while its state says active, in every zone of the card table', () => {
    for (const c of CARD_STATE_CASES.filter((k) => k.card.campaignStatus === undefined && k.card.giftDeliverAt === undefined)) {
      const verdict = decideUse({
        zone: c.zone,
        restaurantId: 1,
        card: { restaurantId: 1, status: c.card.status ?? 'active', expiry: c.card.expiresOn! },
        offer: { total: 1, remaining: 1 },
        at: c.at,
      });
      expect(verdict.ok ? 'active' : verdict.reason, c.name).toBe(c.state);
    }
  });

  it('a scan time in the future counts as the time it is recorded', () => {
    const recorded = new Date('2026-11-26T12:00:00Z');
    expect(scanTime('2026-11-26T13:00:00Z', recorded)).toEqual(recorded);
    expect(scanTime('2026-11-26T11:00:00Z', recorded)).toEqual(new Date('2026-11-26T11:00:00Z'));
  });

  it('an unreadable time is refused', () => {
    const verdict = decideUse({
      zone: 'UTC',
      restaurantId: 1,
      card: { restaurantId: 1, status: 'active', expiry: '2099-01-01' },
      offer: { total: 1 },
      at: 'not a time',
      recordedAt: NOW,
    });
    expect(verdict).toEqual({ ok: false, reason: 'bad_time' });
  });
});
