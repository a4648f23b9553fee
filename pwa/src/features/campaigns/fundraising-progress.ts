export interface FundraisingProgress {
  /** The real share of the goal, rounded down (a campaign past its goal reads 120%). */
  percent: number;
  /** How full the bar is drawn: 0 to 100. */
  filled: number;
}

/** Progress toward a goal, or null when the campaign has none to measure against. */
export function fundraisingProgress(raisedCents: number, goalCents: number | null): FundraisingProgress | null {
  if (goalCents === null || goalCents <= 0) return null;
  // Multiplied first: 29 / 100 * 100 is 28.999... in floating point, 29 * 100 / 100 is 29.
  const share = (Math.max(0, raisedCents) * 100) / goalCents;
  return { percent: Math.floor(share), filled: Math.min(100, share) };
}
