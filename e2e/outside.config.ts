import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The checks by outside tools that look at pages (issue 46): ZBar on every QR code drawn or printed.
 * `npm run check:outside` runs them with the e-mail checks; `npm run e2e` leaves them out.
 */
export default defineConfig({
  ...base,
  testDir: './outside',
  testMatch: '**/*.spec.ts',
  testIgnore: [],
  globalSetup: './global-setup.ts',
  outputDir: './.artifacts/outside-results',
});
