import { DEMO_OWNER, expect, signIn, test } from './support/fixtures.ts';

test.describe('foundation', () => {
  test('a visitor sees Restaurant Login and Admin Login in the header', async ({ page }) => {
    await page.goto('/find-my-card');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Restaurant Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Logout' })).toHaveCount(0);
  });

  test('the demo owner signs in and sees Restaurant Portal and Logout', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Restaurant Login' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fportal/);
    await signIn(page, DEMO_OWNER, '/find-my-card');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Restaurant Portal' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Restaurant Login' })).toHaveCount(0);
  });

  test('a visitor who never signed in makes no /api/user call; a signed-in user does, until Logout', async ({ page }) => {
    const userCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/user') userCalls.push(req.url());
    });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Restaurant Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(userCalls).toHaveLength(0);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('dc_signed_in');

    await signIn(page, DEMO_OWNER, '/find-my-card');
    const userCall = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/user');
    await page.goto('/');
    await userCall;
    await expect(nav.getByRole('link', { name: 'Restaurant Portal' })).toBeVisible();

    await nav.getByRole('link', { name: 'Logout' }).click();
    await expect(nav.getByRole('link', { name: 'Restaurant Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const before = userCalls.length;
    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Restaurant Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(userCalls).toHaveLength(before);
  });

  test.describe('straight from the server', () => {
    // The page must come from the server (its early hints are under test), not from a service
    // worker that the sign-in visit installed: whether that one controls the page yet is a race.
    test.use({ serviceWorkers: 'block' });

    test("a signed-in owner's header is right from its first frame: no login links before the portal link", async ({ page }) => {
      await signIn(page, DEMO_OWNER, '/find-my-card');
      // Records every moment the header held the signed-out links, from the first node React adds.
      await page.addInitScript(() => {
        const w = window as unknown as { loginLinkSeen: boolean };
        w.loginLinkSeen = false;
        new MutationObserver(() => {
          if (Array.from(document.querySelectorAll('nav a'), (a) => a.textContent).includes('Restaurant Login'))
            w.loginLinkSeen = true;
        }).observe(document, { childList: true, subtree: true });
      });
      const userCalls: string[] = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === '/api/user') userCalls.push(req.url());
      });
      const response = await page.goto('/');
      // index.html names the user in its early hints, and the app's own call takes that response.
      expect(response?.headers().link).toContain('</api/user>; rel=preload; as=fetch; crossorigin=use-credentials');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Restaurant Portal' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { loginLinkSeen: boolean }).loginLinkSeen)).toBe(false);
      expect(userCalls).toHaveLength(1);
    });
  });

  test('index.html shows a loading spinner before any JavaScript, and the app replaces it', async ({ page, request }) => {
    const html = await (await request.get('/card/ABCDEFGHJKMNPQ')).text();
    expect(html).toContain('<div class="boot" role="status" aria-label="Loading Deal Cards">');
    await page.goto('/find-my-card');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('.boot')).toHaveCount(0);
  });

  test('the splash spinner shows and turns only after a second of waiting; with reduced motion it shows without turning', async ({
    page,
  }) => {
    // The app's script never arrives, so the splash stays.
    await page.route(/\/assets\/index-[^/]+\.js$/, () => undefined);
    const splashAt = async (ms: number) =>
      page.evaluate((t) => {
        const anims = document.getAnimations() as CSSAnimation[];
        for (const a of anims) {
          a.pause();
          a.currentTime = t;
        }
        return {
          visibility: getComputedStyle(document.querySelector('.boot i')!).visibility,
          animations: anims.map((a) => ({
            name: a.animationName,
            delay: a.effect?.getTiming().delay,
            iterations: a.effect?.getTiming().iterations,
          })),
        };
      }, ms);

    await page.goto('/find-my-card', { waitUntil: 'commit' });
    await page.locator('.boot i').waitFor({ state: 'attached' });
    const early = await splashAt(900);
    expect(early.visibility).toBe('hidden');
    expect(early.animations).toEqual([
      { name: 'boot-show', delay: 1000, iterations: 1 },
      { name: 'boot-spin', delay: 1000, iterations: Infinity },
    ]);
    expect((await splashAt(1100)).visibility).toBe('visible');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/find-my-card', { waitUntil: 'commit' });
    await page.locator('.boot i').waitFor({ state: 'attached' });
    const reduced = await splashAt(900);
    expect(reduced.visibility).toBe('hidden');
    expect(reduced.animations).toEqual([{ name: 'boot-show', delay: 1000, iterations: 1 }]);
    expect((await splashAt(1100)).visibility).toBe('visible');
  });

  test('a wrong password shows the server message and stays on the sign-in page', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_OWNER.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
    await expect(page).toHaveURL(/\/login/);
  });

  test('an unknown path shows "404 Page Not Found"', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('the kiosk app is served at /kiosk', async ({ page }) => {
    const res = await page.goto('/kiosk');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Deal Cards Kiosk' })).toBeVisible();
  });
});

test.describe('a page whose code is slow or fails to load', () => {
  // page.route sees only requests no service worker answers.
  test.use({ serviceWorkers: 'block' });

  test('while a page loads, the spinner holds the screen, so the footer starts below it and never jumps', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/find-my-card-page-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/find-my-card', { waitUntil: 'commit' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    const footerTop = (await page.locator('footer').boundingBox())?.y ?? 0;
    expect(footerTop).toBeGreaterThanOrEqual(page.viewportSize()!.height);
    release();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'My Deal Card' })).toBeVisible();
  });

  test('a chunk that fails shows "Something went wrong" with Reload, and Back leaves it', async ({ page }) => {
    await page.route(/\/assets\/find-my-card-page-[^/]*\.js$/, (route) => route.abort('failed'));
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'My Deal Card' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Restaurant Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });
});
