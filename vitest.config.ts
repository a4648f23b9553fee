import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'eslint/**/*.test.ts',
      'shared/src/**/*.test.ts',
      'api/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'pwa/src/**/*.test.ts',
      'kiosk/src/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
