import { beforeAll, describe, expect, it } from 'vitest';
import { toDateOnly } from '@dealcard/shared';
import { CARD_STATE_CASES } from '@dealcard/shared/card-state.cases';
import { localZone } from '@dealcard/shared/card-state';
import { COUNTER_CASES } from '@dealcard/shared/counter-rules.cases';
import { checkCardQrOffline, checkVoucherOffline, kitZone, offlineRules } from './offline-check.ts';
import { sampleCardPayload, samplePayload, testRestaurantKey, toBase64Url, type TestRestaurantKey } from './voucher-fixtures.ts';
import { parseCardQrToken, parseVoucherToken } from './voucher-token.ts';

const RESTAURANT = 7;
// Noon, local time, on Dec 31, 2026: the sample voucher's last valid day.
const LAST_DAY = new Date(2026, 11, 31, 12, 0);
const DAY_AFTER = new Date(2027, 0, 1, 0, 5);

let key: TestRestaurantKey;
beforeAll(async () => {
  key = await testRestaurantKey([99]);
});

async function check(
  payload = samplePayload(),
  options: { now?: Date; scanned?: Map<string, string>; kit?: TestRestaurantKey['kit'] | null; token?: string } = {},
) {
  const voucher = parseVoucherToken(options.token ?? (await key.sign(payload)))!;
  const scanned = options.scanned ?? new Map<string, string>();
  return checkVoucherOffline({
    voucher,
    restaurantId: RESTAURANT,
    kit: options.kit === undefined ? key.kit : options.kit,
    now: options.now ?? LAST_DAY,
    scanned: (k) => scanned.get(k),
  });
}

describe('checkVoucherOffline', () => {
  it('accepts a genuine voucher of this restaurant on the last day of its card', async () => {
    expect(await check()).toEqual({ status: 'accepted' });
  });

  it('refuses it the day after the card expired', async () => {
    expect(await check(samplePayload(), { now: DAY_AFTER })).toEqual({ status: 'expired' });
  });

  it('refuses a voucher this tablet already scanned, with when', async () => {
    const scanned = new Map([['5402:2', '2026-12-31T10:00:00.000Z']]);
    expect(await check(samplePayload(), { scanned })).toEqual({
      status: 'already_scanned',
      scannedAt: '2026-12-31T10:00:00.000Z',
    });
    // Another use of the same offer is another voucher.
    expect(await check(samplePayload({ u: 3 }), { scanned })).toEqual({ status: 'accepted' });
  });

  it('refuses a card the kit lists as voided', async () => {
    expect(await check(samplePayload({ c: 99 }))).toEqual({ status: 'voided' });
  });

  it('refuses another restaurant’s voucher', async () => {
    expect(await check(samplePayload({ r: 8 }))).toEqual({ status: 'other_restaurant' });
  });

  it('refuses a payload changed after signing, and a voucher signed with another key', async () => {
    const token = await key.sign(samplePayload());
    const forgedBody = toBase64Url(new TextEncoder().encode(JSON.stringify(samplePayload({ u: 3 }))));
    expect(await check(samplePayload(), { token: `${forgedBody}.${token.split('.')[1]}` })).toEqual({ status: 'not_genuine' });
    const other = await testRestaurantKey();
    expect(await check(samplePayload(), { token: await other.sign(samplePayload()) })).toEqual({ status: 'not_genuine' });
  });

  it('cannot check without a kit', async () => {
    expect(await check(samplePayload(), { kit: null })).toEqual({ status: 'no_kit' });
  });

  it('does not say "already scanned" for a forged voucher', async () => {
    const other = await testRestaurantKey();
    const scanned = new Map([['5402:2', '2026-12-31T10:00:00.000Z']]);
    expect(await check(samplePayload(), { token: await other.sign(samplePayload()), scanned })).toEqual({
      status: 'not_genuine',
    });
  });
});

