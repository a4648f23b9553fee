import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { requestLanguage } from './language.ts';
import { API_MESSAGES, type NotFoundThing } from '../messages.ts';
import { routeOf } from './request-log.ts';
import {
  ERROR_CODES,
  firstIssueIn,
  issuesIn,
  messageText,
  type ApiErrorBody,
  type ErrorCode,
  type Language,
  type Message,
} from '@dealcard/shared';

/** The only error whose message reaches a client: a message of the catalogue, sent in the request's language. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly text: Message,
    readonly code: ErrorCode = codeFor(status),
    readonly issues?: Record<string, Message[]>,
  ) {
    // The English is what the log shows.
    super(text.en);
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

export const notFound = (what: NotFoundThing) => new AppError(404, API_MESSAGES.notFound(what), 'not_found');

/**
 * A request that its schemas refuse: each field's messages and the first one as the error, in the
 * request's language (zod's own messages were written in it during the parse: validate.ts).
 */
export function validationBody(error: z.ZodError, language: Language): ApiErrorBody {
  return {
    error: firstIssueIn(error, language) ?? messageText(API_MESSAGES.invalidInput, language),
    code: 'validation_failed',
    issues: issuesIn(error, language),
  };
}

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError(404, API_MESSAGES.noApiRoute(req.method, req.path), 'not_found'));
};

interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
  /** http-errors' mark of an error made for the client (a 4xx), such as a body that cannot be inflated. */
  expose?: boolean;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) return;
    // Every message leaves in the request's language (http/language.ts); codes stay as they are.
    const language = requestLanguage(req);
    if (err instanceof AppError) {
      const body: ApiErrorBody = {
        error: messageText(err.text, language),
        code: err.code,
        ...(err.issues
          ? {
              issues: Object.fromEntries(
                Object.entries(err.issues).map(([k, list]) => [k, list.map((m) => messageText(m, language))]),
              ),
            }
          : {}),
      };
      res.status(err.status).json(body);
      return;
    }
    if (err instanceof z.ZodError) {
      res.status(400).json(validationBody(err, language));
      return;
    }
    if (err instanceof URIError) {
      const body: ApiErrorBody = { error: messageText(API_MESSAGES.malformedPath, language), code: 'malformed_path' };
      res.status(400).json(body);
      return;
    }
    const parserError = err as BodyParserError;
    if (parserError && typeof parserError === 'object' && typeof parserError.type !== 'string' && parserError.expose === true) {
      // The body parser passes zlib's own error (a 400) when a compressed body will not inflate.
      const status = parserError.status ?? parserError.statusCode ?? 400;
      if (status >= 400 && status < 500) {
        const body: ApiErrorBody = { error: messageText(API_MESSAGES.malformedBody, language), code: 'malformed_body' };
        res.status(status).json(body);
        return;
      }
    }
    if (parserError && typeof parserError === 'object' && typeof parserError.type === 'string') {
      const status = parserError.status ?? parserError.statusCode ?? 400;
      const messages: Partial<Record<ErrorCode, Message>> = {
        'entity.parse.failed': API_MESSAGES.malformedJson,
        'entity.too.large': API_MESSAGES.bodyTooLarge,
        'encoding.unsupported': API_MESSAGES.unsupportedEncoding,
        'charset.unsupported': API_MESSAGES.unsupportedCharset,
        'request.aborted': API_MESSAGES.requestAborted,
      };
      if (status >= 400 && status < 500) {
        const known = (ERROR_CODES as readonly string[]).includes(parserError.type)
          ? (parserError.type as ErrorCode)
          : 'bad_request';
        const body: ApiErrorBody = { error: messageText(messages[known] ?? API_MESSAGES.badRequest, language), code: known };
        res.status(status).json(body);
        return;
      }
    }
    logger.error({ err, reqId: req.id, method: req.method, route: routeOf(req, res) }, 'unhandled error');
    const body: ApiErrorBody = { error: messageText(API_MESSAGES.internal, language), code: 'internal' };
    res.status(500).json(body);
  };
}
