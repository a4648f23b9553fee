import { createRequire } from 'node:module';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_OWNER, expect, signIn, test } from './support/fixtures.ts';

/**
 * axe-core on one page of each kind a person uses: no serious or critical accessibility
 * violation anywhere. Each page is audited once its content (not its skeleton) is on screen.
 */

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

async function audit(page: Page, name: string) {
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

function demoData(dataDir: string) {
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
  try {
    const campaign = db
      .prepare("SELECT slug FROM campaigns WHERE status = 'approved' AND is_active = 1 ORDER BY id LIMIT 1")
      .get() as { slug: string };
    const card = db
      .prepare(
        "SELECT c.access_code AS accessCode FROM cards c JOIN campaigns k ON k.id = c.campaign_id WHERE k.status = 'approved' AND k.is_active = 1 ORDER BY c.id LIMIT 1",
      )
      .get() as { accessCode: string };
    return { slug: campaign.slug, accessCode: card.accessCode };
  } finally {
    db.close();
  }
}

test.describe('accessibility (axe-core): no serious or critical violations', () => {
  // The product's CSP (script-src 'self') rightly refuses the injected axe script; only the audit bypasses it.
  test.use({ bypassCSP: true });

  test('home page', async ({ page }) => {
    await page.goto('/');
    await audit(page, 'home');
  });

  test('campaign page', async ({ page, server }) => {
    await page.goto(`/campaign/${demoData(server.dataDir).slug}`);
    await audit(page, 'campaign');
  });

  test('checkout page', async ({ page, server }) => {
    await page.goto(`/checkout/${demoData(server.dataDir).slug}`);
    await audit(page, 'checkout');
  });

  test('card page', async ({ page, server }) => {
    await page.goto(`/card/${demoData(server.dataDir).accessCode}`);
    await audit(page, 'card');
  });

  test('find my card page', async ({ page }) => {
    await page.goto('/find-my-card');
    await audit(page, 'find my card');
  });

  test('kiosk (tablet)', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/kiosk/');
    await audit(page, 'kiosk');
  });

  test('admin dashboard (laptop)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO_ADMIN, '/admin/dashboard');
    await page.waitForURL('**/admin/dashboard');
    await audit(page, 'admin dashboard');
  });

  test('restaurant portal (laptop)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO_OWNER, '/restaurant');
    await page.waitForURL('**/restaurant');
    await audit(page, 'restaurant portal');
  });

  test('restaurant report with its charts, a chart table and the undo dialog (laptop)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO_OWNER, '/restaurant/reports');
    await page.waitForURL('**/restaurant/reports');
    const recent = page.getByRole('region', { name: 'Recent redemptions' });
    await expect(recent.getByRole('table', { name: 'Recent redemptions' })).toBeVisible();
    await page.getByRole('region', { name: 'Redemptions by offer' }).getByRole('button', { name: 'Show table' }).click();
    await audit(page, 'restaurant report');
    // The demo data has Sam's redemption of 4 days ago, still within the portal's 7 days.
    await recent
      .getByRole('button', { name: /^Undo .* for Sam,/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Undo this redemption?' }).getByRole('button', { name: 'Undo redemption' }).click();
    await expect(page.getByText('Say why the redemption is undone')).toBeVisible();
    await audit(page, 'undo dialog with its error');
  });
});
