import { describe, expect, it } from 'vitest';
import { clockIsOff, clockOffset, serverNow } from './server-clock.ts';

describe('the server’s clock on the tablet', () => {
  it('takes the middle of the exchange as the moment the server wrote its time', () => {
    const sent = Date.parse('2026-11-26T19:00:00.000Z');
    // The server said 19:10:00.300 and the answer took 600 ms: the tablet runs 10 minutes behind.
    expect(clockOffset('2026-11-26T19:10:00.300Z', sent, sent + 600)).toBe(600_000);
    expect(clockOffset('2026-11-26T18:59:00.000Z', sent, sent)).toBe(-60_000);
  });

  it('warns beyond five minutes either way, not at five', () => {
    expect(clockIsOff(5 * 60_000)).toBe(false);
    expect(clockIsOff(-5 * 60_000)).toBe(false);
    expect(clockIsOff(5 * 60_000 + 1)).toBe(true);
    expect(clockIsOff(-6 * 60_000)).toBe(true);
  });

  it('judges on the server’s time', () => {
    const before = Date.now();
    const now = serverNow(3_600_000).getTime();
    expect(now - before).toBeGreaterThanOrEqual(3_600_000);
    expect(now - before).toBeLessThan(3_660_000);
  });
});
