import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import type { GoogleWalletConfig } from '../../config.ts';

/** What the Wallet API needs of the issuer's service account (its JSON key file). */
export interface ServiceAccount {
  clientEmail: string;
  privateKeyPem: string;
  privateKeyId?: string;
}

/** The scope that lets a service account write its issuer's classes and objects. */
export const WALLET_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
/** Where the "Save to Google Wallet" link sends the holder; the signed JWT follows the last slash. */
export const SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** A refused or failed call to Google: the status says which (409 = already there, 404 = unknown). */
export class GoogleWalletError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the service account's JSON key as Google Cloud's console downloads it. */
export function readServiceAccount(keyFile: string): ServiceAccount {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(readFileSync(keyFile, 'utf8')) as Record<string, unknown>;
  } catch (err) {
    throw new Error(`GOOGLE_WALLET_KEY_FILE: cannot read ${keyFile} (${err instanceof Error ? err.message : String(err)})`);
  }
  const clientEmail = json.client_email;
  const privateKeyPem = json.private_key;
  if (typeof clientEmail !== 'string' || typeof privateKeyPem !== 'string') {
    throw new Error(`GOOGLE_WALLET_KEY_FILE: ${keyFile} is not a service account key (it needs client_email and private_key)`);
  }
  const privateKeyId = typeof json.private_key_id === 'string' ? json.private_key_id : undefined;
  return { clientEmail, privateKeyPem, privateKeyId };
}

export interface GoogleWalletClient {
  /** Inserts a generic class; false when it was already there (409). */
  insertClass(body: { id: string } & Record<string, unknown>): Promise<boolean>;
  /** Inserts a generic object; false when it was already there (409). */
  insertObject(body: { id: string } & Record<string, unknown>): Promise<boolean>;
  getObject(id: string): Promise<Record<string, unknown>>;
  /** Changes the fields given of an object already inserted (404 when there is none). */
  patchObject(id: string, body: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** The "Save to Google Wallet" link for objects already inserted: a JWT naming them by id only. */
  saveUrl(objectIds: string[], origins: string[]): Promise<string>;
  readonly clientEmail: string;
}

interface CachedToken {
  value: string;
  /** Epoch ms after which it is fetched again (a minute before Google's expiry). */
  renewAt: number;
}

const TIMEOUT_MS = 10_000;

/**
 * The Google Wallet REST client: an OAuth 2 access token got with a JWT assertion signed by the
 * service account (RFC 7523), kept until a minute before it expires, then JSON calls to the Wallet
 * API. Both addresses come from the settings, so tests point them at a local stand-in.
 */
export function createGoogleWalletClient(
  config: GoogleWalletConfig,
  options: { now?: () => number; account?: ServiceAccount } = {},
): GoogleWalletClient {
  const now = options.now ?? (() => Date.now());
  const account = options.account ?? readServiceAccount(config.keyFile);
  let key: Promise<CryptoKey> | undefined;
  const signingKey = () => (key ??= importPKCS8(account.privateKeyPem, 'RS256'));
  let token: CachedToken | undefined;
  let fetching: Promise<string> | undefined;

  const header = () => ({ alg: 'RS256', typ: 'JWT', ...(account.privateKeyId ? { kid: account.privateKeyId } : {}) });

  async function fetchToken(): Promise<string> {
    const issuedAt = Math.floor(now() / 1000);
    const assertion = await new SignJWT({ scope: WALLET_SCOPE })
      .setProtectedHeader(header())
      .setIssuer(account.clientEmail)
      .setAudience(config.tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(await signingKey());
    const res = await fetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
      error_description?: string;
    };
    if (!res.ok || typeof body.access_token !== 'string') {
      throw new GoogleWalletError(
        res.status,
        `Google token request failed (${res.status}): ${body.error ?? 'no error given'}: ${body.error_description ?? ''}`,
      );
    }
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 3600) * 1000;
    token = { value: body.access_token, renewAt: now() + Math.max(0, lifetimeMs - 60_000) };
    return body.access_token;
  }

  async function accessToken(): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    // Calls that find the token stale together wait for one request, not one each.
    fetching ??= fetchToken().finally(() => (fetching = undefined));
    return fetching;
  }

  async function call(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
    const send = async () =>
      fetch(`${config.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    let res = await send();
    if (res.status === 401) {
      // Revoked or expired early: one new token, one more try.
      token = undefined;
      res = await send();
    }
    const text = await res.text();
    if (!res.ok) {
      let detail = text.slice(0, 300);
      try {
        const parsed = JSON.parse(text) as { error?: { message?: string } };
        if (parsed.error?.message) detail = parsed.error.message;
      } catch {
        // Not JSON: the text as it came.
      }
      throw new GoogleWalletError(res.status, `Google Wallet ${method} ${path} answered ${res.status}: ${detail}`);
    }
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  const insert = async (collection: string, body: { id: string }) => {
    try {
      await call('POST', `/${collection}`, body);
      return true;
    } catch (err) {
      if (err instanceof GoogleWalletError && err.status === 409) return false;
      throw err;
    }
  };

  return {
    clientEmail: account.clientEmail,
    insertClass: (body) => insert('genericClass', body),
    insertObject: (body) => insert('genericObject', body),
    getObject: (id) => call('GET', `/genericObject/${encodeURIComponent(id)}`),
    patchObject: (id, body) => call('PATCH', `/genericObject/${encodeURIComponent(id)}`, body),
    async saveUrl(objectIds, origins) {
      const jwt = await new SignJWT({
        typ: 'savetowallet',
        origins,
        payload: { genericObjects: objectIds.map((id) => ({ id })) },
      })
        .setProtectedHeader(header())
        .setIssuer(account.clientEmail)
        .setAudience('google')
        .setIssuedAt(Math.floor(now() / 1000))
        .sign(await signingKey());
      return SAVE_URL + jwt;
    },
  };
}
