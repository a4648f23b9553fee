import type { z } from 'zod';
import { UnsubscribeParamsSchema } from '@dealcard/shared';

/**
 * Every call of the API, by hand: what it does, the status of its success and the errors that
 * its service may answer beyond the ones the route's shape already tells (400 for bad input, 401
 * and 403 behind a session or a tablet, 404 with a path parameter, 413 with a body, 429 and 500
 * everywhere). The request and answer schemas are not repeated here: the document takes them from
 * the route's own `validate` (http/validate.ts), the schemas it parses and answers by. A route
 * missing here, or an entry with no route, fails openapi.test.ts.
 */
export interface Operation {
  summary: string;
  /** The status of success: 200 unless said. */
  status?: 200 | 201 | 202 | 204 | 301 | 302;
  /** Errors the call's service gives, beyond those its shape tells. */
  errors?: number[];
  /** An answer that is not JSON (a redirect, a file): its media type and what it is. */
  answer?: { type: string; description: string; maxBytes?: number };
  /** For a route without `validate`: its path parameters. */
  params?: z.ZodObject;
  /** For a route that reads its body raw: what it is. */
  rawBody?: { type: string; description: string };
}

const redirect = (description: string) => ({ type: 'redirect', description });
const pkpass = { type: 'application/vnd.apple.pkpass', description: 'the pass, signed', maxBytes: 1024 * 1024 };

