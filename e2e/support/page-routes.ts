import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The pages the apps have, read from their route tables, so the outside page checks
 * (e2e/outside/pages.spec.ts) can tell when a page was added without a case of its own.
 */

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** `path: '/x'` entries of the object route tables. */
function objectPaths(file: string): string[] {
  return [...read(file).matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]!);
}

/** `<Route path="x">` and `<Route index>` of a JSX table mounted at `mount`. */
function jsxPaths(file: string, mount: string): string[] {
  const source = read(file);
  const paths = [...source.matchAll(/<Route path="([^"]+)"/g)].map((m) => `${mount}/${m[1]!}`);
  if (/<Route index\b/.test(source)) paths.push(mount);
  return paths;
}

/** Tables mounted at a `/x/*` path of the office table: their own paths stand for the mount. */
const MOUNTED: Record<string, { file: string; mounts: string[] }> = {
  '/admin/*': { file: 'pwa/src/features/admin/admin-app.tsx', mounts: ['/admin'] },
  '/restaurant/*': { file: 'pwa/src/features/portal/portal-app.tsx', mounts: ['/restaurant'] },
  '/portal/*': { file: 'pwa/src/features/portal/portal-app.tsx', mounts: ['/portal'] },
};

/** Every path pattern of the PWA, the mounted tables' paths in full (`/admin/dashboard`). */
export function pwaRoutePatterns(): string[] {
  const files = [
    'pwa/src/app/router.tsx',
    'pwa/src/app/office-routes.tsx',
    'pwa/src/features/card/routes.tsx',
    'pwa/src/features/find-my-card/routes.tsx',
    'pwa/src/features/activate/routes.tsx',
  ];
  const patterns = new Set<string>();
  for (const file of files) {
    for (const p of objectPaths(file)) {
      const mounted = MOUNTED[p];
      if (!mounted) patterns.add(p);
      else for (const mount of mounted.mounts) for (const q of jsxPaths(mounted.file, mount)) patterns.add(q);
    }
  }
  return [...patterns].sort();
}

/**
 * The kiosk has no router: its screens follow the tablet's state (kiosk/src/app/app.tsx), the
 * pairing screen until a device session, then the verify screen.
 */
export function kioskScreens(): string[] {
  const app = read('kiosk/src/app/app.tsx');
  return [...app.matchAll(/<(PairingScreen|VerifyScreen)\b/g)]
    .map((m) => `kiosk:${m[1]!}`)
    .filter((v, i, a) => a.indexOf(v) === i);
}
