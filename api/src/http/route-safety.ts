import type { Express } from 'express';
import { appLimiterOf, bodyLimitOf, contractOf, guardOf, limiterOf, type RouteContract } from './safety-tags.ts';

/**
 * What the router-walking safety test reads: for each route of the built app, the middleware a
 * request to it passes through (found by matching a sample path against Express 5's router
 * stack, as the router would), and from their marks whether it is guarded, limited and capped.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

interface RouteLike {
  path: unknown;
  methods: Record<string, boolean>;
  stack: Array<{ method?: string; handle: unknown }>;
}
interface LayerLike {
  route?: RouteLike;
  handle: ((...args: unknown[]) => unknown) & { stack?: LayerLike[] };
  rawPath?: unknown;
  match(path: string): false | { path: string };
}

export interface RouteSafety {
  method: string;
  path: string;
  guard: 'session' | 'device' | undefined;
  limiters: string[];
  /** The byte limit of the body reader that reads this route's body; undefined when none does. */
  bodyLimit: number | undefined;
  /** Body readers in the chain without a marked limit (express.json and friends used directly). */
  unmarkedBodyReaders: string[];
  /** The schemas of the route's `validate` (http/validate.ts); undefined for a route without one. */
  contract: RouteContract | undefined;
  /** The app-wide limiter in front of it (every /api call's), apart from `limiters`. */
  appLimiter: string | undefined;
}

const stackOf = (app: Express) => (app as unknown as { router: { stack: LayerLike[] } }).router.stack;

function routesIn(stack: LayerLike[], prefix: string, out: Array<{ route: RouteLike; path: string }>) {
  for (const layer of stack) {
    if (layer.route) {
      if (typeof layer.route.path !== 'string') throw new Error(`route with a non-string path under ${prefix}`);
      out.push({ route: layer.route, path: prefix + layer.route.path });
    } else if (layer.handle.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      routesIn(layer.handle.stack, prefix + mount, out);
    }
  }
}

/** The handlers a request to `target` passes through, in order, as the router would run them. */
function chainTo(stack: LayerLike[], path: string, target: RouteLike, method: Method, before: unknown[]): unknown[] | undefined {
  let chain = before;
  for (const layer of stack) {
    const matched = layer.match(path);
    if (!matched) continue;
    if (layer.route) {
      if (layer.route !== target) continue;
      const own = layer.route.stack.filter((l) => l.method === undefined || l.method === method).map((l) => l.handle);
      return [...chain, ...own];
    }
    if (layer.handle.stack) {
      const rest = path.slice(matched.path.length) || '/';
      const found = chainTo(layer.handle.stack, rest.startsWith('/') ? rest : `/${rest}`, target, method, chain);
      if (found) return found;
      continue;
    }
    // Error handlers (four arguments) do not run on the way to a route.
    if (layer.handle.length !== 4) chain = [...chain, layer.handle];
  }
  return undefined;
}

const BODY_READER = /^(json|raw|text|urlencoded)Parser$/;

export function routeSafety(app: Express): RouteSafety[] {
  const routes: Array<{ route: RouteLike; path: string }> = [];
  routesIn(stackOf(app), '', routes);
  const out: RouteSafety[] = [];
  for (const { route, path } of routes) {
    const sample = path.replace(/:(\w+)/g, '1');
    for (const method of METHODS) {
      if (!route.methods[method]) continue;
      const chain = chainTo(stackOf(app), sample, route, method, []);
      if (!chain) throw new Error(`${method.toUpperCase()} ${path}: a request to it does not reach it`);
      const readers = chain.filter((h) => typeof h === 'function' && (bodyLimitOf(h) !== undefined || BODY_READER.test(h.name)));
      out.push({
        method: method.toUpperCase(),
        path,
        guard: chain.map(guardOf).find((g) => g !== undefined),
        limiters: chain.map(limiterOf).filter((l): l is string => l !== undefined),
        // The first reader reads the body; the ones after it see it read and skip.
        bodyLimit: readers.length ? bodyLimitOf(readers[0]) : undefined,
        unmarkedBodyReaders: readers.filter((h) => bodyLimitOf(h) === undefined).map((h) => (h as { name: string }).name),
        contract: chain.map(contractOf).find((c) => c !== undefined),
        appLimiter: chain.map(appLimiterOf).find((l) => l !== undefined),
      });
    }
  }
  return out;
}

/** Anonymous routes (no session or device guard) that lack a limiter or a marked body cap. */
export function unsafeAnonymousRoutes(app: Express): string[] {
  const problems: string[] = [];
  for (const r of routeSafety(app)) {
    if (r.unmarkedBodyReaders.length)
      problems.push(`${r.method} ${r.path}: body read without a marked limit (${r.unmarkedBodyReaders.join(', ')})`);
    if (r.guard) continue;
    if (r.limiters.length === 0) problems.push(`${r.method} ${r.path}: anonymous and no rate limiter`);
  }
  return problems;
}
