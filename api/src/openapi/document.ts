import type { Express } from 'express';
import { z } from 'zod';
import { ApiErrorBodySchema } from '@dealcard/shared';
import { DEVICE_COOKIE } from '../http/device-session.ts';
import { routeSafety, type RouteSafety } from '../http/route-safety.ts';
import { SESSION_COOKIE } from '../http/session.ts';
import { boundResponse, boundRequest, type JsonSchema } from './bounds.ts';
import { OPERATIONS, type Operation } from './operations.ts';

/**
 * The OpenAPI 3.1 document of every call (PRODUCT.md, "Checked by outside tools"), built from the
 * app itself: each route of OPERATIONS with the schemas its own `validate` parses and answers by,
 * converted by zod's own JSON Schema generator (draft 2020-12, OpenAPI 3.1's dialect; the input
 * side for requests, the output side for answers), and the guard, rate limiter and body cap the
 * route safety walk finds in front of it (http/route-safety.ts). Decision 030.
 */

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string; description: string; 'x-internal': boolean }>;
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
}

/** `/cards/:accessCode` as OpenAPI writes it: `/cards/{accessCode}`. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');
export const operationKey = (method: string, expressPath: string) => `${method.toUpperCase()} ${openApiPath(expressPath)}`;

/** Zod's own converter; a schema it cannot express (a transform's output) would stop the build. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'throw',
  }) as JsonSchema;
  if ('$defs' in rest) throw new Error('a recursive schema: the document inlines every schema');
  return rest;
}

const isZod = (s: unknown): s is z.ZodType => s instanceof z.ZodType;

/** Every /api call passes the app-wide limiter first (app.ts); the others have their own. */
const RATE_HEADERS = {
  RateLimit: { $ref: '#/components/headers/RateLimit' },
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
};
const RATE_HEADER_TEXT = { type: 'string', maxLength: 400, pattern: '^"[^"]{1,80}";' };

const ERROR_TEXT: Record<number, string> = {
  400: 'the input breaks the contract (issues names each field) or the JSON does not parse',
  401: 'no session, or no paired tablet',
  402: 'the payment was declined or is not complete',
  403: "the caller's role or restaurant may not do this",
  404: 'no such thing for this caller',
  409: 'the state does not allow it (each case has its code)',
  410: 'the link or code has expired',
  413: 'the body is larger than the call reads',
  415: 'not a PNG, JPEG or WebP image',
  429: 'too many calls: wait Retry-After seconds',
  500: 'something broke on our side (logged)',
};

function errorResponse(status: number): Record<string, unknown> {
  return { $ref: `#/components/responses/Error${status}` };
}

function parametersOf(schema: unknown, where: 'path' | 'query'): unknown[] {
  if (!isZod(schema)) return [];
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: boundRequest(property, 16 * 1024),
  }));
}

function successResponse(op: Operation, route: RouteSafety | undefined): Record<string, unknown> {
  const response = route?.contract?.response;
  const headers = {
    ...RATE_HEADERS,
    ...(op.status === 301 || op.status === 302 ? { Location: { $ref: '#/components/headers/Location' } } : {}),
  };
  if (op.answer) {
    if (op.answer.type === 'redirect' || op.answer.type === 'none') return { description: op.answer.description, headers };
    const body = { type: 'string', contentMediaType: op.answer.type, maxLength: op.answer.maxBytes };
    return { description: op.answer.description, headers, content: { [op.answer.type]: { schema: body } } };
  }
  if (!isZod(response)) return { description: 'done', headers };
  return {
    description: op.summary,
    headers,
    content: { 'application/json': { schema: boundResponse(jsonSchemaOf(response, 'output')) } },
  };
}

