import { Router } from 'express';
import {
  ActivateBodySchema,
  ActivateResponseSchema,
  AssignPrintedBodySchema,
  AssignPrintedResponseSchema,
  CampaignIdParamsSchema,
  PrintedBatchBodySchema,
  PrintedBatchCreatedSchema,
  PrintedBatchParamsSchema,
  PrintedBatchResponseSchema,
  PrintedBatchesResponseSchema,
  VoidPrintedBatchResponseSchema,
  VoidPrintedCardsBodySchema,
  VoidPrintedCardsResponseSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole } from '../../http/guards.ts';
import { requestLanguage } from '../../http/language.ts';
import { siteUrlOf } from '../../http/site-url.ts';
import { validate } from '../../http/validate.ts';
import { presentBatch, presentBatchSummary } from './printed-cards.presenter.ts';
import { offersValueOf, selectBatch, selectBatchCards, selectBatches } from './printed-cards.queries.ts';
import {
  createActivationQueue,
  assignCodes,
  createBatch,
  scopedBatch,
  scopedCampaign,
  voidBatch,
} from './printed-cards.service.ts';
import { voidCards } from './printed-cards.void.ts';

/** Printed cards: the coordinator's (or owner's, or an admin's) batches and stacks. */
export function printedCardRoutes({ db, config }: AppDeps): Router {
  const router = Router();
  const coordinator = requireRole('coordinator', 'restaurant_owner', 'superadmin');

  router.get(
    '/campaigns/:id/printed-batches',
    coordinator,
    validate({ params: CampaignIdParamsSchema, response: PrintedBatchesResponseSchema }, ({ params, req, res }) => {
      res.set('Cache-Control', 'private, no-store');
      const { campaign } = scopedCampaign(db, req, params.id);
      return { batches: selectBatches(db, campaign.id).map(presentBatchSummary) };
    }),
  );

  router.post(
    '/campaigns/:id/printed-batches',
    coordinator,
    validate(
      { params: CampaignIdParamsSchema, body: PrintedBatchBodySchema, response: PrintedBatchCreatedSchema },
      async ({ params, body, req, res }) => {
        const batch = await createBatch(db, scopedCampaign(db, req, params.id), body, currentUser(req).id);
        res.status(201);
        return { batch: { id: batch.id, count: batch.count } };
      },
    ),
  );

  router.get(
    '/printed-batches/:id',
    coordinator,
    validate({ params: PrintedBatchParamsSchema, response: PrintedBatchResponseSchema }, ({ params, req, res }) => {
      res.set('Cache-Control', 'private, no-store');
      const scope = scopedBatch(db, req, params.id);
      return presentBatch(
        scope,
        scope.batch,
        selectBatchCards(db, scope.batch.id),
        offersValueOf(db, scope.campaign.id),
        siteUrlOf(req, config),
      );
    }),
  );

  router.post(
    '/printed-batches/:id/assign',
    coordinator,
    validate(
      { params: PrintedBatchParamsSchema, body: AssignPrintedBodySchema, response: AssignPrintedResponseSchema },
      async ({ params, body, req }) => ({
        assigned: await assignCodes(db, scopedBatch(db, req, params.id), body, currentUser(req).id),
      }),
    ),
  );

  router.post(
    '/printed-batches/:id/void',
    coordinator,
    validate({ params: PrintedBatchParamsSchema, response: VoidPrintedBatchResponseSchema }, async ({ params, req }) => {
      const { batch } = scopedBatch(db, req, params.id);
      await voidBatch(db, batch.id, currentUser(req).id);
      return { batch: presentBatchSummary(selectBatch(db, batch.id)!) };
    }),
  );

  router.post(
    '/printed-batches/:id/void-cards',
    coordinator,
    validate(
      { params: PrintedBatchParamsSchema, body: VoidPrintedCardsBodySchema, response: VoidPrintedCardsResponseSchema },
      async ({ params, body, req }) => {
        const { batch } = scopedBatch(db, req, params.id);
        const result = await voidCards(db, batch, body, currentUser(req).id);
        return { ...result, batch: presentBatchSummary(selectBatch(db, batch.id)!) };
      },
    ),
  );

  return router;
}

/**
 * The buyer of a printed card, on a doorstep: a public hot path, so mounted near the front of the
 * API's routers (routers.ts). Failed tries count against the address (no enumeration).
 */
export function activationRoutes({ db, config, limits }: AppDeps): Router {
  const router = Router();
  // Activations that arrive together share one transaction and its commit.
  const activate = createActivationQueue(db);
  router.post(
    '/activate',
    limits.activate,
    validate({ body: ActivateBodySchema, response: ActivateResponseSchema }, async ({ body, req, res }) => {
      const card = await activate(body, requestLanguage(req), siteUrlOf(req, config));
      res.status(201);
      return { card: { accessCode: card.accessCode } };
    }),
  );

  return router;
}
