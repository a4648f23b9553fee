import { test as base, expect, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../../scripts/test-server.ts';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };
export const DEMO_OWNER = { email: 'owner@example.com', password: 'demo-owner-2026' };

/** One real server per worker, with the demo data seeded into its own temporary folder. */
export const test = base.extend<{ baseURL: string }, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
});

export async function signIn(page: Page, who: { email: string; password: string }, returnTo = '/') {
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export { expect };