describe('offlineRules', () => {
  const base = {
    payload: samplePayload(),
    signatureValid: true,
    restaurantId: RESTAURANT,
    voidedCardIds: [] as number[],
    zone: localZone(),
    now: LAST_DAY,
    scannedAt: undefined,
  };

  it('checks the restaurant, then the signature, then voided, expiry and the scanned list', () => {
    expect(offlineRules(base)).toEqual({ status: 'accepted' });
    expect(offlineRules({ ...base, restaurantId: 8, signatureValid: false })).toEqual({ status: 'other_restaurant' });
    expect(offlineRules({ ...base, signatureValid: false, voidedCardIds: [1201] })).toEqual({ status: 'not_genuine' });
    expect(offlineRules({ ...base, voidedCardIds: [1201], now: DAY_AFTER })).toEqual({ status: 'voided' });
    expect(offlineRules({ ...base, now: DAY_AFTER, scannedAt: 'x' })).toEqual({ status: 'expired' });
    expect(offlineRules({ ...base, scannedAt: 'x' })).toEqual({ status: 'already_scanned', scannedAt: 'x' });
  });

  it('counts the last day in the zone the kit names, not the UTC one nor the tablet’s own', () => {
    // 23:30 in Chicago on the last day is still that day, though UTC is on the next by then.
    const chicago = { ...base, zone: 'America/Chicago' };
    expect(offlineRules({ ...chicago, now: new Date('2027-01-01T05:30:00Z') })).toEqual({ status: 'accepted' });
    expect(offlineRules({ ...chicago, now: new Date('2027-01-01T06:00:00Z') })).toEqual({ status: 'expired' });
    // In Auckland the last day ends while UTC is still on it.
    expect(offlineRules({ ...base, zone: 'Pacific/Auckland', now: new Date('2026-12-31T11:00:00Z') })).toEqual({
      status: 'expired',
    });
  });

  it('reads a kit saved before kits named a zone in the tablet’s own', () => {
    const { timeZone: _, ...old } = key.kit;
    expect(kitZone(old as typeof key.kit)).toBe(localZone());
    expect(kitZone({ timeZone: 'Pacific/Auckland' })).toBe('Pacific/Auckland');
  });
});

/**
 * The card's table of states (shared/src/card-state.cases.ts) on a tablet offline: the voucher
 * carries the card's last day, the kit the deployment's zone and the cards not to serve. A tablet
 * cannot know a card's campaign or a gift's delivery; those cases are the server's.
 */
describe('the tablet agrees with every card state it can know', () => {
  for (const c of CARD_STATE_CASES.filter((k) => k.card.campaignStatus === undefined && k.card.giftDeliverAt === undefined)) {
    it(`${c.zone}: ${c.name} → ${c.state}`, async () => {
      const card = 3301;
      const kit = await testRestaurantKey(c.card.status === 'refunded' || c.card.status === 'on_hold' ? [card] : []);
      const token = await kit.sign(samplePayload({ r: RESTAURANT, c: card, e: c.card.expiresOn! }));
      const verdict = await checkVoucherOffline({
        voucher: parseVoucherToken(token)!,
        restaurantId: RESTAURANT,
        kit: { ...kit.kit, timeZone: c.zone },
        now: new Date(c.at),
        scanned: () => undefined,
      });
      expect(verdict.status).toBe(
        { active: 'accepted', expired: 'expired', refunded: 'voided', on_hold: 'voided' }[c.state as string],
      );
    });
  }
});

/**
 * The counter's table of cases (shared/src/counter-rules.cases.ts), the same the API's tests put
 * to the server, built on a tablet: a voucher signed with the restaurant's key (or another's, or
 * altered), the kit's voided list and this tablet's list of scanned vouchers.
 */
