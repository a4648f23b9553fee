import type { TeamTotal } from '@dealcard/shared';

/** Each team's sellers added up, best first; sellers without a team are in none. */
export function teamTotals(sellers: ReadonlyArray<{ team: string | null; cardsSold: number; raisedCents: number }>): TeamTotal[] {
  const byTeam = new Map<string, TeamTotal>();
  for (const s of sellers) {
    if (!s.team) continue;
    const total = byTeam.get(s.team) ?? { team: s.team, cardsSold: 0, raisedCents: 0 };
    total.cardsSold += s.cardsSold;
    total.raisedCents += s.raisedCents;
    byTeam.set(s.team, total);
  }
  return [...byTeam.values()].sort(
    (a, b) => b.raisedCents - a.raisedCents || b.cardsSold - a.cardsSold || a.team.localeCompare(b.team),
  );
}
