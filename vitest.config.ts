import { configDefaults, defineConfig } from 'vitest/config';
import { linguiMacro } from './scripts/vite-lingui-macro.ts';

export default defineConfig({
  // The apps' code under test uses Lingui's macros, as in their builds.
  plugins: [linguiMacro()],
  test: {
    include: [
      'eslint/**/*.test.ts',
      'shared/src/**/*.test.ts',
      'api/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'pwa/src/**/*.test.ts',
      'kiosk/src/**/*.test.ts',
    ],
    // Run apart: the outside tools' checks (npm run check:outside, vitest.outside.config.ts) and
    // PostgreSQL's tests, which need a server (npm run test:pg, vitest.pg.config.ts).
    exclude: [...configDefaults.exclude, '**/*.outside.test.ts', '**/*.pg.test.ts'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
