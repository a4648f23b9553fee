import { createPublicKey, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

// A local imitation of Google's OAuth 2 token endpoint and of the Wallet API's generic classes and
// objects, so the product's real Google Wallet client is exercised over HTTP in tests.

export interface GoogleServiceAccountKey {
  type: 'service_account';
  project_id: string;
  private_key_id: string;
  private_key: string;
  client_email: string;
  token_uri: string;
}

/** A fresh service account key, written as Google Cloud's console downloads it. */
export function makeServiceAccountKey(dir: string): { file: string; key: GoogleServiceAccountKey; publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key: GoogleServiceAccountKey = {
    type: 'service_account',
    project_id: 'deal-card-test',
    private_key_id: randomBytes(20).toString('hex'),
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: 'wallet-issuer@deal-card-test.iam.gserviceaccount.com',
    token_uri: 'https://oauth2.googleapis.com/token',
  };
  const file = path.join(dir, 'google-wallet-key.json');
  writeFileSync(file, JSON.stringify(key, null, 2));
  return { file, key, publicKey };
}

export interface RecordedGoogleRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
  status: number;
}

export interface GoogleWalletStandIn {
  /** http://127.0.0.1:port */
  url: string;
  /** GOOGLE_OAUTH_TOKEN_URL */
  tokenUrl: string;
  /** GOOGLE_WALLET_API_URL */
  apiUrl: string;
  classes: Map<string, Record<string, unknown>>;
  objects: Map<string, Record<string, unknown>>;
  requests: RecordedGoogleRequest[];
  /** The claims of every assertion the token endpoint accepted. */
  assertions: Record<string, unknown>[];
  /** The next n Wallet API calls answer 500 (the token endpoint keeps working). */
  failNext(n: number): void;
  /** Every Wallet API call answers 500 until turned off. */
  failing(on: boolean): void;
  /** Access tokens issued from now on live this many seconds. */
  tokenLifetime(seconds: number): void;
  /** Forgets every access token issued: the next API call with one is a 401. */
  revokeTokens(): void;
  /** Holds the next request of this method whose path ends so: `reached` when it arrives, answered once released. */
  hold(method: string, pathEnd: string): { reached: Promise<void>; release(): void };
  close(): Promise<void>;
}

const b64url = (s: string) => Buffer.from(s, 'base64url');

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Google's error body: {error: {code, message, status}}. */
const errorBody = (code: number, message: string, status: string) => ({ error: { code, message, status } });

/**
 * Starts the stand-in for one service account: the token endpoint checks the assertion's RS256
 * signature against the account's public key and its claims (iss, aud = the token URL, the wallet
 * scope, iat and exp), as Google does; the Wallet API wants a bearer token it issued.
 */
