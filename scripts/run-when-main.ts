import path from 'node:path';

/**
 * Runs `main` when `file` (the caller's `import.meta.filename`) is the script node was started
 * with, not when a test imports it; a failure prints its message and exits 1.
 */
export function runWhenMain(file: string, main: () => Promise<void>): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== path.resolve(file)) return;
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
