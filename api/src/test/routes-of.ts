import type { Express } from 'express';

/**
 * Every route of the built app, found by walking its router stack at run time (so a route added
 * later is seen without touching a list): the generated bad-input test and the OpenAPI document's
 * drift test (openapi/openapi.test.ts) walk it.
 */

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteOf<M extends RouteMethod = RouteMethod> {
  method: M;
  path: string;
  params: string[];
}

interface LayerLike {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: LayerLike[] };
  rawPath?: unknown;
}

/** Every route of the app answering one of `methods` (Express 5 keeps a layer's mount path in rawPath). */
export function routesOf(app: Express, methods: ReadonlyArray<Lowercase<RouteMethod>>): Array<RouteOf> {
  const found: Array<RouteOf> = [];
  const walk = (stack: LayerLike[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        if (typeof layer.route.path !== 'string')
          throw new Error(`route with a non-string path under ${prefix}: the walk cannot cover it`);
        for (const method of methods) {
          if (!layer.route.methods[method]) continue;
          const full = prefix + layer.route.path;
          found.push({
            method: method.toUpperCase() as RouteMethod,
            path: full,
            params: [...full.matchAll(/:(\w+)/g)].map((m) => m[1]!),
          });
        }
      } else if (layer.handle.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: LayerLike[] } }).router.stack, '');
  return found;
}
