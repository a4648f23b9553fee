import { ROSTER_IMPORT_BODY_LIMIT } from '@dealcard/shared';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { AppDeps, AppDepsInput } from './app-deps.ts';
import { inlineReportReader } from './db/report-reader.ts';
import { createDeviceSessions } from './http/device-session.ts';
import { apiNotFound, errorHandler } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';
import { createRateLimits } from './http/rate-limits.ts';
import { jsonBody } from './http/safety-tags.ts';
import { APPLE_LOG_BODY_LIMIT, APPLE_LOG_PATH } from './wallet/apple/web-service-log.ts';
import { createSessionManager } from './http/session.ts';
import { sameOriginWrites } from './http/same-origin.ts';
import { serveWebApps } from './http/static.ts';
import { anonymousReadRouters, apiRouters, rawBodyRouters, siteRouters } from './routers.ts';

/** Builds the whole app from its dependencies; no listen, so tests run it on a temporary database. */
export function createApp(input: AppDepsInput): Express {
  const deps: AppDeps = {
    ...input,
    sessions: input.sessions ?? createSessionManager(input.db, input.config.sessionSecret),
    devices: input.devices ?? createDeviceSessions(input.db, input.config.sessionSecret),
    limits: input.limits ?? createRateLimits(input.config.rateLimit),
    reports: input.reports ?? inlineReportReader(input.db),
  };
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  // No hash of every JSON body: card and kiosk answers are no-store, and the cached public pages
  // set their own strong ETags (http/cached-json.ts). Static files keep theirs (express.static).
  app.set('etag', false);

  app.use(requestLog(logger));
  // Pages get the full policy (Stripe's script and frames, styled-components' style tags). API
  // answers are JSON that no browser renders as a document: they get the short set OWASP lists
  // for REST APIs (nothing may load, nothing may frame it, no sniffing, same-origin only), which
  // also keeps a dozen headers and a long policy string off every hot call.
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        // styled-components writes <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com', 'https://m.stripe.network'],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Stripe's iframes and our own images must load cross-origin-isolated or not.
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction,
  });
  const apiHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xFrameOptions: { action: 'deny' },
    hsts: config.isProduction,
  });
  app.use((req, res, next) => (req.url.startsWith('/api/') ? apiHeaders : pageHeaders)(req, res, next));

  const api = express.Router();
  // Every call from one address, before anything else: a flood ceiling and RateLimit headers on every answer.
  api.use(deps.limits.api);
  for (const make of anonymousReadRouters) api.use(make(deps));
  api.use(sameOriginWrites(config));
  // Routes that need the raw bytes (the Stripe webhook signature, upload PUTs) come before the JSON parser.
  for (const make of rawBodyRouters) api.use(make(deps));
  // A class's roster CSV (1,000 rows with e-mails) is the one body that may be larger.
  api.use('/nonprofits/:id/roster/import', jsonBody(ROSTER_IMPORT_BODY_LIMIT));
  // Anyone may post to Apple's pass web service log: limited per address before its (small) body is read.
  api.use(APPLE_LOG_PATH, deps.limits.appleLog, jsonBody(APPLE_LOG_BODY_LIMIT));
  api.use(jsonBody('100kb'));
  api.use(deps.sessions.attachUser);
  for (const make of apiRouters) api.use(make(deps));
  api.use(apiNotFound);
  app.use('/api', api);

  for (const make of siteRouters) app.use(make(deps));

  serveWebApps(app, deps);
  app.use(errorHandler(logger));
  return app;
}
