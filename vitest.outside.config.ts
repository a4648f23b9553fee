import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * The checks by outside tools that need no browser (issue 46): SpamAssassin on every e-mail, and the
 * table of e-mail cases it uses; Spectral's OWASP rules on the OpenAPI document (api/src/openapi,
 * alone: `npm run check:openapi`). `npm run check:outside` runs them with the browser ones.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['api/src/**/*.outside.test.ts', 'api/src/mail/outside/*.test.ts', 'api/src/test/outside-tools.test.ts'],
    exclude: ['**/node_modules/**'],
  },
});
