import type {
  CardRedemptionAnswer,
  CardScanAnswer,
  OfflineAnswer,
  RedeemAnswer,
  SyncAnswer,
  VerifyAnswer,
  VoucherAnswer,
} from './counter-rules.ts';

/**
 * The counter's cases, each a situation at the counter and what every path answers in it. The
 * API's tests build each situation in a database and call the real routes; the kiosk's tests
 * build it on a tablet (a signed voucher, an offline kit, the tablet's scanned list) and run its
 * offline check. A path missing from `answers` does not apply (a typed code cannot be checked
 * offline; a code is not a voucher). The tablet answers from what it can know: a use served at
 * another counter, an offer's quantity or an undo reach it only through the server.
 */
export interface CounterSituation {
  /** The card's state; `missing` is a card nobody knows. Default `active`. */
  card?: 'active' | 'refunded' | 'on_hold' | 'missing';
  /** Whose card: this counter's restaurant's, or another's. Default `own`. */
  restaurant?: 'own' | 'other';
  /** A voucher's or card QR's signature. Default `genuine`. */
  token?: 'genuine' | 'tampered';
  /** The card's last day against the day of the use. Default `later`. */
  expiry?: 'later' | 'today' | 'yesterday';
  /** The offer: its quantity and how many of its uses the holder's codes already took. Default 3, none. */
  offer?: { total: number; taken: number } | 'not_on_card';
  /** A voucher's use, and who holds it: this tablet, another counter, or a redemption undone since. */
  use?: { n: number; held?: 'here' | 'elsewhere' | 'undone' };
  /** A six-digit code's redemption: fresh, checked, undone, or checked and then undone. */
  code?: 'fresh' | 'verified' | 'undone' | 'verified_then_undone';
  /** A synced scan's time. Default `now`. */
  scanned?: 'now' | 'future' | 'yesterday' | 'before_purchase' | 'too_old';
}

export interface CounterCase {
  name: string;
  situation: CounterSituation;
  answers: {
    redeem?: RedeemAnswer;
    verify?: VerifyAnswer;
    voucher?: VoucherAnswer;
    sync?: SyncAnswer;
    tablet?: OfflineAnswer;
    /**
     * The card QR of the situation's card: scanned online (`cardScan`), the situation's offer
     * tapped online (`cardRedemption`), tapped offline and synced (`cardSync`), and the tablet's
     * own check offline (`cardTablet`).
     */
    cardScan?: CardScanAnswer;
    cardRedemption?: CardRedemptionAnswer;
    cardSync?: SyncAnswer;
    cardTablet?: OfflineAnswer;
  };
}

