import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { audit } from './support/axe.ts';
import { buyCard } from './support/buy-card.ts';
import { DEMO_OWNER, expect, signIn, test } from './support/fixtures.ts';

/**
 * Every answer screen of the kiosk passes WCAG AA in landscape and portrait (issue 29: the amber
 * "Already used" screen's smaller text was 3.19:1): axe-core, and our own contrast check of each
 * text on the screen's colour, opacity included.
 */

const LANDSCAPE = { width: 1024, height: 768 };
const PORTRAIT = { width: 768, height: 1024 };
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** A tablet paired to Riverside through the owner's own portal call. */
async function pairedTablet(browser: Browser, owner: APIRequestContext, baseURL: string) {
  const { locations } = (await (await owner.get('/api/locations')).json()) as { locations: Array<{ id: number; name: string }> };
  const riverside = locations.find((l) => l.name === 'Riverside')!;
  const { pairingCode } = (await (
    await owner.post('/api/kiosk/pairing-codes', { data: { locationId: riverside.id } })
  ).json()) as {
    pairingCode: string;
  };
  const context = await browser.newContext({ viewport: LANDSCAPE, baseURL, hasTouch: true, bypassCSP: true });
  const tablet = await context.newPage();
  await tablet.goto('/kiosk/');
  await tablet.getByLabel('Pairing code').fill(pairingCode);
  await tablet.getByRole('button', { name: 'Pair tablet' }).click();
  await expect(tablet.getByRole('heading', { name: 'Fowl Play Wings & Pizza' })).toBeVisible();
  return { context, tablet };
}

/**
 * Each visible text inside the answer screen whose contrast with the screen's colour is below AA
 * (4.5:1, or 3:1 for large text: 24px, or 18.66px bold), with its ratio.
 */
function lowContrastTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgba = (css: string) => {
      const m = css.match(/[\d.]+/g)!.map(Number);
      return { r: m[0]!, g: m[1]!, b: m[2]!, a: m[3] ?? 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const c = [r, g, b].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    const overlay = document.querySelector<HTMLElement>('[data-status]')!;
    const bg = rgba(getComputedStyle(overlay).backgroundColor);
    const low: string[] = [];
    for (const el of Array.from(overlay.querySelectorAll<HTMLElement>('h1, p, div, span, strong'))) {
      const own = Array.from(el.childNodes as NodeListOf<ChildNode>).some(
        (n: ChildNode) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim(),
      );
      if (!own || el.offsetParent === null) continue;
      const style = getComputedStyle(el);
      let alpha = rgba(style.color).a;
      for (let e: HTMLElement | null = el; e && e !== overlay.parentElement; e = e.parentElement)
        alpha *= Number(getComputedStyle(e).opacity);
      const fg = rgba(style.color);
      const mixed = {
        r: fg.r * alpha + bg.r * (1 - alpha),
        g: fg.g * alpha + bg.g * (1 - alpha),
        b: fg.b * alpha + bg.b * (1 - alpha),
      };
      const [hi, lo] = [luminance(mixed), luminance(bg)].sort((x, y) => y - x) as [number, number];
      const ratio = (hi + 0.05) / (lo + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5)) low.push(`"${el.textContent!.trim().slice(0, 40)}" ${ratio.toFixed(2)}:1 at ${size}px`);
    }
    return low;
  });
}

/** axe-core's colour-contrast rule on the answer screen alone (quick: the screen closes by itself). */
async function axeContrast(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Element, opts: object) => Promise<AxeResults> } }).axe;
    return axe.run(document.querySelector('[data-status]')!, { runOnly: { type: 'rule', values: ['color-contrast'] } });
  });
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
}

/** Types a code at the tablet, in an orientation, and checks the answer screen it brings up. */
async function checkAnswer(tablet: Page, code: string, status: string, name: string, orientation: 'landscape' | 'portrait') {
  await tablet.setViewportSize(orientation === 'landscape' ? LANDSCAPE : PORTRAIT);
  await tablet.keyboard.type(code);
  await tablet.keyboard.press('Enter');
  const answer = tablet.locator(`[data-status="${status}"]`);
  await expect(answer).toBeVisible();
  expect(await lowContrastTexts(tablet), `${name} in ${orientation}`).toEqual([]);
  expect(await axeContrast(tablet), `${name} in ${orientation}`).toEqual([]);
  await tablet.screenshot({ path: test.info().outputPath(`kiosk-${name}-${orientation}.png`) });
  await tablet.keyboard.press('Escape');
  await expect(answer).toBeHidden();
}

test('every kiosk answer screen passes WCAG AA contrast in landscape and portrait', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  await signIn(page, DEMO_OWNER, '/restaurant');
  const guest = await playwright.request.newContext({ baseURL });
  const { context, tablet } = await pairedTablet(browser, page.request, baseURL!);
  // An answer screen goes back by itself after 6 s (RESULT_SECONDS in kiosk/src/components/
  // result-overlay.tsx); on a busy machine the checks below take longer, so here each screen
  // stays until Escape closes it. (axe-core needs the page's other timers: they keep running.)
  await tablet.evaluate((closeAfterMs) => {
    const original = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
      ms === closeAfterMs ? 0 : original(handler, ms, ...args)) as typeof window.setTimeout;
  }, 6000);
  try {
    const card = await buyCard(page.request, guest, `Contrast${String(Date.now()).slice(-6)} Lee`);
    const redeem = async (offerId: number) => {
      const res = await guest.post(`/api/cards/${card.accessCode}/redeem`, { data: { offerId } });
      expect(res.status()).toBe(201);
      return (await res.json()) as { code: string; redemptionId: number };
    };
    const codes = [await redeem(card.offers[0]!.id), await redeem(card.offers[1]!.id)];
    const cancelled = await redeem(card.offers[2]!.id);
    const undone = await page.request.post(`/api/redemptions/${cancelled.redemptionId}/undo`, {
      data: { reason: 'Wrong offer' },
    });
    expect(undone.status()).toBe(200);

    for (const [i, orientation] of (['landscape', 'portrait'] as const).entries()) {
      await checkAnswer(tablet, codes[i]!.code, 'valid', 'valid', orientation);
      await checkAnswer(tablet, codes[i]!.code, 'already_verified', 'already-used', orientation);
      await checkAnswer(tablet, '000000', 'not_found', 'not-found', orientation);
      await checkAnswer(tablet, cancelled.code, 'voided', 'cancelled', orientation);
    }
    // The counter screen itself, with its recent list (an undone row included), for all of axe.
    await audit(tablet, 'kiosk counter screen');
  } finally {
    await guest.dispose();
    await context.close();
  }
});
