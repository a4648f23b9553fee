import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { pageData, type PageData } from '../support/page-data.ts';
import { NOT_VISITED, pwaPages, type Language, type PageCase, type Who } from '../support/page-list.ts';
import { kioskScreens, pwaRoutePatterns } from '../support/page-routes.ts';
import { describeHtmlErrors, htmlErrors, requireVnu } from '../support/vnu.ts';

/*
 * Outside checks (issue 46) of every page: axe-core with its WCAG 2.2 AA rules finds no violation,
 * and the Nu Html Checker (vnu) finds no error in the HTML as rendered (the page's DOM once it has
 * settled) and as served (the production build's HTML answers). Every page of the PWA's route
 * tables and both kiosk screens, in English and Spanish, on a phone and a laptop (the kiosk on a
 * tablet too). One browser, one context per role, language and screen; one vnu run per test.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SCREENS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
} as const;
type Screen = keyof typeof SCREENS;
const KIOSK_CASES = ['kiosk:PairingScreen', 'kiosk:VerifyScreen'];

function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 4)
        .map((n) => `      at ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')}`)
        .join('\n');
      return `    [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})\n${nodes}`;
    })
    .join('\n');
}

/** Requests in flight on each page, counted from its own events (quicker than waiting out 'networkidle'). */
const inFlight = new WeakMap<Page, { n: number }>();
function track(page: Page) {
  const count = { n: 0 };
  inFlight.set(page, count);
  page.on('request', () => count.n++);
  page.on('requestfinished', () => count.n--);
  page.on('requestfailed', () => count.n--);
}

/** The page's load over and no request in flight for a moment. */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  const count = inFlight.get(page)!;
  let quiet = 0;
  await expect
    .poll(() => (count.n <= 0 ? ++quiet : (quiet = 0)), { intervals: [50], timeout: 30_000, message: 'requests settle' })
    .toBeGreaterThanOrEqual(3);
}

interface Findings {
  axe: string[];
  html: Map<string, string>;
}

/** The page once it has settled, in the language asked for; then axe-core, and its DOM kept for vnu. */
async function check(page: Page, name: string, language: Language, findings: Findings) {
  await settled(page);
  await expect(page.locator('html'), `${name}: the page's language`).toHaveAttribute('lang', new RegExp(`^${language}`));
  await expect(page.getByRole('heading').first(), `${name}: a heading once loaded`).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), `${name}: nothing still loading`).toHaveCount(0);
  // Legacy mode runs axe in the page itself: no extra tab a run (which the shared machines could not always open).
  // With the WCAG tags, axe's `region` rule too (content outside any landmark), as the e2e suite's audit runs it.
  const result = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: TAGS }, rules: { region: { enabled: true } } })
    .setLegacyMode(true)
    .analyze();
  if (process.env.PAGES_TRACE) console.log(`${((Date.now() - started) / 1000).toFixed(1)}s ${name}`);
  if (result.violations.length) findings.axe.push(`  ${name} (${page.url()}):\n${describeViolations(result.violations)}`);
  findings.html.set(name, await page.content());
}

async function report(findings: Findings, label: string) {
  expect.soft(findings.axe, `axe-core (WCAG 2.2 AA) on ${label}:\n${findings.axe.join('\n')}`).toEqual([]);
  const errors = await htmlErrors(findings.html);
  expect.soft(errors, `Nu Html Checker on ${label}, as rendered:\n${describeHtmlErrors(errors)}`).toEqual([]);
}

// The screens and languages split over the config's two workers, each with its own server and data.
test.describe.configure({ mode: 'parallel' });

let data: PageData;
const started = Date.now();

test.beforeAll(async ({ browser, server }) => {
  test.setTimeout(120_000);
  data = await pageData(browser, server.baseURL, server.dataDir);
});

async function contextFor(browser: Browser, baseURL: string, who: Who, language: Language, screen: Screen) {
  return browser.newContext({
    baseURL,
    viewport: SCREENS[screen],
    hasTouch: screen !== 'laptop',
    locale: language === 'es' ? 'es-US' : 'en-US',
    ...(who === 'guest' ? {} : { storageState: data.sessions[who] }),
  });
}

