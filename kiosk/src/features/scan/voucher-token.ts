import {
  CardTokenPayloadSchema,
  VoucherPayloadSchema,
  VoucherTokenSchema,
  type CardTokenPayload,
  type VoucherPayload,
} from '@dealcard/shared';

/**
 * Reading a voucher: `base64url(payload JSON) + "." + base64url(Ed25519 signature over the
 * payload bytes)`. Nothing here checks the signature; this only says what the QR code claims.
 */

export interface ParsedToken<P> {
  /** The token as the server wants it back. */
  token: string;
  payload: P;
  /** The exact bytes that were signed. */
  payloadBytes: Uint8Array<ArrayBuffer>;
  signature: Uint8Array<ArrayBuffer>;
}
export type ParsedVoucher = ParsedToken<VoucherPayload>;
/** A card QR: the card, its restaurant, its last day and the holder's first name; staff pick the offer. */
export type ParsedCardQr = ParsedToken<CardTokenPayload>;

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** base64url (no padding, as the server writes it; padding tolerated) to bytes; null when malformed. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.replace(/=+$/, '');
  if (!BASE64URL.test(clean) || clean.length % 4 === 1) return null;
  const b64 = clean.replace(/-/g, '+').replace(/_/g, '/');
  let binary: string;
  try {
    binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The voucher token in what a QR code holds: the token itself, or a link that carries it
 * (`#<token>`, `?v=<token>` or `?token=<token>`), so a phone may show either.
 */
export function voucherTokenFromQr(text: string): string | null {
  const trimmed = text.trim();
  if (VoucherTokenSchema.safeParse(trimmed).success) return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  const candidates = [url.hash.slice(1), url.searchParams.get('v'), url.searchParams.get('token')];
  for (const candidate of candidates) {
    if (candidate && VoucherTokenSchema.safeParse(candidate).success) return candidate;
  }
  return null;
}

/** What a QR code says, when it is a well-formed voucher; null for anything else (a card QR included). */
export function parseVoucherToken(text: string): ParsedVoucher | null {
  return parseToken(text, VoucherPayloadSchema);
}

/** What a QR code says, when it is a well-formed card QR; null for anything else (a voucher included). */
export function parseCardQrToken(text: string): ParsedCardQr | null {
  return parseToken(text, CardTokenPayloadSchema);
}

/** A shared payload schema, as far as reading a token needs it. */
interface PayloadSchema<P> {
  safeParse(value: unknown): { success: true; data: P } | { success: false };
}

function parseToken<P extends { e: string }>(text: string, schema: PayloadSchema<P>): ParsedToken<P> | null {
  const token = voucherTokenFromQr(text);
  if (!token) return null;
  const [body = '', sig = ''] = token.split('.');
  const payloadBytes = base64UrlToBytes(body);
  const signature = base64UrlToBytes(sig);
  if (!payloadBytes || !signature || signature.length !== 64) return null;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payloadBytes));
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success || !/^\d{4}-\d{2}-\d{2}$/.test(parsed.data.e)) return null;
  return { token, payload: parsed.data, payloadBytes, signature };
}
