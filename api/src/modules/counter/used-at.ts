// The moment a use of an offer happened, as every answer and report tells it.

/**
 * When a redemption's use happened: the earlier of its two times. A typed code is used when the
 * holder shows it (redeemed_at) and may be checked at a tablet later (verified_at); an offline scan
 * is served when scanned (verified_at) and recorded when the tablet syncs (redeemed_at).
 */
export const USED_AT_SQL = 'min(r.redeemed_at, coalesce(r.verified_at, r.redeemed_at))';
