/** How long the card waits on one bar of signal before it falls back to the saved copy. */
export const CARD_LOAD_TIMEOUT_MS = 12_000;
/** How long a redemption may take before the holder is told to check the card for the code. */
export const REDEEM_TIMEOUT_MS = 25_000;

/** The caller's signal, cut short after `ms`. */
export function withTimeout(ms: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  if (!signal) return timeout;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, timeout]);
  return timeout;
}

export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}
