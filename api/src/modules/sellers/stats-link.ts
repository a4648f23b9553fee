import { createHmac, randomBytes } from 'node:crypto';
import { sha256Hex } from '../../db/client.ts';

/**
 * Seller stats links, kept hashed (PRODUCT.md, "Safety, tightened again"). The token is an HMAC
 * of the seller's code and link generation under a key drawn from the server's secret: the
 * database keeps only its SHA-256, so a copy of the database opens no seller's page, while the
 * coordinator's roster can still show each link (it makes the token again and checks it against
 * the kept hash). "Make a new link" raises the generation, which ends the previous link.
 */
export type StatsLinkKey = Buffer;

const keys = new Map<string, StatsLinkKey>();

/** The key of one server secret, for stats links only (a different purpose gives a different key). */
export function statsLinkKey(secret: string): StatsLinkKey {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('dealcard seller stats links v1').digest();
    keys.set(secret, key);
  }
  return key;
}

/** 32 characters of base64url: 192 bits. */
export function statsTokenOf(key: StatsLinkKey, code: string, generation: number): string {
  return createHmac('sha256', key).update(`${code}:${generation}`).digest('base64url').slice(0, 32);
}

export const hashStatsToken = (token: string) => sha256Hex(token);

export interface StatsLinked {
  code: string;
  statsLinkGen: number;
  statsTokenHash: string;
}

/** The columns of a seller's link of one generation. */
export function statsLinkColumns(key: StatsLinkKey, code: string, generation: number) {
  return { statsLinkGen: generation, statsTokenHash: hashStatsToken(statsTokenOf(key, code, generation)) };
}

/** Columns for a link nobody can show again (a seller made without the server's key). */
export function unshownStatsLinkColumns() {
  return { statsLinkGen: 0, statsTokenHash: hashStatsToken(randomBytes(24).toString('base64url')) };
}

/**
 * The seller's current token, or null when the kept hash is not of a link this key makes: a link
 * e-mailed before tokens were hashed, or made under an earlier secret. It still opens the page;
 * only a new link can be shown.
 */
export function currentStatsToken(key: StatsLinkKey, seller: StatsLinked): string | null {
  const token = statsTokenOf(key, seller.code, seller.statsLinkGen);
  return hashStatsToken(token) === seller.statsTokenHash ? token : null;
}
