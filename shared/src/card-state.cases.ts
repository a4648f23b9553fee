import type { CardStateInput, CardStateName } from './card-state.ts';

/**
 * The card's cases: a card, a moment (an instant, written in UTC so no zone of the machine running
 * the test enters), the deployment's zone, and the one state every asker must find. The shared
 * tests run `cardState` on them; the API's tests build each card in a database and ask the counter,
 * the card read, Find My Card and the wallet; the PWA's tests ask the card page's and Find My Card's
 * words; the kiosk's tests run the tablet's offline check with the kit's zone.
 *
 * The last day of most cases is 2027-03-14, the day the United States move their clocks forward;
 * Auckland is then on NZDT (UTC+13). Autumn cases use 2027-11-07 (the US fall back) and Auckland's
 * own changes (2027-04-04 back, 2027-09-26 forward).
 */
export interface CardStateCase {
  name: string;
  zone: 'America/Los_Angeles' | 'America/Chicago' | 'UTC' | 'Pacific/Auckland';
  card: CardStateInput;
  at: string;
  state: CardStateName;
}

const good = (expiresOn: string): CardStateInput => ({ status: 'active', expiresOn });

export const CARD_STATE_CASES: readonly CardStateCase[] = [
  // The last minute of the last day, and the first minute after it, in each zone.
  {
    name: 'Los Angeles, 23:59 PDT of the last day',
    zone: 'America/Los_Angeles',
    card: good('2027-03-14'),
    at: '2027-03-15T06:59:00Z',
    state: 'active',
  },
  {
    name: 'Los Angeles, midnight after the last day',
    zone: 'America/Los_Angeles',
    card: good('2027-03-14'),
    at: '2027-03-15T07:00:00Z',
    state: 'expired',
  },
  {
    name: 'Chicago, 23:59 CDT of the last day (UTC is already the next day)',
    zone: 'America/Chicago',
    card: good('2027-03-14'),
    at: '2027-03-15T04:59:00Z',
    state: 'active',
  },
  {
    name: 'Chicago, midnight after the last day: the counter no longer serves',
    zone: 'America/Chicago',
    card: good('2027-03-14'),
    at: '2027-03-15T05:00:00Z',
    state: 'expired',
  },
  {
    name: 'Chicago, the morning after the last day',
    zone: 'America/Chicago',
    card: good('2027-03-14'),
    at: '2027-03-15T14:00:00Z',
    state: 'expired',
  },
  { name: 'UTC, 23:59 of the last day', zone: 'UTC', card: good('2027-03-14'), at: '2027-03-14T23:59:59Z', state: 'active' },
  {
    name: 'UTC, midnight after the last day',
    zone: 'UTC',
    card: good('2027-03-14'),
    at: '2027-03-15T00:00:00Z',
    state: 'expired',
  },
  {
    name: 'Auckland, 01:00 NZDT of the last day (UTC is still the day before)',
    zone: 'Pacific/Auckland',
    card: good('2027-03-14'),
    at: '2027-03-13T12:00:00Z',
    state: 'active',
  },
  {
    name: 'Auckland, 23:59 NZDT of the last day',
    zone: 'Pacific/Auckland',
    card: good('2027-03-14'),
    at: '2027-03-14T10:59:00Z',
    state: 'active',
  },
  {
    name: 'Auckland, midnight after the last day (UTC is still on the last day)',
    zone: 'Pacific/Auckland',
    card: good('2027-03-14'),
    at: '2027-03-14T11:00:00Z',
    state: 'expired',
  },
  // Clock changes on the last day.
  {
    name: 'Chicago, the autumn change: 01:30 CDT, the first time round',
    zone: 'America/Chicago',
    card: good('2027-11-07'),
    at: '2027-11-07T06:30:00Z',
    state: 'active',
  },
  {
    name: 'Chicago, the autumn change: 23:59 CST of the last day',
    zone: 'America/Chicago',
    card: good('2027-11-07'),
    at: '2027-11-08T05:59:00Z',
    state: 'active',
  },
  {
    name: 'Chicago, the autumn change: midnight CST after it',
    zone: 'America/Chicago',
    card: good('2027-11-07'),
    at: '2027-11-08T06:00:00Z',
    state: 'expired',
  },
  {
    name: 'Los Angeles, the autumn change: midnight PST after it',
    zone: 'America/Los_Angeles',
    card: good('2027-11-07'),
    at: '2027-11-08T08:00:00Z',
    state: 'expired',
  },
  {
    name: 'Auckland, its autumn change: 23:59 NZST of the last day',
    zone: 'Pacific/Auckland',
    card: good('2027-04-04'),
    at: '2027-04-04T11:59:00Z',
    state: 'active',
  },
  {
    name: 'Auckland, its autumn change: midnight NZST after it',
    zone: 'Pacific/Auckland',
    card: good('2027-04-04'),
    at: '2027-04-04T12:00:00Z',
    state: 'expired',
  },
  {
    name: 'Auckland, its spring change: 23:59 NZDT of the last day',
    zone: 'Pacific/Auckland',
    card: good('2027-09-26'),
    at: '2027-09-26T10:59:00Z',
    state: 'active',
  },
  {
    name: 'Auckland, its spring change: midnight NZDT after it',
    zone: 'Pacific/Auckland',
    card: good('2027-09-26'),
    at: '2027-09-26T11:00:00Z',
    state: 'expired',
  },
  // The card's own state comes first, then a gift on its way, then its campaign.
  {
    name: 'refunded on a good day',
    zone: 'America/Chicago',
    card: { status: 'refunded', expiresOn: '2027-03-14' },
    at: '2027-03-01T18:00:00Z',
    state: 'refunded',
  },
  {
    name: 'a voided cash sale (refunded), past its last day too',
    zone: 'America/Chicago',
    card: { status: 'refunded', expiresOn: '2027-03-14' },
    at: '2027-04-01T18:00:00Z',
    state: 'refunded',
  },
  {
    name: 'on hold while a dispute is open',
    zone: 'UTC',
    card: { status: 'on_hold', expiresOn: '2027-03-14' },
    at: '2027-03-01T18:00:00Z',
    state: 'on_hold',
  },
  {
    name: 'a gift before its delivery time',
    zone: 'America/Los_Angeles',
    card: { status: 'active', expiresOn: '2027-03-14', giftDeliverAt: '2027-03-02T16:00:00Z' },
    at: '2027-03-02T15:59:00Z',
    state: 'gift_pending',
  },
  {
    name: 'a gift once delivered',
    zone: 'America/Los_Angeles',
    card: { status: 'active', expiresOn: '2027-03-14', giftDeliverAt: '2027-03-02T16:00:00Z' },
    at: '2027-03-02T16:00:00Z',
    state: 'active',
  },
  {
    name: 'its campaign archived',
    zone: 'UTC',
    card: { status: 'active', expiresOn: '2027-03-14', campaignStatus: 'archived' },
    at: '2027-03-01T18:00:00Z',
    state: 'campaign_ended',
  },
  {
    name: 'its campaign live',
    zone: 'UTC',
    card: { status: 'active', expiresOn: '2027-03-14', campaignStatus: 'approved' },
    at: '2027-03-01T18:00:00Z',
    state: 'active',
  },
  {
    name: 'a copy saved before cards had a status reads as active',
    zone: 'UTC',
    card: { expiresOn: '2027-03-14' },
    at: '2027-03-01T18:00:00Z',
    state: 'active',
  },
];
