import { expect, test } from './support/fixtures.ts';

test.describe('the printable poster on a phone', () => {
  test('its toolbar fits 390 px in Spanish: Print and the way back each take the full width, and Print prints', async ({
    browser,
    baseURL,
    request,
  }, testInfo) => {
    const { campaigns } = (await (await request.get('/api/campaigns/active')).json()) as { campaigns: { slug: string }[] };
    expect(campaigns.length).toBeGreaterThan(0);
    const context = await browser.newContext({ baseURL, locale: 'es-US', viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.goto(`/campaign/${campaigns[0]!.slug}/poster`);
    const print = page.getByRole('button', { name: 'Imprimir' });
    const back = page.getByRole('link', { name: 'Abrir la página de la campaña' });
    await expect(print).toBeVisible();
    await expect(back).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const [p, b] = [(await print.boundingBox())!, (await back.boundingBox())!];
    // Both inside the screen, full width (not a lone link and a stray button), Print above.
    for (const box of [p, b]) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.width).toBeGreaterThan(300);
    }
    expect(p.y).toBeLessThan(b.y);
    await page.screenshot({ path: testInfo.outputPath('poster-phone-es.png') });
    await print.click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await context.close();
  });
});