export async function startGoogleWalletStandIn(account: {
  clientEmail: string;
  publicKey: KeyObject | string;
}): Promise<GoogleWalletStandIn> {
  const publicKey = typeof account.publicKey === 'string' ? createPublicKey(account.publicKey) : account.publicKey;
  const classes = new Map<string, Record<string, unknown>>();
  const objects = new Map<string, Record<string, unknown>>();
  const requests: RecordedGoogleRequest[] = [];
  const assertions: Record<string, unknown>[] = [];
  const tokens = new Map<string, number>();
  let failures = 0;
  let alwaysFail = false;
  let lifetime = 3600;
  let base = '';
  const holds: Array<{ method: string; pathEnd: string; arrived: () => void; released: Promise<void> }> = [];

  function checkAssertion(assertion: string): string | null {
    const parts = assertion.split('.');
    if (parts.length !== 3) return 'not a JWT';
    const [h, p, s] = parts as [string, string, string];
    const header = JSON.parse(b64url(h).toString('utf8')) as { alg?: string };
    if (header.alg !== 'RS256') return `alg ${header.alg}`;
    const verify = createVerify('RSA-SHA256');
    verify.update(`${h}.${p}`);
    if (!verify.verify(publicKey, b64url(s))) return 'Invalid JWT Signature.';
    const claims = JSON.parse(b64url(p).toString('utf8')) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    if (claims.iss !== account.clientEmail) return 'Invalid issuer';
    if (claims.aud !== `${base}/token`) return 'Invalid JWT: Failed audience check.';
    if (
      typeof claims.scope !== 'string' ||
      !claims.scope.split(' ').includes('https://www.googleapis.com/auth/wallet_object.issuer')
    )
      return 'Invalid scope';
    if (typeof claims.iat !== 'number' || typeof claims.exp !== 'number') return 'Invalid JWT: iat and exp are required';
    if (claims.iat > now + 60 || claims.exp < now || claims.exp - claims.iat > 3600)
      return 'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.';
    assertions.push(claims);
    return null;
  }

  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const held = holds.findIndex((h) => h.method === req.method && url.pathname.endsWith(h.pathEnd));
    if (held >= 0) {
      const [hold] = holds.splice(held, 1);
      hold!.arrived();
      await hold!.released;
    }
    const send = (status: number, body: unknown) => {
      let parsed: unknown = raw;
      try {
        parsed = raw ? JSON.parse(raw) : undefined;
      } catch {
        // A form body (the token request).
      }
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        authorization: req.headers.authorization,
        body: parsed,
        status,
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };

    if (url.pathname === '/token') {
      const form = new URLSearchParams(raw);
      if (req.method !== 'POST' || form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
        return send(400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' });
      let problem: string | null;
      try {
        problem = checkAssertion(form.get('assertion') ?? '');
      } catch {
        problem = 'Invalid JWT';
      }
      if (problem) return send(400, { error: 'invalid_grant', error_description: problem });
      const token = `ya29.stand-in-${randomBytes(16).toString('hex')}`;
      tokens.set(token, Date.now() + lifetime * 1000);
      return send(200, { access_token: token, expires_in: lifetime, token_type: 'Bearer' });
    }

    const api = url.pathname.match(/^\/walletobjects\/v1\/(genericClass|genericObject)(?:\/([^/]+))?$/);
    if (!api) return send(404, errorBody(404, `No route ${url.pathname}`, 'NOT_FOUND'));
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const expiry = tokens.get(bearer);
    if (expiry === undefined || expiry < Date.now())
      return send(401, errorBody(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED'));
    if (alwaysFail || failures > 0) {
      if (failures > 0) failures--;
      return send(500, errorBody(500, 'Internal error encountered.', 'INTERNAL'));
    }
    const [, collection, encodedId] = api as unknown as [string, 'genericClass' | 'genericObject', string | undefined];
    const store = collection === 'genericClass' ? classes : objects;
    const id = encodedId === undefined ? undefined : decodeURIComponent(encodedId);
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return send(400, errorBody(400, 'Invalid JSON payload received.', 'INVALID_ARGUMENT'));
    }

    if (req.method === 'POST' && id === undefined) {
      if (typeof body.id !== 'string') return send(400, errorBody(400, 'Resource id is required', 'INVALID_ARGUMENT'));
      if (store.has(body.id)) return send(409, errorBody(409, `Resource already exists: ${body.id}`, 'ALREADY_EXISTS'));
      if (collection === 'genericObject') {
        if (typeof body.classId !== 'string' || !classes.has(body.classId))
          return send(404, errorBody(404, `Class not found: ${String(body.classId)}`, 'NOT_FOUND'));
        for (const field of ['cardTitle', 'header'])
          if (!body[field]) return send(400, errorBody(400, `Missing required field ${field}`, 'INVALID_ARGUMENT'));
      }
      store.set(body.id, body);
      return send(200, body);
    }
    if (id === undefined) return send(405, errorBody(405, 'Method not allowed', 'INVALID_ARGUMENT'));
    const existing = store.get(id);
    if (!existing) return send(404, errorBody(404, `Resource not found: ${id}`, 'NOT_FOUND'));
    if (req.method === 'GET') return send(200, existing);
    if (req.method === 'PATCH') {
      const next = { ...existing, ...body, id };
      store.set(id, next);
      return send(200, next);
    }
    if (req.method === 'PUT') {
      const next = { ...body, id };
      store.set(id, next);
      return send(200, next);
    }
    return send(405, errorBody(405, 'Method not allowed', 'INVALID_ARGUMENT'));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    tokenUrl: `${base}/token`,
    apiUrl: `${base}/walletobjects/v1`,
    classes,
    objects,
    requests,
    assertions,
    failNext: (n) => void (failures = n),
    failing: (on) => void (alwaysFail = on),
    tokenLifetime: (seconds) => void (lifetime = seconds),
    revokeTokens: () => tokens.clear(),
    hold(method, pathEnd) {
      let arrived!: () => void;
      let release!: () => void;
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ method, pathEnd, arrived, released });
      return { reached, release };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
