import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { localized, localizedIssues } from './language.ts';
import { routeOf } from './request-log.ts';
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@dealcard/shared';

/** The only error whose message reaches a client. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode = codeFor(status),
    readonly issues?: Record<string, string[]>,
  ) {
    super(message);
  }
}

function codeFor(status: number): ErrorCode {
  const codes: Record<number, ErrorCode> = {
    400: 'bad_request',
    401: 'unauthorized',
    402: 'payment_failed',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'payload_too_large',
    429: 'rate_limited',
  };
  return codes[status] ?? 'error';
}

export const notFound = (what: string) => new AppError(404, `${what} not found`, 'not_found');

/** "offers.0.name" -> messages, so a form can put each under its field. */
export function issuesOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function validationError(error: z.ZodError): AppError {
  const first = error.issues[0];
  const message = first ? (first.path.length ? `${first.path.join('.')}: ${first.message}` : first.message) : 'Invalid input';
  return new AppError(400, message, 'validation_failed', issuesOf(error));
}

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError(404, `No API route for ${req.method} ${req.path}`, 'not_found'));
};

interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
  /** http-errors' mark of an error made for the client (a 4xx), such as a body that cannot be inflated. */
  expose?: boolean;
}

/** A URL path segment that is not valid percent-encoding (the router cannot decode the parameter). */
export const MALFORMED_PATH_MESSAGE = 'The address is not valid: it has a broken percent-encoding';
/** A body whose Content-Encoding does not match its bytes (gzip that is not gzip). */
export const MALFORMED_BODY_MESSAGE = 'The request body could not be decoded';

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) return;
    // Every message leaves in the request's language (http/language.ts); codes stay as they are.
    if (err instanceof AppError) {
      const body: ApiErrorBody = {
        error: localized(req, err.message),
        code: err.code,
        ...(err.issues ? { issues: localizedIssues(req, err.issues) } : {}),
      };
      res.status(err.status).json(body);
      return;
    }
    if (err instanceof z.ZodError) {
      const e = validationError(err);
      res.status(400).json({ error: localized(req, e.message), code: e.code, issues: localizedIssues(req, e.issues ?? {}) });
      return;
    }
    if (err instanceof URIError) {
      const body: ApiErrorBody = { error: localized(req, MALFORMED_PATH_MESSAGE), code: 'malformed_path' };
      res.status(400).json(body);
      return;
    }
    const parserError = err as BodyParserError;
    if (parserError && typeof parserError === 'object' && typeof parserError.type !== 'string' && parserError.expose === true) {
      // The body parser passes zlib's own error (a 400) when a compressed body will not inflate.
      const status = parserError.status ?? parserError.statusCode ?? 400;
      if (status >= 400 && status < 500) {
        const body: ApiErrorBody = { error: localized(req, MALFORMED_BODY_MESSAGE), code: 'malformed_body' };
        res.status(status).json(body);
        return;
      }
    }
    if (parserError && typeof parserError === 'object' && typeof parserError.type === 'string') {
      const status = parserError.status ?? parserError.statusCode ?? 400;
      const messages: Partial<Record<ErrorCode, string>> = {
        'entity.parse.failed': 'Malformed JSON in the request body',
        'entity.too.large': 'Request body is too large',
        'encoding.unsupported': 'Unsupported content encoding',
        'charset.unsupported': 'Unsupported charset',
        'request.aborted': 'Request aborted',
      };
      if (status >= 400 && status < 500) {
        const known = (ERROR_CODES as readonly string[]).includes(parserError.type)
          ? (parserError.type as ErrorCode)
          : 'bad_request';
        const body: ApiErrorBody = { error: localized(req, messages[known] ?? 'Bad request'), code: known };
        res.status(status).json(body);
        return;
      }
    }
    logger.error({ err, reqId: req.id, method: req.method, route: routeOf(req, res) }, 'unhandled error');
    const body: ApiErrorBody = { error: localized(req, 'Something went wrong on our side. Please try again.'), code: 'internal' };
    res.status(500).json(body);
  };
}
