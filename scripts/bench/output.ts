// What the bench prints and writes to bench/results/latest.md, and the targets it checks.

export const out: string[] = [];
export const say = (line = '') => {
  console.log(line);
  out.push(line);
};
export const checks: Array<{ target: string; figure: string; pass: boolean | null; note?: string }> = [];
export const check = (target: string, figure: string, pass: boolean | null, note?: string) =>
  checks.push({ target, figure, pass, note });
