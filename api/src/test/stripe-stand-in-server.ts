import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// The stand-in itself, with no test runner in it: the API tests (stripe-stand-in.ts) and the
// browser test of the Stripe checkout both talk to this one.

/** The fields of a Stripe PaymentIntent the product reads. */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  livemode: false;
  created: number;
  automatic_payment_methods: { enabled: boolean } | null;
  latest_charge: string | null;
}

/** The fields of a Stripe Refund the product reads. */
export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string | null;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
  reason: string | null;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

export interface StripeStandIn {
  /** e.g. http://127.0.0.1:41234: give it to the product as STRIPE_API_BASE. */
  url: string;
  intents: Map<string, StandInIntent>;
  refunds: Map<string, StandInRefund>;
  requests: RecordedRequest[];
  /** A refund made in Stripe's dashboard, not through the product. */
  refundOutside(paymentIntentId: string, amount: number): StandInRefund;
  /** What a browser's confirmCardPayment would do with a good card. */
  succeed(id: string): StandInIntent;
  /** Changes an intent as a test needs (another amount, currency, status or metadata). */
  patch(id: string, changes: Partial<StandInIntent>): StandInIntent;
  /** An intent made outside the product, e.g. for another shop using the same account. */
  insert(fields: Partial<StandInIntent> & { amount: number; currency: string }): StandInIntent;
  /** The next n API calls fail with a 500, as Stripe does during an incident. */
  failNext(n: number): void;
  /** Every answer from now on waits this long, as a slow network does (0 to stop). */
  delay(ms: number): void;
  close(): Promise<void>;
}

