import { execFile, execFileSync } from 'node:child_process';

/**
 * The outside tools (Debian packages that CI installs, .ci/run): a check that needs one fails,
 * never skips, when it is missing, and says what to install.
 */
export const OUTSIDE_TOOLS = {
  zbarimg: 'zbar-tools',
  pdftoppm: 'poppler-utils',
  spamassassin: 'spamassassin',
} as const;

export function requireTool(command: keyof typeof OUTSIDE_TOOLS): string {
  try {
    return execFileSync('/bin/sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      `${command} is not installed: the outside checks need it. Install Debian's ${OUTSIDE_TOOLS[command]} ` +
        `(apt-get install ${OUTSIDE_TOOLS[command]}); .ci/run does.`,
    );
  }
}

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end, whatever its exit code, feeding `input` on its standard input. */
export function run(command: string, args: string[], input?: string | Buffer): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, { maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : NaN) : 0;
      if (Number.isNaN(code)) reject(err instanceof Error ? err : new Error(String(err)));
      else resolve({ code, stdout, stderr });
    });
    child.stdin?.end(input);
  });
}
