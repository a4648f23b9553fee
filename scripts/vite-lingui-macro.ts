// A Vite plugin for the PWA and kiosk builds (and vitest): runs Lingui's macro transform over the
// source files that import a Lingui macro, and only those. `t`, `<Trans>` and `msg` become
// `i18n._({ id })` calls with a short hashed id; the English text moves to the catalogues
// (pwa/src/locales, kiosk/src/locales), which `lingui extract` fills from the same macros.
//
// @vitejs/plugin-react 6 no longer runs Babel, and @rolldown/plugin-babel wants Node 22; this is
// the few lines of it we need, on the @babel/core that @lingui/cli already brings.
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const MACRO_IMPORT = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

export function linguiMacro(): Plugin {
  return {
    name: 'dealcard:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.(tsx?|jsx?)$/.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', {}]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