describe('the tablet answers every case of the counter’s table it can judge', () => {
  const DAY = 86_400_000;
  const NOW = new Date(2026, 10, 26, 19, 30);
  for (const c of COUNTER_CASES.filter((k) => k.answers.tablet)) {
    it(c.name, async () => {
      const s = c.situation;
      const card = 3301;
      const lastDay = toDateOnly(
        new Date(NOW.getTime() + (s.expiry === 'today' ? 0 : s.expiry === 'yesterday' ? -DAY : 30 * DAY)),
      );
      const kit = await testRestaurantKey(s.card === 'refunded' || s.card === 'on_hold' ? [card] : []);
      const payload = samplePayload({
        r: s.restaurant === 'other' ? RESTAURANT + 1 : RESTAURANT,
        c: card,
        o: 88,
        u: s.use!.n,
        e: lastDay,
      });
      let token = await (s.restaurant === 'other' ? (await testRestaurantKey()).sign(payload) : kit.sign(payload));
      if (s.token === 'tampered') {
        const body = toBase64Url(new TextEncoder().encode(JSON.stringify({ ...payload, u: payload.u + 1 })));
        token = `${body}.${token.split('.')[1]}`;
      }
      const scanned = new Map<string, string>(s.use?.held === 'here' ? [[`88:${s.use.n}`, NOW.toISOString()]] : []);
      const verdict = await checkVoucherOffline({
        voucher: parseVoucherToken(token)!,
        restaurantId: RESTAURANT,
        kit: kit.kit,
        now: NOW,
        scanned: (k) => scanned.get(k),
      });
      expect(verdict.status).toBe(c.answers.tablet);
    });
  }
});

describe('a card QR offline', () => {
  it('is read as a card QR, never as a voucher, and a voucher never as a card QR', async () => {
    const card = await key.sign(sampleCardPayload());
    const voucher = await key.sign(samplePayload());
    expect(parseVoucherToken(card)).toBeNull();
    expect(parseCardQrToken(voucher)).toBeNull();
    expect(parseCardQrToken(card)?.payload).toEqual(sampleCardPayload());
  });

  it('is accepted on its last day however often it is scanned (it names no use), and refused the day after', async () => {
    const cardQr = parseCardQrToken(await key.sign(sampleCardPayload()))!;
    const base = { cardQr, restaurantId: RESTAURANT, kit: key.kit };
    expect(await checkCardQrOffline({ ...base, now: LAST_DAY })).toEqual({ status: 'accepted' });
    expect(await checkCardQrOffline({ ...base, now: LAST_DAY })).toEqual({ status: 'accepted' });
    expect(await checkCardQrOffline({ ...base, now: DAY_AFTER })).toEqual({ status: 'expired' });
    expect(await checkCardQrOffline({ ...base, kit: null, now: LAST_DAY })).toEqual({ status: 'no_kit' });
  });

  /** The table's card QR cases, on a tablet: a card QR signed with the kit's key (or another's, or altered). */
  describe('the tablet answers every card QR case of the counter’s table it can judge', () => {
    const DAY = 86_400_000;
    const NOW = new Date(2026, 10, 26, 19, 30);
    for (const c of COUNTER_CASES.filter((k) => k.answers.cardTablet)) {
      it(c.name, async () => {
        const s = c.situation;
        const card = 3301;
        const lastDay = toDateOnly(
          new Date(NOW.getTime() + (s.expiry === 'today' ? 0 : s.expiry === 'yesterday' ? -DAY : 30 * DAY)),
        );
        const kit = await testRestaurantKey(s.card === 'refunded' || s.card === 'on_hold' ? [card] : []);
        const payload = sampleCardPayload({ r: s.restaurant === 'other' ? RESTAURANT + 1 : RESTAURANT, c: card, e: lastDay });
        let token = await (s.restaurant === 'other' ? (await testRestaurantKey()).sign(payload) : kit.sign(payload));
        if (s.token === 'tampered') {
          const body = toBase64Url(new TextEncoder().encode(JSON.stringify({ ...payload, c: payload.c + 1 })));
          token = `${body}.${token.split('.')[1]}`;
        }
        const verdict = await checkCardQrOffline({
          cardQr: parseCardQrToken(token)!,
          restaurantId: RESTAURANT,
          kit: kit.kit,
          now: NOW,
        });
        expect(verdict.status).toBe(c.answers.cardTablet);
      });
    }
  });
});
