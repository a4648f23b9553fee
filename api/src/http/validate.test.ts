import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger.ts';
import { errorHandler } from './errors.ts';
import { NotJson, Sent, sendJsonText, validate, type JsonText, type ResponseCheckLocals } from './validate.ts';

const Answer = z.object({ total: z.number().int() });

/** A bare app with routes that answer right and wrong, checked or not. */
function appWith(check: boolean) {
  const app = express();
  const locals: ResponseCheckLocals = app.locals;
  locals.checkResponses = check;
  const mismatches: string[] = [];
  locals.responseMismatches = mismatches;
  app.get(
    '/right',
    validate({ response: Answer }, () => ({ total: 3 })),
  );
  // A handler that breaks its contract, as a refactor gone wrong would (the cast hides it from the compiler).
  app.get(
    '/wrong',
    validate({ response: Answer }, () => ({ total: 'three' }) as unknown as z.input<typeof Answer>),
  );
  app.get(
    '/wrong-text',
    validate({ response: Answer }, ({ res }) => sendJsonText(res, '{"total":"three"}' as JsonText<{ total: number }>)),
  );
  // A field the contract does not name (a database column leaking out): TypeScript lets it through a union, the check does not.
  app.get(
    '/extra',
    validate({ response: Answer }, () => ({ total: 3, passwordHash: 'x' }) as z.input<typeof Answer>),
  );
  app.get(
    '/redirect',
    validate({ response: NotJson }, ({ res }) => res.redirect(302, '/')),
  );
  app.use(errorHandler(createLogger('silent')));
  return { request: supertest(app), mismatches };
}

describe('validate: the response contract', () => {
  it('sends the handler’s body when it matches its schema', async () => {
    const { request, mismatches } = appWith(true);
    const res = await request.get('/right').expect(200);
    expect(res.body).toEqual({ total: 3 });
    expect(mismatches).toEqual([]);
  });

  it('under the test harness, a body its schema refuses is a 500 and is recorded', async () => {
    const { request, mismatches } = appWith(true);
    await request.get('/wrong').expect(500);
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]).toContain('GET /wrong');
    expect(mismatches[0]).toContain('total');
  });

  it('under the test harness, a field the schema does not name is a mismatch too', async () => {
    const { request, mismatches } = appWith(true);
    await request.get('/extra').expect(500);
    expect(mismatches[0]).toContain('passwordHash');
  });

  it('under the test harness, JSON text sent as it is gets checked too', async () => {
    const { request, mismatches } = appWith(true);
    const res = await request.get('/wrong-text').expect(200);
    expect(res.body).toEqual({ total: 'three' });
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]).toContain('GET /wrong-text');
  });

  it('with the check off (production, the bench), bodies go out unchecked', async () => {
    const { request, mismatches } = appWith(false);
    expect((await request.get('/wrong').expect(200)).body).toEqual({ total: 'three' });
    await request.get('/wrong-text').expect(200);
    expect(mismatches).toEqual([]);
  });

  it('a route that answers no JSON is not checked', async () => {
    const { request, mismatches } = appWith(true);
    await request.get('/redirect').expect(302);
    expect(mismatches).toEqual([]);
  });

  it('the compiler refuses a handler whose return does not match the declared schema', () => {
    // Each line below fails `tsc` without its @ts-expect-error: the check is a compile-time one.
    // @ts-expect-error a string where the schema wants a number
    validate({ response: Answer }, () => ({ total: 'three' }));
    // @ts-expect-error JSON text of another body
    validate({ response: Answer }, ({ res }) => sendJsonText(res, '{}' as JsonText<{ other: string }>));
    // @ts-expect-error a route that answers no JSON returns nothing
    validate({ response: NotJson }, () => ({ total: 3 }));
    expect(new Sent<{ total: number }>(null).json).toBeNull();
  });
});
