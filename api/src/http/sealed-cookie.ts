import { unsealData } from 'iron-session';

/** The value of one cookie from a Cookie header, decoded the way iron-session reads it; undefined when absent. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The Cookie header without the cookie `name` (undefined when nothing is left). */
export function withoutCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return header;
  const kept = header.split(';').filter((part) => {
    const eq = part.indexOf('=');
    return (eq < 0 ? part : part.slice(0, eq)).trim() !== name;
  });
  return kept.length ? kept.join(';') : undefined;
}

/** The expiry an iron seal carries (ms since the epoch), or null when it has none or is malformed. */
export function sealExpiry(seal: string): number | null {
  const parts = seal.split('~')[0]!.split('*');
  if (parts.length !== 8 || !parts[5]) return null;
  const expiry = Number(parts[5]);
  return Number.isSafeInteger(expiry) ? expiry : null;
}

export interface UnsealCache<T> {
  /** The sealed data, or an empty object for a seal that is expired, forged or made with another password. */
  unseal(seal: string): Promise<Partial<T>>;
  readonly size: number;
}

/**
 * Unsealing an iron cookie costs two key derivations, an HMAC and an AES decryption: about a third
 * of a kiosk verify's CPU when done on every call. A seal cannot change and authenticates itself,
 * so the outcome of a successful unseal is kept, keyed by the exact sealed string, until the
 * seal's own expiry. Only what the seal says is cached: the database checks that follow it
 * (a revoked tablet, a signed-out session) still run on every request. Bounded: when full, the
 * oldest entry goes first; failures are never cached, so junk cookies cannot fill it.
 */
export function createUnsealCache<T extends object>(options: {
  password: string;
  ttlSeconds: number;
  max?: number;
  now?: () => number;
}): UnsealCache<T> {
  const { password, ttlSeconds, max = 10_000, now = Date.now } = options;
  const entries = new Map<string, { data: Partial<T>; expiresAt: number }>();
  return {
    async unseal(seal) {
      const hit = entries.get(seal);
      if (hit) {
        if (hit.expiresAt > now()) return { ...hit.data };
        entries.delete(seal);
      }
      let data: Partial<T>;
      try {
        data = (await unsealData<T>(seal, { password, ttl: ttlSeconds })) as Partial<T>;
      } catch {
        // Not a seal at all (forged or mangled): the same as none, never an error.
        return {};
      }
      const expiresAt = sealExpiry(seal);
      if (expiresAt !== null && expiresAt > now() && Object.keys(data).length > 0) {
        if (entries.size >= max) entries.delete(entries.keys().next().value!);
        entries.set(seal, { data: { ...data }, expiresAt });
      }
      return data;
    },
    get size() {
      return entries.size;
    },
  };
}
