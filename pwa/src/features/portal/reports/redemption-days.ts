const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/**
 * Every day of the last `days` (UTC days, as the server counts them) with its count, the days
 * without redemptions included as 0, oldest first. A day the server sent from outside that window
 * (its clock a little ahead or behind) widens it rather than being lost.
 */
export function everyDay(
  byDay: { day: string; count: number }[],
  today: Date = new Date(),
  days = 30,
): { day: string; count: number }[] {
  const counts = new Map(byDay.map((d) => [d.day, d.count]));
  const known = byDay.map((d) => dayStart(d.day)).filter((ms) => !Number.isNaN(ms));
  const end = Math.max(dayStart(utcDay(today.getTime())), ...known);
  const start = Math.min(end - (days - 1) * DAY_MS, ...known);
  const out: { day: string; count: number }[] = [];
  for (let ms = start; ms <= end; ms += DAY_MS) {
    const day = utcDay(ms);
    out.push({ day, count: counts.get(day) ?? 0 });
  }
  return out;
}
