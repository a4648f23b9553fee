import type { Logger } from 'pino';

/** Apple's pass web service log, under /api: anyone may post to it (PRODUCT.md, "Safety, tightened again"). */
export const APPLE_LOG_PATH = '/wallet/apple/v1/log';
/** Its own body cap, read before the API's 100 KB parser. */
export const APPLE_LOG_BODY_LIMIT = '16kb';
/** What one request may write to the server's log. */
export const APPLE_LOG_MAX_LINES = 10;
export const APPLE_LOG_MAX_CHARS = 300;

/**
 * Writes a device's log lines, bounded: at most 10 lines of at most 300 characters per request,
 * the last one saying how many lines were left out.
 */
export function writeAppleLog(logger: Logger, lines: readonly string[]): void {
  const kept = lines.slice(0, APPLE_LOG_MAX_LINES);
  const omitted = lines.length - kept.length;
  kept.forEach((line, i) => {
    const log = line.length > APPLE_LOG_MAX_CHARS ? `${line.slice(0, APPLE_LOG_MAX_CHARS - 1)}…` : line;
    const last = i === kept.length - 1;
    logger.warn({ wallet: 'apple', log, ...(last && omitted > 0 ? { omitted } : {}) }, 'Apple Wallet log');
  });
}
