// A redemption's six-digit code is unique within its restaurant: every path that writes one draws
// a fresh code until it is free (a clash is rare: one in a million per code already in use).

/** How many fresh codes to try when one is already taken in the restaurant. */
const MAX_CODE_ATTEMPTS = 20;

/** Whether an insert failed only because its six-digit code is already taken in the restaurant. */
export function isRedemptionCodeClash(err: unknown): boolean {
  // better-sqlite3 raises SqliteError directly; a wrapped error keeps it as its cause.
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if (/UNIQUE constraint failed: redemptions\.restaurant_id, redemptions\.code/.test(e.message)) return true;
  }
  return false;
}

/**
 * Runs `insert` with a fresh code, drawing another when the code is taken: a clash fails only that
 * INSERT statement, so the surrounding transaction carries on. Any other failure is thrown.
 */
export function withFreshCode<T>(insert: (code: string) => T, makeCode: () => string): T {
  for (let attempt = 1; ; attempt++) {
    try {
      return insert(makeCode());
    } catch (err) {
      if (!isRedemptionCodeClash(err) || attempt >= MAX_CODE_ATTEMPTS) throw err;
    }
  }
}
