import { Router, type Response } from 'express';
import {
  AccessCodeParamsSchema,
  AppleDeviceParamsSchema,
  AppleLogBodySchema,
  ApplePassParamsSchema,
  AppleRegisterBodySchema,
  AppleRegistrationParamsSchema,
  AppleSerialNumbersResponseSchema,
  AppleUpdatedQuerySchema,
  type AppleSerialNumbersResponse,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { siteUrlOf } from '../../http/site-url.ts';
import { NotJson, Sent, validate } from '../../http/validate.ts';
import { applePassOfAccessCode, applePassOfCard, type ApplePassFile } from './pass-service.ts';
import { writeAppleLog } from './web-service-log.ts';
import { appleConfigOrNotFound, authorizedPass, passesUpdatedSince, registerDevice, unregisterDevice } from './web-service.ts';

/** HTTP dates have whole seconds. */
const toSecond = (iso: string) => Math.floor(new Date(iso).getTime() / 1000) * 1000;

function sendPass(res: Response, pass: ApplePassFile, filename?: string): void {
  res.set({
    'Content-Type': 'application/vnd.apple.pkpass',
    'Cache-Control': 'private, no-store',
    'Last-Modified': new Date(toSecond(pass.updatedAt)).toUTCString(),
    ...(filename ? { 'Content-Disposition': `attachment; filename="${filename}"` } : {}),
  });
  res.send(pass.bytes);
}

/**
 * Apple Wallet: the holder's pass download, and Apple's pass web service at
 * /api/wallet/apple/v1 (docs/decisions/024). Everything 404s while the Apple settings are missing.
 */
export function appleWalletRoutes({ db, config, logger, limits }: AppDeps): Router {
  const router = Router();
  const context = (req: Parameters<typeof siteUrlOf>[0]) => ({
    db,
    config: appleConfigOrNotFound(config.apple),
    uploadsDir: config.uploadsDir,
    siteUrl: siteUrlOf(req, config),
  });

  router.get(
    '/cards/:accessCode/wallet/apple',
    limits.cardLookup,
    validate({ params: AccessCodeParamsSchema, response: NotJson }, ({ params, req, res }) => {
      sendPass(res, applePassOfAccessCode(context(req), params.accessCode), 'deal-card.pkpass');
    }),
  );

  const base = '/wallet/apple/v1';
  router.post(
    `${base}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber`,
    limits.cardLookup,
    validate(
      { params: AppleRegistrationParamsSchema, body: AppleRegisterBodySchema, response: NotJson },
      async ({ params, body, req, res }) => {
        const apple = appleConfigOrNotFound(config.apple);
        const pass = authorizedPass(db, apple, params.passTypeIdentifier, params.serialNumber, req.get('authorization'));
        const added = await registerDevice(db, params.deviceLibraryIdentifier, pass.cardId, body.pushToken);
        res.status(added ? 201 : 200).end();
      },
    ),
  );

  router.get(
    `${base}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier`,
    limits.cardLookup,
    validate(
      { params: AppleDeviceParamsSchema, query: AppleUpdatedQuerySchema, response: AppleSerialNumbersResponseSchema },
      ({ params, query, res }) => {
        const apple = appleConfigOrNotFound(config.apple);
        const updated = passesUpdatedSince(
          db,
          apple,
          params.deviceLibraryIdentifier,
          params.passTypeIdentifier,
          query.passesUpdatedSince,
        );
        res.set('Cache-Control', 'no-store');
        if (!updated) {
          res.status(204).end();
          return new Sent<AppleSerialNumbersResponse>(null);
        }
        return updated;
      },
    ),
  );

  router.delete(
    `${base}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber`,
    limits.cardLookup,
    validate({ params: AppleRegistrationParamsSchema, response: NotJson }, ({ params, req, res }) => {
      const apple = appleConfigOrNotFound(config.apple);
      const pass = authorizedPass(db, apple, params.passTypeIdentifier, params.serialNumber, req.get('authorization'));
      unregisterDevice(db, params.deviceLibraryIdentifier, pass.cardId);
      res.status(200).end();
    }),
  );

  router.get(
    `${base}/passes/:passTypeIdentifier/:serialNumber`,
    limits.cardLookup,
    validate({ params: ApplePassParamsSchema, response: NotJson }, ({ params, req, res }) => {
      const ctx = context(req);
      const pass = authorizedPass(db, ctx.config, params.passTypeIdentifier, params.serialNumber, req.get('authorization'));
      const since = Date.parse(req.get('if-modified-since') ?? '');
      if (!Number.isNaN(since) && toSecond(pass.updatedAt) <= since) {
        res.status(304).end();
        return;
      }
      sendPass(res, applePassOfCard(ctx, pass.cardId));
    }),
  );

  // Its rate limit and 16 KB body cap come before the API's JSON parser (app.ts).
  router.post(
    `${base}/log`,
    validate({ body: AppleLogBodySchema, response: NotJson }, ({ body, res }) => {
      appleConfigOrNotFound(config.apple);
      writeAppleLog(logger, body.logs);
      res.status(200).end();
    }),
  );
  return router;
}
