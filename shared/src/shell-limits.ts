/**
 * The product's numbers that the PWA's shell (every page's first download) and the card page read:
 * kept apart from limits.ts, which re-exports them, because a module goes into a chunk whole and
 * limits.ts also holds every fixed message.
 */

/** A seller's code in a share link: 6 characters of the same alphabet (about 30 bits). */
export const SELLER_CODE_LENGTH = 6;
export const EXPIRES_SOON_DAYS = 30;
export const MOBILE_BREAKPOINT_PX = 768;
export const USER_STALE_TIME_MS = 5 * 60 * 1000;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1000000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_MAX_WIDTH_PX = 420;
export const TOAST_HOTKEY = 'F8';

/** The four offer types with their own icon on the card view. */
export const KNOWN_OFFER_TYPES = ['Free Fowl Balls', 'Free Appetizers', 'BOGO Pizza', 'Free Kids Meals'] as const;
