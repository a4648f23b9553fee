/**
 * The longest list each answer gives (decision 030, "Caps on lists"): the route enforces each
 * number (a bound when the thing is created, or a LIMIT in its query) and the contract states it
 * as `.max()`, which the API document shows as `maxItems`.
 */
import { MAX_OFFERS } from './limits.ts';

/** Uses of one offer, as its form already allowed (1 to 1,000). */
export const MAX_OFFER_QUANTITY = 1000;
/** A card's vouchers: one per free use of each of its offers. */
export const CARD_VOUCHERS_MAX = MAX_OFFERS * MAX_OFFER_QUANTITY;
/** A card's redemptions shown, newest first: every use of every offer once (undone ones past it drop off). */
export const CARD_REDEMPTIONS_MAX = MAX_OFFERS * MAX_OFFER_QUANTITY;

/** Locations one restaurant may have: adding one more is refused. */
export const MAX_LOCATIONS = 50;
/** Paired tablets one restaurant may have at once: pairing one more is refused until one is revoked. */
export const MAX_KIOSK_DEVICES = 20;
/** Sellers one campaign may have (sign-up, the coordinator's roster and its import): one more is refused. */
export const MAX_SELLERS_PER_CAMPAIGN = 2000;

/** The admin's and an owner's lists of campaigns, restaurants and nonprofits: a page of them. */
export const ADMIN_LIST_PAGE = 500;
/** A campaign's audit entries, newest first. */
export const AUDIT_ENTRIES_MAX = 200;
/** The admin's card search: the first matches. */
export const ADMIN_CARDS_MAX = 50;
/** A card's history in the back office, newest first. */
export const CARD_HISTORY_MAX = 500;
/** Payouts, remittances and transfers shown on a money page, newest first. */
export const MONEY_MOVEMENTS_MAX = 200;
/** Printed batches of a campaign, newest first. */
export const PRINTED_BATCHES_MAX = 200;
/** Cash sales of a nonprofit shown, newest first. */
export const CASH_SALES_MAX = 200;
/** Cards Find My Card lists, of each kind (active, inactive), newest first. */
export const FIND_CARDS_MAX = 100;
/** Campaigns a nonprofit's dashboard shows, newest first. */
export const DASHBOARD_CAMPAIGNS_MAX = 50;
/** Campaigns a restaurant's report covers (stats and renewals), newest first. */
export const REPORT_CAMPAIGNS_MAX = 200;
/** Rows of a report grouped by a free-text name (offers), largest first. */
export const REPORT_GROUPS_MAX = 100;
/** Days of the report's redemptions by day (the last 30 days, both ends counted). */
export const REPORT_DAYS_MAX = 31;
/** Purchases the restaurant's report lists, newest first. */
export const RECENT_PURCHASES_LIMIT = 20;
/** Redemptions the tablet lists, newest first. */
export const RECENT_REDEMPTIONS_LIMIT = 30;
/** Offline conflicts the report lists, newest first. */
export const OFFLINE_CONFLICTS_MAX = 100;
/** Sales a seller's page lists, newest first. */
export const SELLER_RECENT_SALES_MAX = 10;
/** The development outbox's list, newest first. */
export const OUTBOX_LIST_LIMIT = 200;
/** Passes Apple's web service lists for one device, most recently changed first. */
export const APPLE_SERIALS_MAX = 500;
/**
 * Cards no longer active that the offline kit lists, newest first. The server checks every scan
 * again when the tablet syncs, so a card past this list is caught then (as a conflict).
 */
export const KIT_VOIDED_CARDS_MAX = 10_000;
/** Offers the offline kit lists: those of the newest 100 campaigns with a card still to serve. */
export const KIT_OFFERS_MAX = 100 * MAX_OFFERS;
