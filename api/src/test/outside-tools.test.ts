// A check that needs an outside tool fails, naming the Debian package, when the tool is missing:
// never a skip that would let CI pass without it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTSIDE_TOOLS, requireTool } from './outside-tools.ts';

const originalPath = process.env.PATH;
afterEach(() => {
  process.env.PATH = originalPath;
});

describe('requireTool', () => {
  it('throws, naming the package to install, when the command is not on the PATH', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'dealcard-no-tools-'));
    try {
      process.env.PATH = empty;
      for (const [command, pkg] of Object.entries(OUTSIDE_TOOLS)) {
        expect(() => requireTool(command as keyof typeof OUTSIDE_TOOLS)).toThrow(
          new RegExp(`${command} is not installed.*apt-get install ${pkg}`),
        );
      }
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
