import { isDeepStrictEqual } from 'node:util';
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { parseIn } from '@dealcard/shared';
import { requestLanguage } from './language.ts';
import { tagContract } from './safety-tags.ts';

declare const jsonBody: unique symbol;

/** JSON text built elsewhere (in SQL, or cached), typed by the body it holds. */
export type JsonText<T> = string & { readonly [jsonBody]: T };

/**
 * What a handler returns when it wrote the answer itself (cached bytes, JSON text): typed by the
 * body it wrote, and carrying that text so tests can check it against the route's schema.
 */
export class Sent<T> {
  declare readonly [jsonBody]?: T;
  /** `json`: what was written, uncompressed; null when no body went out (a 304). */
  constructor(readonly json: string | Buffer | null) {}
}

/** The answer is no JSON body of ours: a redirect, a file. */
export const NotJson = Symbol('not JSON');

type ResponseSpec = z.ZodType | typeof NotJson;

interface Schemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Every route says what it answers, with a schema from `shared`. */
  response: ResponseSpec;
}

type Out<S, K extends keyof Schemas> = S extends { [P in K]: z.ZodType } ? z.output<S[K]> : undefined;

/** What the handler of a route may return: its declared body, or proof that it sent that body itself. */
export type Reply<R extends ResponseSpec> = R extends z.ZodType ? z.input<R> | Sent<z.output<R>> : void;

export interface Input<S extends Schemas> {
  params: Out<S, 'params'>;
  query: Out<S, 'query'>;
  body: Out<S, 'body'>;
  req: Request;
  res: Response;
}

/** Sends JSON text as it is, and says so to `validate`. */
export function sendJsonText<T>(res: Response, json: JsonText<T>): Sent<T> {
  res.type('json').send(json);
  return new Sent<T>(json);
}

/** Set on `app.locals` by the test harness: every JSON answer is checked against its route's schema. */
export interface ResponseCheckLocals {
  checkResponses?: boolean;
  /** Mismatches found after the answer had gone out (a test fails on any). */
  responseMismatches?: string[];
}

/**
 * Why `body` (as it goes over the wire) breaks `schema`, or null when it keeps to it. Parsing drops
 * keys the schema does not name, so a body that parses but comes out different carried extra
 * fields (a database column leaking out).
 */
function breach(schema: z.ZodType, body: unknown): string | null {
  const parsed = schema.safeParse(body);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
  if (!isDeepStrictEqual(parsed.data, body)) return `fields the schema does not name: ${JSON.stringify(body)}`;
  return null;
}

/** Tests only: the JSON that went out (or is about to) must be exactly what the route's schema describes. */
function checkResponse(req: Request, schema: z.ZodType, result: unknown): void {
  const locals = req.app.locals as ResponseCheckLocals;
  const sent = result instanceof Sent;
  if (sent && result.json === null) return;
  const body: unknown = JSON.parse(sent ? result.json!.toString() : JSON.stringify(result));
  const problem = breach(schema, body);
  if (!problem) return;
  const message = `${req.method} ${req.originalUrl} answered a body its response schema refuses: ${problem}`;
  (locals.responseMismatches ??= []).push(message);
  // Not sent yet: fail the call itself as well.
  if (!sent) throw new Error(message);
}

/**
 * Parses params, query and body with the shared schemas and hands the handler one typed input.
 * The handler's return is the route's declared response (checked by the compiler, and in tests at
 * run time) and is sent as JSON (201 for POSTs that say so through res.status first).
 */
export function validate<S extends Schemas>(
  schemas: S,
  handler: (input: Input<S>) => Reply<S['response']> | Promise<Reply<S['response']>>,
): RequestHandler {
  // Marked with its schemas: the OpenAPI document (api/src/openapi) describes the route by them.
  return tagContract(schemas, async (req, res) => {
    // Kept for the request log: the router forgets the mount path once an error unwinds it.
    res.locals.route = `${req.baseUrl}${(req.route as { path: string }).path}`;
    // zod writes its own messages in the request's language; the error middleware renders ours in it.
    const options = parseIn(requestLanguage(req));
    const parse = (schema: z.ZodType | undefined, value: unknown) => {
      if (!schema) return undefined;
      const result = schema.safeParse(value, options);
      if (!result.success) throw result.error;
      return result.data;
    };
    const input = {
      params: parse(schemas.params, req.params),
      query: parse(schemas.query, req.query),
      body: parse(schemas.body, req.body ?? {}),
      req,
      res,
    } as Input<S>;
    const result: unknown = await handler(input);
    if (schemas.response !== NotJson && (req.app.locals as ResponseCheckLocals).checkResponses) {
      checkResponse(req, schemas.response, result);
    }
    if (result !== undefined && !(result instanceof Sent) && !res.headersSent) res.json(result);
  });
}
