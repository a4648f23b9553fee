import { openAppDb } from './support/card-db.ts';
import { DEMO_OWNER, expect, signIn, test } from './support/fixtures.ts';

/** An iPad in portrait: 768 px wide, the width where the back office's sidebar becomes a drawer. */
test.use({ viewport: { width: 768, height: 1024 } });

function lincolnNonprofitId(dataDir: string): number {
  const db = openAppDb(dataDir);
  try {
    return (
      db
        .prepare(
          `SELECT c.nonprofit_id AS id FROM campaigns c WHERE c.status = 'approved' AND c.is_active = 1 AND c.goal_cents IS NOT NULL ORDER BY c.id LIMIT 1`,
        )
        .get() as { id: number }
    ).id;
  } finally {
    db.close();
  }
}

test.describe('frames on a tablet in portrait', () => {
  test('the nonprofit workspace opens on its page, its drawer closed, in its own frame without the public header and footer', async ({
    page,
    server,
  }) => {
    const nonprofitId = lincolnNonprofitId(server.dataDir);
    await signIn(page, DEMO_OWNER, '/');
    for (const section of ['cards', 'roster']) {
      await page.goto(`/nonprofit/${section}?nonprofit=${nonprofitId}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The drawer would cover the page: at 768 px it starts closed, its toggle in reach.
      await expect(page.getByTestId('drawer-backdrop')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Toggle Sidebar' })).toBeVisible();
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('h1') !== null,
        [heading!.x + 10, heading!.y + heading!.height / 2],
      );
      expect(onTop, `${section}: nothing covers the page's heading`).toBe(true);
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByText('Half of every Campaign card goes to a local nonprofit.')).toHaveCount(0);
    }
  });

  test('the public header keeps every link whole and in reach beside the signed-in buttons', async ({ page }) => {
    await signIn(page, DEMO_OWNER, '/');
    await page.goto('/campaigns');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Restaurant Portal' })).toBeVisible();
    for (const name of ['Browse Campaigns', 'My Deal Card', 'For Restaurants']) {
      const box = (await nav.getByRole('link', { name }).boundingBox())!;
      expect(box.x, `${name} starts inside the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} ends inside the screen`).toBeLessThanOrEqual(768);
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit, `${name} is not covered`).toBe(name);
    }
  });
});
