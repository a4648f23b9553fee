import { z } from 'zod';

/** Every `code` the API puts in an error body: clients branch on these, never on messages. */
export const ERROR_CODES = [
  // By HTTP status, when nothing more precise applies.
  'bad_request',
  'unauthorized',
  'payment_failed',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'error',
  'internal',
  'validation_failed',
  'malformed_path',
  'malformed_body',
  'cross_origin',
  // The JSON body parser's own.
  'entity.parse.failed',
  'entity.too.large',
  'encoding.unsupported',
  'charset.unsupported',
  'request.aborted',
  // Accounts and restaurants.
  'email_taken',
  'invalid_credentials',
  'already_owner',
  'no_restaurant',
  'restaurant_required',
  'nonprofit_not_found',
  'nonprofit_has_campaigns',
  'no_contact_email',
  // Campaigns.
  'invalid_transition',
  'campaign_has_cards',
  'slug_conflict',
  'short_code_conflict',
  'campaign_inactive',
  // Payments and cards.
  'card_declined',
  'card_exists',
  'card_expired',
  'buyer_missing',
  'payment_incomplete',
  'payment_mismatch',
  'payment_not_found',
  'bad_signature',
  'no_remaining_quantity',
  'link_expired',
  'card_refunded',
  'card_on_hold',
  'not_refundable',
  'refund_failed',
  'provider_mismatch',
  'refund_in_progress',
  'payout_exceeds_due',
  'already_undone',
  'undo_too_late',
  'link_invalid',
  // Selling in person.
  'remittance_exceeds_owed',
  'invite_invalid',
  'invite_sign_in',
  'invite_role_taken',
  'seller_email_taken',
  'unknown_seller',
  'void_refused',
  'csv_invalid',
  // Printed cards.
  'activation_used',
  'activation_void',
  'campaign_ended',
  'batch_void',
  'codes_refused',
  'held_by_other_seller',
  // Kiosk.
  'not_paired',
  'device_revoked',
  'pairing_code_expired',
  'pairing_code_invalid',
  'pairing_code_used',
  // Uploads.
  'empty_file',
  'file_too_large',
  'unsupported_type',
  'upload_expired',
  'upload_quota',
  // A report whose caller went away before it ran.
  'cancelled',
  // A wallet's own service did not answer (the card itself is fine).
  'wallet_unavailable',
  // Safety (issue 39).
  'email_quota',
  'campaign_closed',
  'campaign_changed',
  'duplicate_reference',
  'password_is_email',
  // Lists with a cap (decision 030): one more is refused.
  'locations_full',
  'tablets_full',
  'sellers_full',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every API error. */
export interface ApiErrorBody {
  error: string;
  code?: ErrorCode;
  issues?: Record<string, string[]>;
}

/**
 * Bounds of an error body, for the OpenAPI document. A message is one of ours (a line or two,
 * "no such call" with the request's path, which Node caps with the request line at 16 KiB) or
 * zod's, which may quote a key the body sent ("Unrecognized key"): no longer than the largest JSON
 * body the API reads (a roster import's 512 KiB) and a line of words.
 */
export const ERROR_TEXT_MAX = 512 * 1024 + 1024;
const ISSUE_PATH_MAX = 200;
const ISSUES_PER_FIELD_MAX = 20;

/** The body of every API error (`ApiErrorBody`), as a schema. */
export const ApiErrorBodySchema = z.object({
  error: z.string().max(ERROR_TEXT_MAX),
  code: z.enum(ERROR_CODES).optional(),
  issues: z.record(z.string().max(ISSUE_PATH_MAX), z.array(z.string().max(ERROR_TEXT_MAX)).max(ISSUES_PER_FIELD_MAX)).optional(),
});
