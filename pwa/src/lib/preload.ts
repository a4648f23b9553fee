import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Params } from 'react-router-dom';

/**
 * What a route may do before React renders: start loading its chunk and its first API call (into
 * the query cache the page reads). The promise settles, never rejects, once what the page needs
 * for its first screen is there; a failed call stays in the cache for the page to report.
 */
export interface RouteHandle {
  preload?: (params: Params, client: QueryClient) => Promise<void>;
}

/** Settles when every load has settled, whatever their outcome. */
export function settled(loads: ReadonlyArray<Promise<unknown> | undefined>): Promise<void> {
  return Promise.allSettled(loads).then(() => undefined);
}

export interface LazyPage {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts loading the page's chunk (once); resolves when it has loaded, never rejects. */
  preload: () => Promise<void>;
}

/**
 * A page in its own chunk, like React.lazy, that can be loaded before React renders. Once the
 * chunk has loaded, the component renders at once: React.lazy on its own suspends on the first
 * render even when the chunk is already there (its promise settles a tick later), so the first
 * screen would commit a spinner, lay out, and then render again with the page.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): LazyPage {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const start = () => (loading ??= load().then((m) => (loaded = m)));
  const Component = lazy(() => {
    if (loaded !== undefined) {
      // A thenable that calls back inside React's own .then call: React reads the page at once.
      const page = { default: pick(loaded) };
      return { then: (resolve: (v: typeof page) => void) => resolve(page) } as unknown as Promise<typeof page>;
    }
    return start().then((m) => ({ default: pick(m) }));
  });
  return {
    Component,
    preload: () =>
      start().then(
        () => undefined,
        () => {
          // Forgotten, so the render loads it again and reports a failure there (RouteError).
          loading = undefined;
        },
      ),
  };
}
