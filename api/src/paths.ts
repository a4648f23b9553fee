import path from 'node:path';

/**
 * The api package folder. This module sits directly in api/src, and the production bundle is
 * api/dist/server.mjs: one level below the package either way, so files found from here (the
 * migrations, the seed assets, the web builds) resolve the same from the sources and the bundle.
 */
export const apiRoot = path.resolve(import.meta.dirname, '..');
export const repoRoot = path.resolve(apiRoot, '..');
