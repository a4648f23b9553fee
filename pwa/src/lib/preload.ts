/**
 * Starts a GET of `path` at once, as `<link rel="preload" as="fetch">`: the page's own fetch of the
 * same URL (credentials 'include', as `api()` sends it) later takes this response instead of
 * making a new request. Used before React renders, so a page's first call runs while its code is
 * still downloading.
 */
export function preloadFetch(path: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.href = path;
  link.crossOrigin = 'use-credentials';
  document.head.append(link);
}

/** Starts loading a lazy page's chunk; a failure is left to the page's own import to report. */
export function preloadModule(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
