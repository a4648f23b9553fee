import { defineConfig } from 'vitest/config';

/**
 * `npm run test:pg`: the tests that need a real PostgreSQL (files ending .pg.test.ts), on one
 * throwaway server started for the run (api/src/test/pg/global-setup.ts), a database per file.
 */
export default defineConfig({
  test: {
    include: ['api/src/**/*.pg.test.ts', 'scripts/**/*.pg.test.ts'],
    environment: 'node',
    globalSetup: ['./api/src/test/pg/global-setup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
