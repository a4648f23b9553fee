import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Early hints for the PWA's first screens: the `Link` header sent with index.html names the page's
 * own chunk and its first API call, the server's configuration every page reads at start-up and,
 * for a browser that signed in, the signed-in user (pwa/src/app/router.tsx), so the browser
 * fetches them while it is still downloading the app's entry script. Without them each waits for the entry to download and run, one round trip
 * after the other: on a phone's slow connection the chunk, then the card, came 0.5-1 s later.
 *
 * The browser's own requests must match what the app asks for, or they are fetched twice:
 * - the chunk as `modulepreload` (what `import()` looks up in the module map);
 * - the data as `preload; as=fetch; crossorigin=use-credentials`, the app's GET with
 *   `credentials: 'include'` and no extra headers (pwa/src/lib/api-client.ts), at the URL the
 *   page's query asks for (pwa/src/app/router.tsx and features/card/routes.tsx preload the same).
 */

/** The pages with a hint: their path, their chunk's source in the build, and their first call. */
const PAGES: ReadonlyArray<{ pattern: RegExp; source: string; data: (param: string) => string }> = [
  {
    pattern: /^\/(?:campaigns)?$/,
    source: 'src/features/campaigns/components/campaigns-page.tsx',
    data: () => '/api/campaigns/active',
  },
  {
    pattern: /^\/campaign\/([^/]+)$/,
    source: 'src/features/campaigns/components/campaign-landing-page.tsx',
    data: (slug) => `/api/campaigns/${encodeURIComponent(slug)}`,
  },
  {
    pattern: /^\/card\/([^/]+)$/,
    source: 'src/features/card/components/card-page.tsx',
    data: (code) => `/api/cards/${encodeURIComponent(code)}`,
  },
];

/** The part of Vite's build manifest (`.vite/manifest.json`) read here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Asked for by every page before its first render. */
const CONFIG_HINT = '</api/config>; rel=preload; as=fetch; crossorigin=use-credentials';
/** Asked for before the first render too, but only where the app sees `dc_signed_in` (get-user.ts). */
const USER_HINT = '</api/user>; rel=preload; as=fetch; crossorigin=use-credentials';

/**
 * Answers, for a request path, the `Link` header to send with index.html: the configuration for
 * every page (and the user for a browser that signed in) and, for the pages above, their chunk
 * (when the build has a manifest: none before a first build) and their first call. The manifest is read again when a new build replaces it, so
 * a rebuild under a running server never names old chunks.
 */
export function pageHints(distDir: string): (requestPath: string, signedIn?: boolean) => string {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  let readAt = -1;
  let modules: string[][] = [];
  const load = () => {
    const modified = statSync(manifestFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (modified === readAt) return;
    readAt = modified;
    modules = PAGES.map(() => []);
    if (!modified) return;
    try {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
      modules = PAGES.map((page) => chunkFiles(manifest, page.source).map((file) => `</${file}>; rel=modulepreload`));
    } catch {
      // Half-written by a build in progress: no chunk hints until the next change.
    }
  };

  return (requestPath, signedIn = false) => {
    const startUp = signedIn ? `${CONFIG_HINT}, ${USER_HINT}` : CONFIG_HINT;
    for (const [i, page] of PAGES.entries()) {
      const match = page.pattern.exec(requestPath);
      if (!match) continue;
      let param: string;
      try {
        // Express hands over the path still percent-encoded; the app encodes the decoded value.
        param = decodeURIComponent(match[1] ?? '');
      } catch {
        // Not a page the app can show either (it answers "not found"): nothing of its own to fetch.
        return startUp;
      }
      load();
      // encodeURIComponent leaves nothing that could end the header's <URL> (no '>', ',' or ';').
      return [...modules[i]!, `<${page.data(param)}>; rel=preload; as=fetch; crossorigin=use-credentials`, startUp].join(', ');
    }
    return startUp;
  };
}

/** A chunk and the chunks it imports statically, minus the entry (index.html loads that anyway). */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}
