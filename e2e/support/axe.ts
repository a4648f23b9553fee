import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import { expect, type Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `      at ${n.target.join(' ')}\n        ${(n.failureSummary ?? '').replace(/\n/g, '\n        ')}`)
        .join('\n');
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})\n      ${v.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

/**
 * axe-core on the page as it is now: no serious or critical violation (minor ones are printed).
 * The page's context needs `bypassCSP: true`, since the product's CSP rightly refuses the injected script.
 */
export async function audit(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading').first()).toBeVisible();
  // The screen itself, not the 404 page standing in for a route that is missing.
  await expect(page.getByText('404 Page Not Found'), `${name}: ${page.url()} shows the 404 page`).toHaveCount(0);
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = results.violations.filter((v) => !serious.includes(v));
  if (minor.length) console.log(`${name}: minor or moderate findings (not failing):\n${describeViolations(minor)}`);
  expect(
    serious,
    `${name} (${page.url()}) has serious or critical accessibility violations:\n${describeViolations(serious)}`,
  ).toEqual([]);
}

/** Every WCAG A and AA violation on the page as it is now, as "rule: targets" lines (none expected). */
export async function wcagViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }).axe;
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