/** Stripe sends form-encoded bodies with bracketed keys: metadata[campaignId]=3. */
function decodeForm(raw: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const rand = (n: number) => randomBytes(n).toString('hex');

/**
 * A small local imitation of the Stripe API endpoints the product uses (create, retrieve, update
 * and list payment intents; create and list refunds), so the real `stripe` package is exercised
 * over HTTP in tests.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, StandInIntent>();
  const refunds = new Map<string, StandInRefund>();
  const idempotentRefunds = new Map<string, StandInRefund>();
  const refunded = (intentId: string) =>
    [...refunds.values()]
      .filter((r) => r.payment_intent === intentId && r.status !== 'failed' && r.status !== 'canceled')
      .reduce((sum, r) => sum + r.amount, 0);
  const makeRefund = (intent: StandInIntent, amount: number, reason: string | null): StandInRefund => {
    const refund: StandInRefund = {
      id: `re_${rand(12)}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      status: 'succeeded',
      reason,
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return refund;
  };
  const list = <T extends { id: string }>(items: T[], url: URL, path: string) => {
    // Newest first, as Stripe lists; starting_after pages on.
    const limit = Math.min(100, Number(url.searchParams.get('limit') ?? 10));
    const after = url.searchParams.get('starting_after');
    const start = after ? items.findIndex((i) => i.id === after) + 1 : 0;
    const data = items.slice(start, start + limit);
    return { object: 'list', url: path, has_more: start + limit < items.length, data };
  };
  let failures = 0;
  let delayMs = 0;

  const make = (fields: Partial<StandInIntent> & { amount: number; currency: string }): StandInIntent => {
    const id = fields.id ?? `pi_${rand(12)}`;
    const intent: StandInIntent = {
      object: 'payment_intent',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${rand(12)}`,
      metadata: {},
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      automatic_payment_methods: null,
      latest_charge: null,
      ...fields,
      id,
    };
    intents.set(id, intent);
    return intent;
  };

  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = decodeForm(raw);
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      authorization: header('authorization'),
      idempotencyKey: header('idempotency-key'),
      body,
    });
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${rand(6)}` });
      res.end(JSON.stringify(payload));
    };
    const error = (status: number, type: string, message: string, code?: string) =>
      send(status, { error: { type, message, ...(code ? { code } : {}) } });

    if (!header('authorization')?.startsWith('Bearer sk_')) {
      return error(401, 'invalid_request_error', 'Invalid API Key provided');
    }
    if (failures > 0) {
      failures--;
      return error(500, 'api_error', 'Something went wrong on Stripe’s end.');
    }

    if (url.pathname === '/v1/refunds' && req.method === 'POST') {
      const key = header('idempotency-key');
      const again = key ? idempotentRefunds.get(key) : undefined;
      if (again) return send(200, again);
      const intent = intents.get(String(body.payment_intent ?? ''));
      if (!intent)
        return error(
          404,
          'invalid_request_error',
          `No such payment_intent: '${String(body.payment_intent)}'`,
          'resource_missing',
        );
      if (intent.status !== 'succeeded')
        return error(400, 'invalid_request_error', 'This PaymentIntent does not have a successful charge to refund.');
      const left = intent.amount - refunded(intent.id);
      const amount = body.amount === undefined ? left : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount > left)
        return error(
          400,
          'invalid_request_error',
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          'amount_too_large',
        );
      const refund = makeRefund(intent, amount, body.reason ? String(body.reason) : null);
      if (key) idempotentRefunds.set(key, refund);
      return send(200, refund);
    }
    if (url.pathname === '/v1/refunds' && req.method === 'GET') {
      const query = decodeForm(url.search.slice(1));
      const forIntent = query.payment_intent ? String(query.payment_intent) : undefined;
      const items = [...refunds.values()].filter((r) => !forIntent || r.payment_intent === forIntent).reverse();
      return send(200, list(items, url, '/v1/refunds'));
    }
    if (url.pathname === '/v1/payment_intents' && req.method === 'GET') {
      const query = decodeForm(url.search.slice(1));
      const created = (query.created ?? {}) as Record<string, string>;
      const gte = created.gte === undefined ? -Infinity : Number(created.gte);
      const items = [...intents.values()].filter((i) => i.created >= gte).reverse();
      return send(200, list(items, url, '/v1/payment_intents'));
    }

    const match = /^\/v1\/payment_intents(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match) return error(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname})`);
    const id = match[1] ? decodeURIComponent(match[1]) : undefined;

    if (!id && req.method === 'POST') {
      const key = header('idempotency-key');
      const again = key ? idempotent.get(key) : undefined;
      if (again) return send(200, again);
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 50)
        return error(400, 'invalid_request_error', 'Invalid amount', 'parameter_invalid_integer');
      const intent = make({
        amount,
        currency: String(body.currency ?? ''),
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        automatic_payment_methods: body.automatic_payment_methods ? { enabled: true } : null,
      });
      if (key) idempotent.set(key, intent);
      return send(200, intent);
    }

    const intent = id ? intents.get(id) : undefined;
    if (!intent) return error(404, 'invalid_request_error', `No such payment_intent: '${id}'`, 'resource_missing');

    if (req.method === 'GET') return send(200, intent);
    if (req.method === 'POST') {
      const metadata = { ...intent.metadata, ...((body.metadata as Record<string, string> | undefined) ?? {}) };
      for (const [k, v] of Object.entries(metadata)) if (v === '') delete metadata[k];
      intent.metadata = metadata;
      return send(200, intent);
    }
    return error(405, 'invalid_request_error', 'Method not allowed');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`stand-in has no intent ${id}`);
      intent.status = 'succeeded';
      intent.latest_charge ??= `ch_${rand(12)}`;
      return intent;
    },
    refundOutside(paymentIntentId, amount) {
      const intent = intents.get(paymentIntentId);
      if (!intent) throw new Error(`stand-in has no intent ${paymentIntentId}`);
      return makeRefund(intent, amount, null);
    },
    patch(id, changes) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`stand-in has no intent ${id}`);
      Object.assign(intent, changes);
      return intent;
    },
    insert: make,
    failNext(n) {
      failures = n;
    },
    delay(ms) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
