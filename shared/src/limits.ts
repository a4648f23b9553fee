/** The product's numbers and fixed messages, in one place for the apps and the server. */

// The few every page's shell needs live in shell-limits.ts, so the shell does not carry the rest.
export { MESSAGES } from './messages/shared-messages.ts';

export * from './shell-limits.ts';

export const ROLES = ['superadmin', 'restaurant_owner', 'customer', 'coordinator'] as const;
export const PRODUCT_TYPES = ['CAMPAIGN', 'BONUS', 'CLUB'] as const;
export const PRODUCT_TYPE_LABELS = { CAMPAIGN: 'Campaign', BONUS: 'Bonus', CLUB: 'Club' } as const;
/** `draft`: a pending campaign its owner withdrew from review (PRODUCT.md, "The owner's campaigns"). */
export const CAMPAIGN_STATUSES = ['pending', 'approved', 'rejected', 'archived', 'draft'] as const;

export const NONPROFIT_SHARE_PERCENT = 50;
export const CLUB_RESTAURANT_SHARE_PERCENT = 90;

export const CURRENCY = 'usd';
export const DEFAULT_CARD_PRICE_CENTS = 2000;
export const MIN_CARD_PRICE_CENTS = 100;
export const DEFAULT_EXPIRATION_MONTHS = 12;
export const MIN_EXPIRATION_MONTHS = 1;
export const MAX_EXPIRATION_MONTHS = 24;
export const MIN_OFFERS = 3;
export const MAX_OFFERS = 6;
export const DEFAULT_OFFER_ROWS = 4;
export const MIN_TOTAL_RETAIL_VALUE_CENTS = 10000;
export const MIN_OFFER_RETAIL_VALUE_CENTS = 100;
export const MIN_OFFER_QUANTITY = 1;
export const MIN_OFFER_NAME_LENGTH = 3;
export const MIN_OFFER_DESCRIPTION_LENGTH = 10;
export const MIN_CAMPAIGN_DESCRIPTION_LENGTH = 10;
export const DEFAULT_CAMPAIGN_LENGTH_DAYS = 30;

export const SHORT_CODE_LENGTH = 8;
export const REDEMPTION_CODE_LENGTH = 6;
export const REDEMPTION_CODE_MIN = 100000;
export const REDEMPTION_CODE_MAX = 999999;
/** Access codes: 14 characters of a 31-letter alphabet is about 69 bits of randomness. */
export const ACCESS_CODE_LENGTH = 14;
/** No 0/O, 1/I/L: a card holder reads these aloud or types them from paper. */
export const UNAMBIGUOUS_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Longest seller name kept: it is shown on the leaderboard, the poster and e-mails. */
export const SELLER_NAME_MAX = 60;
/** Sellers shown on a campaign's leaderboard. */
export const LEADERBOARD_SIZE = 10;
/** How long a nonprofit's dashboard link opens without an account. */
export const DASHBOARD_LINK_DAYS = 30;

export const FIND_CARD_LINK_MINUTES = 30;
export const KIOSK_PAIRING_CODE_MINUTES = 10;
export const KIOSK_PAIRING_CODE_LENGTH = 8;

export const LOGO_MAX_BYTES = 5242880;
/** What one signed-in user may upload in any 24 hours. */
export const UPLOAD_DAILY_LIMIT_BYTES = 50 * 1024 * 1024;
export const LOGO_MAX_FILES = 1;
export const UPLOAD_WIDGET_MAX_BYTES = 10485760;
export const UPLOAD_URL_TTL_SECONDS = 300;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const ONBOARDING_REDIRECT_MS = 1500;
export const STATE_CODE_LENGTH = 2;
export const MIN_ZIP_LENGTH = 5;
export const MIN_PHONE_LENGTH = 10;
export const MIN_SETTINGS_NAME_LENGTH = 2;
export const MIN_PASSWORD_LENGTH = 10;

export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 604800;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const DEFAULT_DESCRIPTION = 'Get exclusive restaurant deals while supporting a great cause';

export const CARD_TERMS = [
  'Valid at all participating locations',
  'NOT a gift card',
  'Not valid for alcohol, tax or gratuity',
  'Cannot be combined with other offers',
  'One use per visit unless specified',
  'Dine in only',
  'Customer pays applicable sales tax',
] as const;
