import { cardState } from './card-state.ts';
import type { DateInput } from './dates.ts';

/**
 * The counter's one set of rules: whether one use of an offer may be served. Every path that
 * serves an offer (a six-digit code made by the holder and checked at the tablet, a voucher
 * scanned online, an offline scan synced later, a card QR) and the tablet's own offline check
 * gather what they know and ask `decideUse`; each path then says the verdict in its own words
 * (the `*Answer` functions below). Nothing else decides. The table of cases in
 * `counter-rules.cases.ts` is run by the API's tests and the kiosk's tests alike.
 */

/** At most this many scans in one `POST /api/kiosk/sync`. */
export const SYNC_MAX_SCANS = 100;
/** A synced scan whose time is further back than this (by the server's clock) is refused. */
export const SCAN_MAX_AGE_DAYS = 30;
/** A tablet whose clock is further than this from the server's warns its staff. */
export const CLOCK_SKEW_WARN_MINUTES = 5;
/** Sync calls a tablet may make a minute, whatever their answers. */
export const SYNC_CALLS_PER_MINUTE = 60;
/** The longest token and nonce a scan may carry: 100 scans of the longest fit the 100 KB body limit. */
export const SCAN_TOKEN_MAX_LENGTH = 800;
export const SCAN_NONCE_MAX_LENGTH = 64;

/** A card's state as the judge knows it; `voided` is the tablet's "in the kit's voided list". */
export type CounterCardState = 'active' | 'refunded' | 'on_hold' | 'voided';

export interface CounterFacts {
  /** The restaurant whose counter serves (the tablet's; the card's own for the holder's redeem). */
  restaurantId: number;
  /** The card, or null when nobody knows it. */
  card: {
    restaurantId: number;
    status: CounterCardState;
    /** The card's last day, YYYY-MM-DD: good through its end in `zone`. */
    expiry: string;
    /** When it was bought, if known. */
    boughtAt?: string;
  } | null;
  /** For a token (voucher, card QR): whether the restaurant's key signed it. */
  genuine?: boolean;
  /** The offer asked for, or null when it is not on this card. */
  offer: { total: number; /** Uses left, when known here. */ remaining?: number } | null;
  /** A voucher names one use of the offer (1..total). */
  use?: number;
  /**
   * Who holds the named use: null when it is free, `{at}` (when it was used) when a live
   * redemption holds it, undefined when this judge cannot know (a tablet offline).
   */
  heldBy?: { at: string } | null;
  /** A six-digit code's own redemption: undone, or already checked at a counter (when). */
  code?: { undone: boolean; verifiedAt: string | null };
  /** When the use happens: now, or a synced scan's time. */
  at: DateInput;
  /** The deployment's zone, where the card's last day ends (the server's `TZ`; the tablet's offline kit names it). */
  zone: string;
  /** A synced scan only: when the server records it. */
  recordedAt?: Date;
}

export type CounterRefusal =
  /** No such card, or not one of this restaurant's. */
  | 'unknown'
  | 'other_restaurant'
  /** The token's signature does not match: forged or altered. */
  | 'not_genuine'
  /** The offer is not on this card, or the named use is not one of its uses. */
  | 'no_offer'
  /** A synced scan from before the card was bought, or older than SCAN_MAX_AGE_DAYS. */
  | 'bad_time'
  /** The code's redemption was undone: the code is dead, the use is free again. */
  | 'undone'
  | 'refunded'
  | 'on_hold'
  | 'voided'
  | 'expired'
  /** This use (or this code) has been served already. */
  | 'used'
  /** Nothing left of the offer. */
  | 'none_left';

export type CounterVerdict = { ok: true; at: Date } | { ok: false; reason: CounterRefusal; usedAt?: string };

/**
 * The time a synced scan counts at: its own (`scannedAt`), except that a tablet clock running
 * ahead never records a use in the future.
 */
export function scanTime(scannedAt: DateInput, recordedAt: Date): Date {
  const at = typeof scannedAt === 'string' ? new Date(scannedAt) : scannedAt;
  return at.getTime() > recordedAt.getTime() ? recordedAt : at;
}

const DAY_MS = 86_400_000;

/** The one rule. The order gives the most useful answer first. */
export function decideUse(facts: CounterFacts): CounterVerdict {
  const { card, offer } = facts;
  if (!card) return { ok: false, reason: 'unknown' };
  if (card.restaurantId !== facts.restaurantId) return { ok: false, reason: 'other_restaurant' };
  if (facts.genuine === false) return { ok: false, reason: 'not_genuine' };
  if (!offer) return { ok: false, reason: 'no_offer' };
  if (facts.use !== undefined && (!Number.isInteger(facts.use) || facts.use < 1 || facts.use > offer.total)) {
    return { ok: false, reason: 'no_offer' };
  }
  let at = typeof facts.at === 'string' ? new Date(facts.at) : facts.at;
  if (Number.isNaN(at.getTime())) return { ok: false, reason: 'bad_time' };
  if (facts.recordedAt) {
    at = scanTime(at, facts.recordedAt);
    if (at.getTime() < facts.recordedAt.getTime() - SCAN_MAX_AGE_DAYS * DAY_MS) return { ok: false, reason: 'bad_time' };
    if (card.boughtAt && at.getTime() < new Date(card.boughtAt).getTime()) return { ok: false, reason: 'bad_time' };
  }
  if (facts.code?.undone) return { ok: false, reason: 'undone' };
  if (facts.code?.verifiedAt) return { ok: false, reason: 'used', usedAt: facts.code.verifiedAt };
  if (card.status === 'voided') return { ok: false, reason: 'voided' };
  // The card's own answer (card-state.ts): refunded, on hold, past its last day in the zone.
  const state = cardState({ status: card.status, expiresOn: card.expiry }, at, facts.zone);
  if (state === 'refunded' || state === 'on_hold' || state === 'expired') return { ok: false, reason: state };
  if (facts.heldBy) return { ok: false, reason: 'used', usedAt: facts.heldBy.at };
  if (offer.remaining !== undefined && offer.remaining <= 0) return { ok: false, reason: 'none_left' };
  return { ok: true, at };
}