/** The kiosk's two screens: pairing, then (paired through the owner's call) the verify screen. */
async function checkKiosk(browser: Browser, baseURL: string, language: Language, screen: Screen, findings: Findings) {
  const context = await contextFor(browser, baseURL, 'guest', language, screen);
  const page = await context.newPage();
  track(page);
  await page.goto('/kiosk/');
  await expect(page.locator('#pairing-code')).toBeVisible();
  await check(page, `kiosk:PairingScreen ${language} ${screen}`, language, findings);
  const owner = await contextFor(browser, baseURL, 'owner', language, screen);
  const code = await owner.request.post('/api/kiosk/pairing-codes', { data: { locationId: data.locationId } });
  expect(code.status()).toBe(201);
  await page.locator('#pairing-code').fill(((await code.json()) as { pairingCode: string }).pairingCode);
  await page.keyboard.press('Enter');
  await expect(page.locator('#pairing-code')).toHaveCount(0);
  await check(page, `kiosk:VerifyScreen ${language} ${screen}`, language, findings);
  await owner.close();
  await context.close();
}

for (const screen of ['phone', 'laptop'] as const) {
  for (const language of ['en', 'es'] as const) {
    test(`every page on a ${screen} in ${language === 'en' ? 'English' : 'Spanish'}: no axe violation, no HTML error`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      const findings: Findings = { axe: [], html: new Map() };
      const contexts = new Map<Who, BrowserContext>();
      const pageOf = new Map<Who, Page>();
      for (const c of pwaPages(data)) {
        if (!contexts.has(c.who)) {
          const context = await contextFor(browser, baseURL, c.who, language, screen);
          contexts.set(c.who, context);
          const page = await context.newPage();
          track(page);
          pageOf.set(c.who, page);
        }
        const page = pageOf.get(c.who)!;
        const name = `${c.route} ${language} ${screen}`;
        await page.goto(c.path);
        await check(page, name, language, findings);
        for (const state of c.states ?? []) {
          await page.goto(c.path);
          await settled(page);
          await state.enter(page, language);
          await check(page, `${name}, ${state.name}`, language, findings);
        }
      }
      for (const context of contexts.values()) await context.close();
      await checkKiosk(browser, baseURL, language, screen, findings);
      await report(findings, `${screen}, ${language}`);
    });
  }
}

test('the kiosk on a tablet in English and Spanish: no axe violation, no HTML error', async ({ browser, baseURL }) => {
  const findings: Findings = { axe: [], html: new Map() };
  for (const language of ['en', 'es'] as const) await checkKiosk(browser, baseURL, language, 'tablet', findings);
  await report(findings, 'the kiosk on a tablet');
});

test('the HTML as served: the PWA’s and the kiosk’s pages have no error (and the checker does find one)', async ({ request }) => {
  const documents = new Map<string, string>();
  for (const path of ['/', '/kiosk/', '/accessibility', `/card/${data.accessCode}`, '/no-such-page']) {
    const response = await request.get(path);
    expect(response.ok(), path).toBe(true);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    documents.set(`served ${path}`, await response.text());
  }
  // A document with a known error: the checker read the files and reports what it finds.
  documents.set('canary', '<!DOCTYPE html><html lang="en"><head><title>c</title></head><body><img src="x.png"></body></html>');
  const errors = await htmlErrors(documents);
  expect(errors.filter((e) => e.document === 'canary').map((e) => e.message)).toEqual([
    expect.stringContaining('An “img” element must have an “alt” attribute'),
  ]);
  const served = errors.filter((e) => e.document !== 'canary');
  expect(served, `Nu Html Checker, as served:\n${describeHtmlErrors(served)}`).toEqual([]);
});

test('every page of the route tables and every kiosk screen has a case here', () => {
  const cases = pwaPages({ sessions: {} } as PageData).map((c: PageCase) => c.route);
  const patterns = pwaRoutePatterns();
  expect(patterns.length).toBeGreaterThan(40);
  expect(
    patterns.filter((p) => !cases.includes(p) && !(p in NOT_VISITED)),
    'pages without a case',
  ).toEqual([]);
  expect(
    cases.filter((c) => !patterns.includes(c)),
    'cases of no page',
  ).toEqual([]);
  expect(kioskScreens().sort()).toEqual(KIOSK_CASES);
});

test('without Java the check fails, naming the Debian package to install', () => {
  const path = process.env.PATH;
  process.env.PATH = '/nonexistent';
  try {
    expect(() => requireVnu()).toThrow(/java is not installed.*apt-get install default-jre-headless/);
  } finally {
    process.env.PATH = path;
  }
  expect(requireVnu().jar).toMatch(/vnu\.jar$/);
});
