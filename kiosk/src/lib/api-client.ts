import { t } from '@lingui/core/macro';
import type { ApiErrorBody } from '@dealcard/shared';
import { currentLanguage } from '../i18n/i18n.tsx';
import { useConnection } from './connection-store.ts';

/** A call the server answered with an error; `serverMessage` is what a person should read. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiErrorBody> | null,
  ) {
    super(body?.error ?? `Request failed (${status})`);
  }
  get serverMessage(): string | undefined {
    return typeof this.body?.error === 'string' ? this.body.error : undefined;
  }
  get code(): string | undefined {
    return this.body?.code;
  }
}

/** The request never reached the server: the tablet is offline or the server is down. */
export class ConnectionError extends Error {
  constructor() {
    // Screens say it in the staff's language (errorMessage below); this is for the console.
    super('The request did not reach the server');
  }
}

/** A device cookie that no longer counts: the tablet must be paired again. */
export const isUnpaired = (err: unknown): err is ApiError => err instanceof ApiError && err.status === 401;

/**
 * `timeoutMs`: a call that gets no answer in time counts as a lost connection (a counter cannot
 * wait on a network that is up but not getting through).
 */
export async function api<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; timeoutMs?: number } = {},
): Promise<T> {
  const { method = 'GET', body, timeoutMs } = options;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      // The server's messages come back in the language the staff chose, not only the browser's.
      headers: {
        'Accept-Language': currentLanguage(),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    });
  } catch {
    useConnection.getState().setReachable(false);
    throw new ConnectionError();
  }
  // A gateway error means the server behind it is gone, which is a lost connection too.
  if (res.status === 502 || res.status === 503 || res.status === 504) {
    useConnection.getState().setReachable(false);
    throw new ConnectionError();
  }
  useConnection.getState().setReachable(true);
  if (!res.ok) {
    let parsed: Partial<ApiErrorBody> | null = null;
    try {
      parsed = (await res.json()) as Partial<ApiErrorBody>;
    } catch {
      parsed = null;
    }
    throw new ApiError(res.status, parsed);
  }
  return (await res.json()) as T;
}

export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.serverMessage ?? fallback;
  if (err instanceof ConnectionError) return t`Offline — codes cannot be checked until the connection returns`;
  return fallback;
}