/** Refusals that mean "this card cannot be served at all": a refund, a dispute, an undone code. */
const VOID: ReadonlySet<CounterRefusal> = new Set(['undone', 'refunded', 'on_hold', 'voided']);
/** Refusals that mean "no such thing here": what a guess or a forgery gets. */
const UNKNOWN: ReadonlySet<CounterRefusal> = new Set(['unknown', 'other_restaurant', 'not_genuine', 'no_offer', 'bad_time']);

export type VerifyAnswer = 'valid' | 'already_verified' | 'not_found' | 'voided';
/** `POST /api/kiosk/verify`: a six-digit code. */
export function verifyAnswer(verdict: CounterVerdict): VerifyAnswer {
  if (verdict.ok) return 'valid';
  if (verdict.reason === 'used' || verdict.reason === 'none_left') return 'already_verified';
  if (UNKNOWN.has(verdict.reason)) return 'not_found';
  // A code was made while its card was good; one that is not now (undone, refunded) is void.
  return 'voided';
}

export type VoucherAnswer = 'valid' | 'already_used' | 'not_found' | 'voided' | 'expired';
/** `POST /api/kiosk/vouchers`: a voucher scanned online. */
export function voucherAnswer(verdict: CounterVerdict): VoucherAnswer {
  if (verdict.ok) return 'valid';
  if (verdict.reason === 'used' || verdict.reason === 'none_left') return 'already_used';
  if (verdict.reason === 'expired') return 'expired';
  if (VOID.has(verdict.reason)) return 'voided';
  return 'not_found';
}

export type SyncAnswer = 'applied' | 'duplicate' | 'invalid';
/** `POST /api/kiosk/sync`: a scan the tablet accepted offline. */
export function syncAnswer(verdict: CounterVerdict): SyncAnswer {
  if (verdict.ok) return 'applied';
  if (verdict.reason === 'used' || verdict.reason === 'none_left') return 'duplicate';
  return 'invalid';
}

export type RedeemAnswer = 'code' | 'card_not_found' | 'offer_not_found' | CounterRefusal;
/** `POST /api/cards/{accessCode}/redeem`: the holder asks for a six-digit code. */
export function redeemAnswer(verdict: CounterVerdict): RedeemAnswer {
  if (verdict.ok) return 'code';
  if (verdict.reason === 'unknown' || verdict.reason === 'other_restaurant') return 'card_not_found';
  if (verdict.reason === 'no_offer') return 'offer_not_found';
  return verdict.reason;
}

export type CardScanAnswer = 'valid' | 'voided' | 'expired' | 'not_found';
/**
 * `POST /api/kiosk/card-scans`: a card QR scanned online, judged for the card as a whole (any
 * offer: `offer: CARD_AS_A_WHOLE`). A card with nothing left is still valid: its offers are
 * listed, each with what is left, and the one asked for is refused when tapped.
 */
export function cardScanAnswer(verdict: CounterVerdict): CardScanAnswer {
  if (verdict.ok || verdict.reason === 'none_left' || verdict.reason === 'used') return 'valid';
  if (verdict.reason === 'expired') return 'expired';
  if (VOID.has(verdict.reason)) return 'voided';
  return 'not_found';
}

/** The offer a card QR is judged with before staff pick one: the card as a whole. */
export const CARD_AS_A_WHOLE = { total: Number.MAX_SAFE_INTEGER } as const;

export type CardRedemptionAnswer = 'valid' | 'none_left' | 'voided' | 'expired' | 'not_found';
/** `POST /api/kiosk/card-redemptions`: the offer staff tapped for a scanned card QR. */
export function cardRedemptionAnswer(verdict: CounterVerdict): CardRedemptionAnswer {
  if (verdict.ok) return 'valid';
  if (verdict.reason === 'used' || verdict.reason === 'none_left') return 'none_left';
  if (verdict.reason === 'expired') return 'expired';
  if (VOID.has(verdict.reason)) return 'voided';
  return 'not_found';
}

export type OfflineAnswer = 'accepted' | 'other_restaurant' | 'not_genuine' | 'voided' | 'expired' | 'already_scanned';
/** The tablet's own check of a voucher or a card QR while offline (it queues what it accepts). */
export function offlineAnswer(verdict: CounterVerdict): OfflineAnswer {
  if (verdict.ok) return 'accepted';
  switch (verdict.reason) {
    case 'other_restaurant':
    case 'not_genuine':
    case 'expired':
      return verdict.reason;
    case 'used':
    case 'none_left':
      return 'already_scanned';
    case 'unknown':
    case 'no_offer':
    case 'bad_time':
      return 'not_genuine';
    default:
      return 'voided';
  }
}