function operationOf(key: string, op: Operation, route: RouteSafety | undefined): Record<string, unknown> {
  const [method, path] = key.split(' ') as [string, string];
  const contract = route?.contract;
  const params = [...parametersOf(contract?.params ?? op.params, 'path'), ...parametersOf(contract?.query, 'query')];
  const bodyLimit = route?.bodyLimit;
  let requestBody: Record<string, unknown> | undefined;
  if (op.rawBody) {
    const schema = { type: 'string', contentMediaType: op.rawBody.type, maxLength: bodyLimit };
    requestBody = { required: true, description: op.rawBody.description, content: { [op.rawBody.type]: { schema } } };
  } else if (isZod(contract?.body)) {
    requestBody = {
      required: true,
      content: { 'application/json': { schema: boundRequest(jsonSchemaOf(contract.body, 'input'), bodyLimit ?? 0) } },
    };
  }
  const statuses = new Set<number>([429, 500, ...(op.errors ?? [])]);
  // Behind a body reader, any call with a JSON body that does not parse or is too large is refused.
  if (params.length || requestBody || bodyLimit !== undefined) statuses.add(400);
  if (bodyLimit !== undefined) statuses.add(413);
  if (route?.guard) statuses.add(401);
  if (route?.guard === 'session') statuses.add(403);
  if (path.includes('{')) statuses.add(404);
  const responses: Record<string, unknown> = { [String(op.status ?? 200)]: successResponse(op, route) };
  for (const status of [...statuses].sort((a, b) => a - b)) responses[String(status)] = errorResponse(status);
  const security = route?.guard === 'session' ? [{ session: [] }] : route?.guard === 'device' ? [{ device: [] }] : [];
  const tag = path.split('/')[path.startsWith('/api/') ? 2 : 1] ?? 'site';
  return {
    operationId: `${method.toLowerCase()}${path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: op.summary,
    tags: [tag],
    security,
    ...(params.length ? { parameters: params } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    'x-rate-limiters': route ? ['api', ...route.limiters].filter((l, i) => i > 0 || path.startsWith('/api/')) : [],
  };
}

export function buildOpenApiDocument(app: Express, server: { url: string; production: boolean }): OpenApiDocument {
  const routes = new Map(routeSafety(app).map((r) => [operationKey(r.method, r.path), r]));
  const paths: OpenApiDocument['paths'] = {};
  for (const [key, op] of Object.entries(OPERATIONS)) {
    const [method, path] = key.split(' ') as [string, string];
    (paths[path] ??= {})[method.toLowerCase()] = operationOf(key, op, routes.get(key));
  }
  const error = boundResponse(jsonSchemaOf(ApiErrorBodySchema, 'output'));
  const responses = Object.fromEntries(
    Object.entries(ERROR_TEXT).map(([status, description]) => [
      `Error${status}`,
      {
        description,
        headers:
          Number(status) === 429
            ? { ...RATE_HEADERS, 'Retry-After': { $ref: '#/components/headers/Retry-After' } }
            : RATE_HEADERS,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Deal Cards API',
      version: '1',
      description:
        'Every call of the Deal Cards API, generated from the Zod contracts the routes validate by. Errors are JSON {error, code?, issues?}; every answer carries the IETF draft RateLimit headers.',
    },
    servers: [{ url: server.url, description: server.production ? 'production' : 'local development', 'x-internal': false }],
    paths,
    components: {
      schemas: { Error: error },
      responses,
      headers: {
        RateLimit: {
          description: 'the limits this call counts against: name, remaining (r) and seconds to reset (t)',
          schema: RATE_HEADER_TEXT,
        },
        'RateLimit-Policy': { description: 'each limit: name, quota (q) and window in seconds (w)', schema: RATE_HEADER_TEXT },
        'Retry-After': {
          description: 'seconds to wait',
          schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 3600 },
        },
        Location: { description: 'where to go', schema: { type: 'string', maxLength: 16 * 1024, format: 'uri-reference' } },
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'a signed-in person (any role)' },
        device: { type: 'apiKey', in: 'cookie', name: DEVICE_COOKIE, description: 'a paired kiosk tablet' },
      },
    },
  };
}
