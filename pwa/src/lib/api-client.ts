import { t } from '@lingui/core/macro';
import type { ApiErrorBody } from '@dealcard/shared';
import { currentLanguage } from '../i18n/i18n.tsx';

/**
 * A failed call. `message` is "{status}: {body text}"; `serverMessage`
 * is the body's `error` field, which screens show to people.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: Partial<ApiErrorBody> | null,
  ) {
    super(`${status}: ${bodyText}`);
  }
  get serverMessage(): string | undefined {
    return typeof this.body?.error === 'string' ? this.body.error : undefined;
  }
  get issues(): Record<string, string[]> | undefined {
    return this.body?.issues;
  }
}

/**
 * The server's final "no such thing": 404, or 400 for a key that cannot exist (a malformed card
 * code). Asking again will not change it.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Thrown when the device has no connection, so screens can say so instead of "failed". */
export class OfflineError extends Error {
  constructor() {
    super(t`You are offline. Check your connection and try again.`);
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** Every call carries cookies; a JSON body and its content-type are sent only when there is a payload. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  let res: Response;
  try {
    res = await fetch(withQuery(path, query), {
      method,
      credentials: 'include',
      // The server's messages come back in the person's language, not only the browser's.
      headers: {
        'Accept-Language': currentLanguage(),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (err) {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError();
    throw err;
  }
  if (!res.ok) {
    const text = await res.text();
    let parsed: Partial<ApiErrorBody> | null = null;
    try {
      parsed = text ? (JSON.parse(text) as Partial<ApiErrorBody>) : null;
    } catch {
      parsed = null;
    }
    throw new ApiError(res.status, text || res.statusText, parsed);
  }
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** The server's message when there is one, else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof OfflineError) return error.message;
  return fallback;
}