export const OPERATIONS: Record<string, Operation> = {
  // The card holder.
  'GET /api/cards/{accessCode}': { summary: "The card holder's card, offers, locations and redemptions, by its access code" },
  'GET /api/cards/{accessCode}/wallet/google': {
    summary: "Save the card to Google Wallet: a redirect to Google's save page",
    status: 302,
    answer: redirect("Google Wallet's save page"),
  },
  'GET /api/cards/{accessCode}/wallet/apple': { summary: 'The card as an Apple Wallet pass', answer: pkpass },
  'POST /api/cards/{accessCode}/redeem': { summary: 'Redeem an offer of the card: a six-digit code', status: 201, errors: [409] },
  'GET /api/cards/{accessCode}/vouchers': { summary: "The card's offline vouchers and card QR token" },
  'POST /api/find-my-card': { summary: 'E-mail a 30-minute link to the cards on file for an address', status: 202 },
  'GET /api/find-my-card/{token}': { summary: 'The cards a Find My Card link opens', errors: [410] },
  'POST /api/unsubscribe/{token}': { summary: 'Stop the reminders and announcements of a card' },
  'GET /api/unsubscribe/{token}/status': { summary: 'Whether a card still gets reminders' },
  'GET /api/unsubscribe/{token}': {
    summary: "An unsubscribe link from an e-mail: a redirect to the site's unsubscribe page",
    status: 302,
    answer: redirect('the unsubscribe page'),
    params: UnsubscribeParamsSchema,
  },
  // Buying.
  'GET /api/config': { summary: "The site's configuration for the web apps" },
  'GET /api/campaigns/active': { summary: 'Campaigns on sale, a page at a time' },
  'GET /api/campaigns/{slug}': { summary: "A campaign's public page" },
  'POST /api/campaigns/{slug}/create-payment-intent': {
    summary: 'Start paying for a card (or a gift)',
    errors: [402, 409],
  },
  'POST /api/payments/{paymentIntentId}/buyer': { summary: 'Attach the buyer to a payment', errors: [409] },
  'POST /api/purchase-card': { summary: 'The card a succeeded payment bought (made once)', errors: [402, 409] },
  'POST /api/demo-payments/{paymentIntentId}/confirm': { summary: "The demo provider's card form", errors: [402, 409] },
  'POST /api/stripe/webhook': {
    summary: "Stripe's events (payments, refunds, disputes), signed",
    rawBody: { type: 'application/json', description: "Stripe's event, checked against its signature" },
  },
  'POST /api/activate': { summary: 'Activate a printed card by its code: a cash sale', status: 201, errors: [409] },
  // Fundraising.
  'POST /api/campaigns/{slug}/sellers': { summary: 'A student signs up to sell', status: 201, errors: [409] },
  'GET /api/campaigns/{slug}/leaderboard': { summary: "A campaign's sellers and teams, ranked" },
  'GET /api/sellers/{token}': { summary: "A seller's own page, by their private link" },
  'GET /api/nonprofit-dashboard/{token}': { summary: "A nonprofit's dashboard, by its private link", errors: [410] },
  'GET /api/invites/{token}': { summary: 'A coordinator invitation', errors: [410] },
  'POST /api/invites/{token}/accept': { summary: 'Accept a coordinator invitation', errors: [409, 410] },
  // Accounts.
  'POST /api/auth/signup': { summary: 'Create an account (a restaurant owner)', status: 201, errors: [409] },
  'POST /api/auth/login': { summary: 'Sign in' },
  'POST /api/auth/logout': { summary: 'Sign out' },
  'GET /api/login': { summary: 'The sign-in page, from an old link', status: 302, answer: redirect('the sign-in page') },
  'GET /api/logout': { summary: 'Sign out and go to the home page', status: 302, answer: redirect('the home page') },
  'GET /api/user': { summary: 'The signed-in person, or null' },
  'GET /api/health': { summary: 'Whether the database answers' },
  'GET /api/openapi.json': { summary: 'This document' },
  // Uploads.
  'POST /api/objects/upload': { summary: 'A URL to upload one logo to', errors: [429] },
  'PUT /api/objects/upload/{token}': {
    summary: 'Upload a logo (PNG, JPEG or WebP) to its URL',
    status: 201,
    errors: [410, 415],
    rawBody: { type: 'application/octet-stream', description: 'the image' },
  },
  'GET /objects/uploads/{id}': {
    summary: 'A stored logo',
    answer: { type: 'image/*', description: 'the image, as its bytes were checked to be', maxBytes: 5 * 1024 * 1024 },
  },
  'GET /kiosk': { summary: "The kiosk app's address without its slash", status: 301, answer: redirect('/kiosk/') },
  // The platform administrator.
  'GET /api/admin/campaigns': { summary: 'Every campaign, for review' },
  'POST /api/admin/campaigns': { summary: 'Create a campaign for a restaurant', status: 201, errors: [409] },
  'GET /api/admin/campaigns/{id}/audit': { summary: "A campaign's audit trail" },
  'POST /api/admin/campaigns/{id}/approve': { summary: 'Approve a campaign', errors: [409] },
  'POST /api/admin/campaigns/{id}/reject': { summary: 'Reject a campaign', errors: [409] },
  'PATCH /api/admin/campaigns/{id}/toggle': { summary: 'Pause or resume a campaign', errors: [409] },
  'DELETE /api/admin/campaigns/{id}/archive': { summary: 'Archive a campaign', errors: [409] },
  'GET /api/admin/restaurants': { summary: 'Every restaurant' },
  'POST /api/admin/restaurants': { summary: 'Create a restaurant', status: 201, errors: [409] },
  'PUT /api/admin/restaurants/{id}': { summary: 'Change a restaurant', errors: [409] },
  'DELETE /api/admin/restaurants/{id}': { summary: 'Deactivate a restaurant', errors: [409] },
  'GET /api/admin/nonprofits': { summary: 'Every nonprofit' },
  'GET /api/admin/reports': { summary: "The platform's report" },
  'GET /api/admin/cards': { summary: 'Search cards' },
  'GET /api/admin/cards/{id}': { summary: "A card's history" },
  'POST /api/admin/cards/{id}/refund': { summary: 'Refund a card', errors: [409] },
  'GET /api/admin/payouts': { summary: 'What each nonprofit and restaurant is due' },
  'POST /api/admin/payouts': { summary: 'Record a payout', status: 201, errors: [409] },
  'POST /api/admin/remittances': { summary: "Record a nonprofit's remittance of cash sales", status: 201, errors: [409] },
  'GET /api/admin/reconciliation': { summary: "The reconciliation sweep's last results" },
  // The restaurant owner.
  'POST /api/restaurants/onboard': { summary: 'Set up the owner’s restaurant', status: 201, errors: [409] },
  'GET /api/restaurants': { summary: "The caller's restaurants" },
  'GET /api/restaurants/me': { summary: "The caller's restaurant" },
  'PUT /api/restaurants/me': { summary: "Change the caller's restaurant's settings", errors: [409] },
  'GET /api/restaurants/reports': { summary: "The restaurant's report" },
  'GET /api/restaurants/money': { summary: "The restaurant's money: sales, shares and payouts" },
  'GET /api/restaurants/{id}': { summary: 'A restaurant' },
  'GET /api/campaigns/restaurant/me': { summary: "The restaurant's campaigns" },
  'POST /api/campaigns': { summary: 'Submit a campaign for approval', status: 201, errors: [409] },
  'PUT /api/campaigns/{id}': { summary: 'Change a campaign not yet live', errors: [409] },
  'POST /api/campaigns/{id}/withdraw': { summary: 'Withdraw a submitted campaign', errors: [409] },
  'GET /api/nonprofits': { summary: "The restaurant's nonprofit partners" },
  'POST /api/nonprofits': { summary: 'Add a nonprofit partner', status: 201, errors: [409] },
  'PUT /api/nonprofits/{id}': { summary: 'Change a nonprofit partner', errors: [409] },
  'DELETE /api/nonprofits/{id}': { summary: 'Remove a nonprofit partner without campaigns', errors: [409] },
  'GET /api/locations': { summary: "The restaurant's locations" },
  'POST /api/locations': { summary: 'Add a location', status: 201 },
  'PUT /api/locations/{id}': { summary: 'Change a location' },
  'DELETE /api/locations/{id}': { summary: 'Remove a location' },
  'GET /api/redemptions': { summary: "The restaurant's redemptions, a page at a time" },
  'POST /api/redemptions/{id}/undo': { summary: 'Undo a redemption (7 days)', errors: [409] },
  // Kiosk tablets.
  'POST /api/kiosk/pairing-codes': { summary: 'A code to pair a tablet with a location', status: 201 },
  'GET /api/kiosk/devices': { summary: "The restaurant's paired tablets" },
  'DELETE /api/kiosk/devices/{id}': { summary: 'Revoke a tablet' },
  'POST /api/kiosk/pair': { summary: 'Pair this tablet with a pairing code', status: 201, errors: [409, 410] },
  'GET /api/kiosk/me': { summary: 'This tablet' },
  'GET /api/kiosk/redemptions': { summary: "This tablet's recent redemptions" },
  'POST /api/kiosk/verify': { summary: 'Verify a six-digit code at the counter' },
  'POST /api/kiosk/vouchers': { summary: 'Scan an offline voucher' },
  'POST /api/kiosk/card-scans': { summary: "Scan a card's QR: its offers" },
  'POST /api/kiosk/card-redemptions': { summary: 'Redeem the offer staff tapped after a card scan' },
  'GET /api/kiosk/offline-kit': { summary: 'What the tablet needs to check vouchers offline' },
  'POST /api/kiosk/sync': { summary: 'Send the vouchers scanned offline' },
  'POST /api/kiosk/redemptions/{id}/undo': { summary: 'Undo a redemption at the tablet (15 minutes)', errors: [409] },
  // Nonprofits, coordinators and sellers.
  'GET /api/nonprofits/{id}/money': { summary: "A nonprofit's money: raised, cash owed and payouts" },
  'POST /api/nonprofits/{id}/dashboard-link': { summary: "E-mail the nonprofit's contact a dashboard link", status: 202 },
  'GET /api/nonprofits/{id}/dashboard': { summary: "A nonprofit's dashboard" },
  'POST /api/nonprofits/{id}/coordinator-invite': { summary: "Invite the nonprofit's contact as coordinator", status: 202 },
  'GET /api/nonprofits/{id}/roster': { summary: "A nonprofit's sellers and teams" },
  'POST /api/nonprofits/{id}/roster': { summary: 'Add a seller', status: 201, errors: [409] },
  'POST /api/nonprofits/{id}/roster/import': { summary: 'Add sellers from a CSV', errors: [409] },
  'PATCH /api/nonprofits/{id}/roster/{sellerId}': { summary: 'Change a seller', errors: [409] },
  'POST /api/nonprofits/{id}/roster/{sellerId}/stats-link': { summary: "A new private link for a seller's page" },
  'GET /api/nonprofits/{id}/cash-sales': { summary: "A nonprofit's cash sales" },
  'POST /api/nonprofits/{id}/cash-sales': { summary: 'Record a cash sale: a card', status: 201, errors: [409] },
  'POST /api/nonprofits/{id}/cash-sales/{cardId}/void': { summary: 'Void a cash sale (48 hours)', errors: [409] },
  // Printed cards.
  'GET /api/campaigns/{id}/printed-batches': { summary: "A campaign's printed batches" },
  'POST /api/campaigns/{id}/printed-batches': { summary: 'Make a batch of printed cards', status: 201, errors: [409] },
  'GET /api/printed-batches/{id}': { summary: 'A printed batch and its cards' },
  'POST /api/printed-batches/{id}/assign': { summary: 'Hand printed cards to a seller', errors: [409] },
  'POST /api/printed-batches/{id}/void': { summary: 'Void a lost batch', errors: [409] },
  'POST /api/printed-batches/{id}/void-cards': { summary: 'Void some printed cards', errors: [409] },
  // Development only.
  'GET /api/dev/outbox': { summary: 'The e-mails written to the outbox (development only)' },
  'GET /api/dev/outbox/{id}': { summary: 'One e-mail of the outbox (development only)' },
  // Apple's pass web service.
  'POST /api/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}': {
    summary: 'Apple: a device registers for updates of a pass',
    status: 201,
    answer: { type: 'none', description: 'registered (200 when it already was)' },
  },
  'GET /api/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}': {
    summary: "Apple: the serial numbers of a device's passes updated since a tag (204 when none)",
  },
  'DELETE /api/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}': {
    summary: 'Apple: a device stops updates of a pass',
    answer: { type: 'none', description: 'unregistered' },
  },
  'GET /api/wallet/apple/v1/passes/{passTypeIdentifier}/{serialNumber}': {
    summary: 'Apple: the latest version of a pass (304 when unchanged)',
    answer: pkpass,
  },
  'POST /api/wallet/apple/v1/log': { summary: "Apple: a device's log lines", answer: { type: 'none', description: 'logged' } },
};
