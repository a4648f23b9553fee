import { describe, expect, it } from 'vitest';
import { GIFT_DELIVERY_HOUR } from '@dealcard/shared';
import { dayIn, deploymentTimeZone, giftDeliverAt } from './gift.ts';

/**
 * A gift's card e-mail goes out at 08:00 on its delivery day in the deployment's time zone, not
 * 08:00 UTC: the zone is named here, so the cases hold whatever TZ the test process runs in.
 */
describe('gift delivery time', () => {
  it('is 08:00 on the wall clock of the named zone, on ordinary days and on the days clocks change', () => {
    const now = new Date('2027-01-01T12:00:00Z');
    const cases: Array<[deliverOn: string, zone: string, utc: string]> = [
      ['2027-02-10', 'UTC', '2027-02-10T08:00:00.000Z'],
      ['2027-02-10', 'America/Chicago', '2027-02-10T14:00:00.000Z'], // CST, UTC-6
      ['2027-07-10', 'America/Chicago', '2027-07-10T13:00:00.000Z'], // CDT, UTC-5
      ['2027-03-14', 'America/Chicago', '2027-03-14T13:00:00.000Z'], // clocks went forward at 02:00 that morning
      ['2027-11-07', 'America/Los_Angeles', '2027-11-07T16:00:00.000Z'], // clocks went back at 02:00 that morning
      ['2027-02-10', 'Pacific/Auckland', '2027-02-09T19:00:00.000Z'], // NZDT, UTC+13: the day before in UTC
      ['2027-07-10', 'Pacific/Auckland', '2027-07-09T20:00:00.000Z'], // NZST, UTC+12
    ];
    for (const [deliverOn, zone, utc] of cases) {
      expect(giftDeliverAt(deliverOn, now, zone).toISOString(), `${deliverOn} in ${zone}`).toBe(utc);
    }
  });

  it('goes at once when the delivery day has already begun in the zone, though not yet in UTC', () => {
    // 20:00 UTC on 9 January is 09:00 on 10 January in Auckland.
    const now = new Date('2027-01-09T20:00:00Z');
    expect(dayIn(now, 'Pacific/Auckland')).toBe('2027-01-10');
    expect(giftDeliverAt('2027-01-10', now, 'Pacific/Auckland')).toEqual(now);
    expect(giftDeliverAt('2027-01-10', now, 'UTC').toISOString()).toBe('2027-01-10T08:00:00.000Z');
    // 03:00 UTC on 10 January is still 9 January in Chicago: the gift waits for Chicago's morning.
    const early = new Date('2027-01-10T03:00:00Z');
    expect(giftDeliverAt('2027-01-10', early, 'America/Chicago').toISOString()).toBe('2027-01-10T14:00:00.000Z');
    expect(giftDeliverAt('2027-01-10', early, 'UTC')).toEqual(early);
  });

  it('without a zone named, uses the process’s own (its TZ): 08:00 on its local clock', () => {
    const at = giftDeliverAt('2099-05-01', new Date('2099-01-01T00:00:00Z'));
    expect(deploymentTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect([at.getFullYear(), at.getMonth() + 1, at.getDate(), at.getHours(), at.getMinutes()]).toEqual([
      2099,
      5,
      1,
      GIFT_DELIVERY_HOUR,
      0,
    ]);
  });
});
