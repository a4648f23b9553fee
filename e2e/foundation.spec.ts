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
