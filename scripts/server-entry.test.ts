import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildServerIfStale, DEFAULT_MAX_OLD_SPACE_MB, serverBundle, serverNodeArgs } from './server-entry.mjs';

describe('the API bundle that npm start, the browser tests and the bench run', () => {
  it('is rebuilt only when a source is newer, and runs with a capped heap', async () => {
    await buildServerIfStale();
    const builtAt = statSync(serverBundle).mtimeMs;
    expect(await buildServerIfStale()).toBe(false);
    expect(statSync(serverBundle).mtimeMs).toBe(builtAt);
    expect(serverNodeArgs({})).toEqual([`--max-old-space-size=${DEFAULT_MAX_OLD_SPACE_MB}`, serverBundle]);
  });

  it('leaves the heap limit to NODE_OPTIONS when it sets one', () => {
    expect(serverNodeArgs({ NODE_OPTIONS: '--max-old-space-size=512' })).toEqual([serverBundle]);
  });
});
