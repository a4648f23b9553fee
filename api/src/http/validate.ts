import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { validationError } from './errors.ts';

interface Schemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

type Out<S, K extends keyof Schemas> = S extends { [P in K]: z.ZodType } ? z.output<S[K]> : undefined;

export interface Input<S extends Schemas> {
  params: Out<S, 'params'>;
  query: Out<S, 'query'>;
  body: Out<S, 'body'>;
  req: Request;
  res: Response;
}

/**
 * Parses params, query and body with the shared schemas and hands the handler one typed input.
 * A handler's return value is sent as JSON (201 for POSTs that say so through res.status first).
 */
export function validate<S extends Schemas>(
  schemas: S,
  handler: (input: Input<S>) => unknown | Promise<unknown>,
): RequestHandler {
  return async (req, res) => {
    const parse = (schema: z.ZodType | undefined, value: unknown) => {
      if (!schema) return undefined;
      const result = schema.safeParse(value);
      if (!result.success) throw validationError(result.error);
      return result.data;
    };
    const input = {
      params: parse(schemas.params, req.params),
      query: parse(schemas.query, req.query),
      body: parse(schemas.body, req.body ?? {}),
      req,
      res,
    } as Input<S>;
    const result = await handler(input);
    if (result !== undefined && !res.headersSent) res.json(result);
  };
}