export const COUNTER_CASES: readonly CounterCase[] = [
  // The holder asks for a six-digit code.
  { name: 'a good card with uses left gets a code', situation: {}, answers: { redeem: 'code' } },
  {
    name: 'a card on its last day still gets a code',
    situation: { expiry: 'today' },
    answers: { redeem: 'code' },
  },
  {
    name: 'an offer whose uses are all taken gets none',
    situation: { offer: { total: 2, taken: 2 } },
    answers: { redeem: 'none_left' },
  },
  { name: 'a refunded card gets no code', situation: { card: 'refunded' }, answers: { redeem: 'refunded' } },
  { name: 'a card on hold gets no code', situation: { card: 'on_hold' }, answers: { redeem: 'on_hold' } },
  { name: 'a card past its last day gets no code', situation: { expiry: 'yesterday' }, answers: { redeem: 'expired' } },
  { name: 'an unknown card is not found', situation: { card: 'missing' }, answers: { redeem: 'card_not_found' } },
  {
    name: 'an offer of another card is not found on this one',
    situation: { offer: 'not_on_card' },
    answers: { redeem: 'offer_not_found' },
  },

  // The counter checks a six-digit code.
  { name: 'a fresh code is valid', situation: { code: 'fresh' }, answers: { verify: 'valid' } },
  { name: 'a code checked before is already used', situation: { code: 'verified' }, answers: { verify: 'already_verified' } },
  { name: 'a code whose redemption was undone is void', situation: { code: 'undone' }, answers: { verify: 'voided' } },
  {
    name: 'a code checked and then undone is void',
    situation: { code: 'verified_then_undone' },
    answers: { verify: 'voided' },
  },
  {
    name: 'a code of a card refunded since is void',
    situation: { code: 'fresh', card: 'refunded' },
    answers: { verify: 'voided' },
  },
  { name: 'a code of a card on hold is void', situation: { code: 'fresh', card: 'on_hold' }, answers: { verify: 'voided' } },
  {
    name: 'a code checked before its card was refunded stays already used',
    situation: { code: 'verified', card: 'refunded' },
    answers: { verify: 'already_verified' },
  },
  {
    name: 'another restaurant’s code is not found',
    situation: { code: 'fresh', restaurant: 'other' },
    answers: { verify: 'not_found' },
  },

  // A voucher: scanned online, or accepted offline and synced later.
  {
    name: 'a free use of a good card is served',
    situation: { use: { n: 1 } },
    answers: { voucher: 'valid', sync: 'applied', tablet: 'accepted' },
  },
  {
    name: 'a card on its last day is served',
    situation: { use: { n: 1 }, expiry: 'today' },
    answers: { voucher: 'valid', sync: 'applied', tablet: 'accepted' },
  },
  {
    name: 'a use this tablet served already is refused everywhere',
    situation: { use: { n: 2, held: 'here' } },
    answers: { voucher: 'already_used', sync: 'duplicate', tablet: 'already_scanned' },
  },
  {
    name: 'a use served at another counter is refused by the server; the tablet alone cannot know',
    situation: { use: { n: 2, held: 'elsewhere' } },
    answers: { voucher: 'already_used', sync: 'duplicate', tablet: 'accepted' },
  },
  {
    name: 'a use whose redemption was undone is free again',
    situation: { use: { n: 1, held: 'undone' } },
    answers: { voucher: 'valid', sync: 'applied', tablet: 'accepted' },
  },
  {
    name: 'a voucher of a refunded card is void',
    situation: { use: { n: 1 }, card: 'refunded' },
    answers: { voucher: 'voided', sync: 'invalid', tablet: 'voided' },
  },
  {
    name: 'a voucher of a card on hold is void',
    situation: { use: { n: 1 }, card: 'on_hold' },
    answers: { voucher: 'voided', sync: 'invalid', tablet: 'voided' },
  },
  {
    name: 'a voucher of a card past its last day is expired',
    situation: { use: { n: 1 }, expiry: 'yesterday' },
    answers: { voucher: 'expired', sync: 'invalid', tablet: 'expired' },
  },
  {
    name: 'another restaurant’s voucher is refused',
    situation: { use: { n: 1 }, restaurant: 'other' },
    answers: { voucher: 'not_found', sync: 'invalid', tablet: 'other_restaurant' },
  },
  {
    name: 'a voucher altered after signing is refused',
    situation: { use: { n: 1 }, token: 'tampered' },
    answers: { voucher: 'not_found', sync: 'invalid', tablet: 'not_genuine' },
  },
  {
    name: 'a voucher for a use beyond the offer’s quantity is refused by the server',
    situation: { use: { n: 4 }, offer: { total: 3, taken: 0 } },
    answers: { voucher: 'not_found', sync: 'invalid', tablet: 'accepted' },
  },
  {
    name: 'a voucher whose uses the holder’s codes all took is a duplicate',
    situation: { use: { n: 2 }, offer: { total: 2, taken: 2 } },
    answers: { voucher: 'already_used', sync: 'duplicate', tablet: 'accepted' },
  },

  // When a synced scan happened.
  {
    name: 'a scan dated in the future counts as now',
    situation: { use: { n: 1 }, scanned: 'future' },
    answers: { sync: 'applied' },
  },
  {
    name: 'a scan on the card’s last day, synced the day after, is applied',
    situation: { use: { n: 1 }, expiry: 'yesterday', scanned: 'yesterday' },
    answers: { sync: 'applied' },
  },
  {
    name: 'a scan from before the card was bought is refused',
    situation: { use: { n: 1 }, scanned: 'before_purchase' },
    answers: { sync: 'invalid' },
  },
  {
    name: 'a scan more than 30 days old is refused',
    situation: { use: { n: 1 }, scanned: 'too_old' },
    answers: { sync: 'invalid' },
  },

  // The card QR: one card, staff tap the offer the holder asks for (the next free use is served).
  {
    name: 'a card QR of a good card lists its offers and serves the one tapped',
    situation: {},
    answers: { cardScan: 'valid', cardRedemption: 'valid', cardSync: 'applied', cardTablet: 'accepted' },
  },
  {
    name: 'a card QR on the card’s last day is served',
    situation: { expiry: 'today' },
    answers: { cardScan: 'valid', cardRedemption: 'valid', cardSync: 'applied', cardTablet: 'accepted' },
  },
  {
    name: 'a card QR whose tapped offer is used up is listed but not served; offline it is a duplicate on sync',
    situation: { offer: { total: 2, taken: 2 } },
    answers: { cardScan: 'valid', cardRedemption: 'none_left', cardSync: 'duplicate', cardTablet: 'accepted' },
  },
  {
    name: 'a card QR of a refunded card is void',
    situation: { card: 'refunded' },
    answers: { cardScan: 'voided', cardRedemption: 'voided', cardSync: 'invalid', cardTablet: 'voided' },
  },
  {
    name: 'a card QR of a card on hold is void',
    situation: { card: 'on_hold' },
    answers: { cardScan: 'voided', cardRedemption: 'voided', cardSync: 'invalid', cardTablet: 'voided' },
  },
  {
    name: 'a card QR past the card’s last day is expired',
    situation: { expiry: 'yesterday' },
    answers: { cardScan: 'expired', cardRedemption: 'expired', cardSync: 'invalid', cardTablet: 'expired' },
  },
  {
    name: 'another restaurant’s card QR is refused',
    situation: { restaurant: 'other' },
    answers: { cardScan: 'not_found', cardRedemption: 'not_found', cardSync: 'invalid', cardTablet: 'other_restaurant' },
  },
  {
    name: 'a card QR altered after signing is refused',
    situation: { token: 'tampered' },
    answers: { cardScan: 'not_found', cardRedemption: 'not_found', cardSync: 'invalid', cardTablet: 'not_genuine' },
  },
  {
    name: 'a card QR tapped for an offer not on its card is refused by the server; the tablet alone cannot know',
    situation: { offer: 'not_on_card' },
    answers: { cardRedemption: 'not_found', cardSync: 'invalid', cardTablet: 'accepted' },
  },
  {
    name: 'a card QR scanned on the card’s last day, synced the day after, is applied',
    situation: { expiry: 'yesterday', scanned: 'yesterday' },
    answers: { cardSync: 'applied' },
  },
  {
    name: 'a card QR scan dated in the future counts as now',
    situation: { scanned: 'future' },
    answers: { cardSync: 'applied' },
  },
  {
    name: 'a card QR scan from before the card was bought is refused',
    situation: { scanned: 'before_purchase' },
    answers: { cardSync: 'invalid' },
  },
  {
    name: 'a card QR scan more than 30 days old is refused',
    situation: { scanned: 'too_old' },
    answers: { cardSync: 'invalid' },
  },
];
