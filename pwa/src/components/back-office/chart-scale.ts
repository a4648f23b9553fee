import { t } from '@lingui/core/macro';

/** The arithmetic of the back office's bar charts, apart from their drawing so it can be tested. */

export interface BarDatum {
  /** The bar's name in the table and the summary ("Main Street", "Nov 5, 2026"). */
  label: string;
  /** A shorter name under a column, where space is tight ("Nov 5"). */
  short?: string;
  value: number;
}

/**
 * An axis of counts from zero: a round top at or above the largest value, and its ticks, whole
 * numbers a step of 1, 2 or 5 times a power of ten apart, no more than `maxTicks` steps.
 */
export function countScale(maxValue: number, maxTicks = 5): { max: number; ticks: number[] } {
  const top = Math.max(1, Math.ceil(maxValue));
  const rough = top / Math.max(1, maxTicks);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, Math.round([1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough));
  const max = Math.ceil(top / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= max; tick += step) ticks.push(tick);
  return { max, ticks };
}

/** Where `value` falls on an axis from 0 to `max` drawn `length` pixels long. */
export function scaleTo(value: number, max: number, length: number): number {
  return max > 0 ? (Math.max(0, Math.min(value, max)) / max) * length : 0;
}

/** Which of `count` labels along an axis to show so that each has `minGap` pixels: every n-th. */
export function labelEvery(count: number, length: number, minGap: number): number {
  if (count <= 0 || length <= 0) return 1;
  return Math.max(1, Math.ceil(count / Math.max(1, Math.floor(length / minGap))));
}

/** A label cut to `maxChars`, with an ellipsis when it was longer. */
export function fitLabel(label: string, maxChars: number): string {
  if (label.length <= maxChars) return label;
  return `${label.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`;
}

/** What a chart shows, in a sentence: "Redemptions by location, bar chart: 17 in total; highest Main Street (12)." */
export function chartSummary(title: string, data: BarDatum[]): string {
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const top = data.reduce<BarDatum | null>((best, d) => (!best || d.value > best.value ? d : best), null);
  if (!top || total === 0) return t`${title}, bar chart: none yet.`;
  const highest = top.label;
  const highestValue = top.value;
  return t`${title}, bar chart: ${total} in total; highest ${highest} (${highestValue}).`;
}
