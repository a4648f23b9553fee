import type { Router } from 'express';
import type { AppDeps } from './app-deps.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { cardReadRoutes } from './modules/cards/cards.routes.ts';
import { findMyCardRoutes } from './modules/find-my-card/find-my-card.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { objectRoutes } from './modules/uploads/objects.routes.ts';
import { uploadPutRoutes, uploadUrlRoutes } from './modules/uploads/uploads.routes.ts';
import { campaignManagementRoutes } from './modules/campaign-management/campaign-management.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { refundRoutes } from './modules/refunds/refunds.routes.ts';
import { payoutRoutes } from './modules/payouts/payouts.routes.ts';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation.routes.ts';
import { cardHistoryRoutes } from './modules/card-history/card-history.routes.ts';
import { sellerRoutes } from './modules/sellers/sellers.routes.ts';
import { counterRoutes } from './modules/counter/counter.routes.ts';
import { nonprofitDashboardRoutes } from './modules/nonprofit-dashboard/nonprofit-dashboard.routes.ts';
import { kioskRoutes } from './modules/kiosk/kiosk.routes.ts';
import { restaurantRoutes } from './modules/restaurants/restaurants.routes.ts';
import { nonprofitRoutes } from './modules/nonprofits/nonprofits.routes.ts';
import { locationRoutes } from './modules/locations/locations.routes.ts';
import { portalCampaignRoutes } from './modules/portal-campaigns/portal-campaigns.routes.ts';
import { publicCampaignRoutes } from './modules/public-campaigns/public-campaigns.routes.ts';
import { purchaseRoutes } from './modules/purchases/purchases.routes.ts';
import { devOutboxRoutes } from './mail/dev-outbox.routes.ts';
import { coordinatorRoutes } from './modules/coordinators/coordinators.routes.ts';
import { rosterRoutes } from './modules/roster/roster.routes.ts';
import { cashSaleRoutes } from './modules/cash-sales/cash-sales.routes.ts';
import { stripeWebhookRoutes } from './modules/purchases/stripe-webhook.routes.ts';
import { activationRoutes, printedCardRoutes } from './modules/printed-cards/printed-cards.routes.ts';
import { reminderRoutes } from './modules/reminders/reminders.routes.ts';
import { appleWalletRoutes } from './wallet/apple/apple-wallet.routes.ts';
import { googleWalletRoutes } from './wallet/google/google.routes.ts';
import { openApiRoutes } from './openapi/openapi.routes.ts';

type RouterFactory = (deps: AppDeps) => Router;

/**
 * Mounted under /api first, before everything else there: the busiest call of all, the card
 * holder's card, which reads no body and no session, so it skips the raw-body routers, the JSON
 * parser and the session look-up (docs/decisions/009). The card's "Save to Google Wallet" link
 * reads no more than the card read. The API's OpenAPI document reads neither.
 */
export const anonymousReadRouters: RouterFactory[] = [cardReadRoutes, googleWalletRoutes, openApiRoutes];

/** Mounted under /api before the JSON body parser: routes that read raw bytes. */
export const rawBodyRouters: RouterFactory[] = [stripeWebhookRoutes, uploadPutRoutes];

/**
 * Mounted under /api after the JSON parser and the session. Express tries each route in turn, so
 * the busiest calls come first: the counter (the holder's redeem, the kiosk's verify and scans),
 * the kiosk, a printed card's activation and the public campaign pages (no two routers share a
 * path, so the order changes nothing else).
 */
export const apiRouters: RouterFactory[] = [
  counterRoutes,
  kioskRoutes,
  activationRoutes,
  publicCampaignRoutes,
  healthRoutes,
  authRoutes,
  uploadUrlRoutes,
  adminRoutes,
  refundRoutes,
  payoutRoutes,
  reconciliationRoutes,
  cardHistoryRoutes,
  portalCampaignRoutes,
  campaignManagementRoutes,
  purchaseRoutes,
  devOutboxRoutes,
  restaurantRoutes,
  nonprofitRoutes,
  locationRoutes,
  findMyCardRoutes,
  sellerRoutes,
  nonprofitDashboardRoutes,
  coordinatorRoutes,
  rosterRoutes,
  cashSaleRoutes,
  printedCardRoutes,
  reminderRoutes,
  appleWalletRoutes,
];

/** Mounted at the site root before the web apps (e.g. /objects/*). */
export const siteRouters: RouterFactory[] = [objectRoutes];
