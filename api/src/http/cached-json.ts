import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { Sent } from './validate.ts';

declare const cachedBody: unique symbol;

/** A JSON body (of type T) serialized once, with its gzip and strong ETags, kept until `expiresAt`. */
export interface CachedJson<T = unknown> {
  /** Never set: the type of the body the bytes hold. */
  readonly [cachedBody]?: T;
  json: Buffer;
  gzip: Buffer;
  /** Strong ETag of the identity representation. */
  etag: string;
  /** Strong ETag of the gzip representation (a different representation, so a different tag). */
  gzipEtag: string;
  expiresAt: number;
}

export interface JsonCacheOptions {
  /** How long a built body is served before it is built again. */
  ttlMs: number;
  /** At most this many keys are kept; the oldest entry goes first. */
  maxEntries: number;
  /** The clock, injectable for tests. */
  now?: () => number;
}

export function serializeJson<T>(value: T, expiresAt: number): CachedJson<T> {
  const json = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  return { json, gzip: gzipSync(json), etag: `"${hash}"`, gzipEtag: `"${hash}-gz"`, expiresAt };
}

/**
 * Serialized response bodies by key for a short time: `fresh` answers an entry still within its
 * lifetime, `put` serializes a value (JSON, gzip, ETags) once and keeps it. Bounded: past
 * `maxEntries` keys the oldest entry is dropped.
 */
export class JsonCache<K, T = unknown> {
  private readonly entries = new Map<K, CachedJson<T>>();
  private readonly now: () => number;

  constructor(private readonly options: JsonCacheOptions) {
    // Read the clock at each call (not Date.now captured once), so a faked Date in a test applies.
    this.now = options.now ?? (() => Date.now());
  }

  fresh(key: K): CachedJson<T> | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt > this.now()) return hit;
    this.entries.delete(key);
    return undefined;
  }

  put(key: K, value: T): CachedJson<T> {
    const entry = serializeJson(value, this.now() + this.options.ttlMs);
    this.entries.delete(key);
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, entry);
    return entry;
  }

  /** The fresh entry, or the one `build` makes now. */
  get(key: K, build: () => T): CachedJson<T> {
    return this.fresh(key) ?? this.put(key, build());
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Whether Accept-Encoding lets us answer with gzip (listed, or `*`, with a non-zero q). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const weight = Number.isFinite(q) ? q : 0;
    if (name.trim() === 'gzip' || name.trim() === 'x-gzip') gzip = weight;
    else if (name.trim() === '*') any = weight;
  }
  return (gzip ?? any ?? 0) > 0;
}

/** The entity tags of If-None-Match (weak comparison, as RFC 9110 asks for this header). */
function noneMatch(header: string | undefined, tags: string[]): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => tags.includes(t.trim().replace(/^W\//, '')));
}

/**
 * Answers with a cached body: 304 when If-None-Match names it, the precomputed gzip when the
 * client accepts it, the plain JSON otherwise. Vary: Accept-Encoding, since the body depends on
 * it; Cache-Control: no-cache, so browsers revalidate (cheaply, by ETag) instead of keeping a
 * copy past the server's own short lifetime.
 */
export function sendCachedJson<T>(req: Request, res: Response, body: CachedJson<T>): Sent<T> {
  const gzip = acceptsGzip(req.headers['accept-encoding']);
  const etag = gzip ? body.gzipEtag : body.etag;
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', etag);
  if (noneMatch(req.headers['if-none-match'], [body.etag, body.gzipEtag])) {
    res.status(304).end();
    return new Sent<T>(null);
  }
  const payload = gzip ? body.gzip : body.json;
  res.status(200);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', payload.length);
  res.end(payload);
  return new Sent<T>(body.json);
}
