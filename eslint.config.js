import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import lingui from 'eslint-plugin-lingui';
import noImportCycle from './eslint/no-import-cycle.js';
import noUntranslatedText from './eslint/no-untranslated-text.js';
import zonedSpecifiers from './eslint/zoned-specifiers.js';

const here = import.meta.dirname;
/** The folders directly under `dir` (relative to this file), so the zones follow new features by themselves. */
const dirs = (dir) => {
  const full = path.join(here, dir);
  return fs.existsSync(full)
    ? fs
        .readdirSync(full, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];
};

/** Where code may not import from: the boundaries of docs/decisions/012. */
const zones = [
  // A web feature never imports another feature; lib/ and components/ never import a feature.
  ...['pwa', 'kiosk'].flatMap((app) => [
    ...dirs(`${app}/src/features`).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature: move what both need to lib/ or components/, or compose them in app/.',
    })),
    {
      target: [`./${app}/src/lib`, `./${app}/src/components`],
      from: `./${app}/src/features`,
      message: 'lib/ and components/ never import a feature.',
    },
  ]),
  // An API module never imports another module's routes.
  ...dirs('api/src/modules').map((module) => ({
    target: `./api/src/modules/${module}`,
    from: `./api/src/modules/!(${module})/**/*.routes.ts`,
    message: "A module never imports another module's routes: move the shared helper to http/ or a file of its own.",
  })),
  { target: './api/src/db', from: './api/src/modules', message: 'Storage knows no domain logic.' },
  {
    target: './api/src/payments',
    from: './api/src/modules',
    message: 'Payment providers know no modules: webhook routes belong to the module that fulfils them.',
  },
  {
    target: './api/src/payments',
    from: './api/src/http',
    except: ['./errors.ts'],
    message: 'Payment providers know no Express: only AppError comes from http/.',
  },
  { target: './api/src', from: ['./e2e', './scripts'], message: 'The API never imports the tests or the scripts.' },
  {
    target: ['./api', './scripts', './shared/src/*.ts', './shared/src/contracts', './shared/src/messages'],
    from: './shared/src/browser',
    message:
      'shared/src/browser is for the web apps only (React, the DOM): the API, the scripts and the contract never import it.',
  },
  { target: './scripts', from: './e2e', message: 'Scripts never import the browser tests.' },
  { target: ['./shared', './api', './pwa', './kiosk'], from: ['./e2e'], message: 'Apps never import the browser tests.' },
  // The apps meet only through shared/: the PWA and the kiosk never import each other or the API,
  // the API never imports a web app, and shared/ imports no app (it is what they all import).
  { target: './pwa', from: './kiosk', message: 'The PWA never imports the kiosk: move what both need to shared/.' },
  { target: './kiosk', from: './pwa', message: 'The kiosk never imports the PWA: move what both need to shared/.' },
  {
    target: ['./pwa', './kiosk'],
    from: './api',
    message: 'A web app never imports the API: the contract (schemas, types, rules) lives in shared/.',
  },
  {
    target: './api',
    from: ['./pwa', './kiosk'],
    message: 'The API never imports a web app: the contract (schemas, types, rules) lives in shared/.',
  },
  {
    target: './shared',
    from: ['./api', './pwa', './kiosk', './scripts'],
    message: 'shared/ is the contract every app imports: it imports no app.',
  },
  // app/ composes features: nothing below it (a feature, lib/, components/, ...) imports it.
  ...['pwa', 'kiosk'].map((app) => ({
    target: `./${app}/src/!(app)/**`,
    from: `./${app}/src/app`,
    message: 'Only app/ composes: a feature, lib/ or components/ never imports app/.',
  })),
];

/**
 * What shared/ never imports: it is the contract every app loads, the browser included. Server,
 * database, payment, mail and Node packages belong to the API; UI packages to the web apps (React
 * only in shared/src/browser, the web apps' own corner of shared/).
 */
const serverPackages = [
  'express',
  'express-rate-limit',
  'helmet',
  'better-sqlite3',
  'drizzle-orm',
  'drizzle-kit',
  'pg',
  'stripe',
  'iron-session',
  'jose',
  'pino',
  'nodemailer',
  'passkit-generator',
  'csv-parse',
  'supertest',
  'esbuild',
  'tsx',
  ...builtinModules.filter((m) => !m.startsWith('_')),
];
const uiPackages = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  '@tanstack/react-query',
  '@lingui/react',
  '@stripe/react-stripe-js',
  '@stripe/stripe-js',
  'zustand',
  'workbox-window',
  'vite',
];
/** A package name and its subpaths (`drizzle-orm/sqlite-core`), and `node:` for every builtin. */
const packageGroup = (names) => [...names.flatMap((n) => [n, `${n}/*`]), 'node:*'];
/** The same as a selector's regular expression (esquery ends one at any `/`: written \x2F). */
const escapeName = (n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '\\x2F');
const packageRegex = (names) => `/^(?:node:.*|(?:${names.map(escapeName).join('|')})(?:\\x2F.*)?)$/`;
/** The no-restricted-imports and no-restricted-syntax rules that keep `names` out of a folder. */
const refusePackages = (names, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: packageGroup(names), message }] }],
  'no-restricted-syntax': [
    'error',
    // import('x') and typeof import('x'): no-restricted-imports sees only declarations.
    { selector: `ImportExpression[source.value=${packageRegex(names)}]`, message },
    { selector: `TSImportType[source.value=${packageRegex(names)}]`, message },
  ],
});
const serverMessage =
  'shared/ is the contract every app loads, the browser included: no server, database, payment or Node package.';
const uiMessage = 'UI packages (React, styled-components, ...) are for the web apps: in shared/ only in shared/src/browser.';

/**
 * Imports resolve as TypeScript resolves them (each workspace's tsconfig, package.json `exports`,
 * `.js` written for `.ts`), so a zone holds whatever the spelling, and an import that resolves to
 * nothing is an error instead of a silent pass.
 */
const resolver = createTypeScriptImportResolver({
  project: ['shared', 'api', 'pwa', 'kiosk', 'scripts', 'e2e'].map((dir) => path.join(here, dir, 'tsconfig.json')),
  alwaysTryTypes: true,
  // Each workspace has its own compiler settings (DOM or node types, JSX): one project per folder.
  noWarnOnMultipleProjects: true,
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'api/src/db/migrations/**',
      'e2e/.artifacts/**',
      'data/**',
      'bench/results/**',
      '**/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['pwa/src/**/*.{ts,tsx}', 'kiosk/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: {
      'import-x': importX,
      local: {
        rules: {
          'no-import-cycle': noImportCycle,
          'no-untranslated-text': noUntranslatedText,
          'zoned-specifiers': zonedSpecifiers,
        },
      },
    },
    settings: { 'import-x/resolver-next': [resolver] },
    rules: {
      // Vite's virtual modules exist only inside its build.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
      'import-x/no-restricted-paths': ['error', { zones, basePath: here }],
      // The same zones for a type-position import() and the files an import.meta.glob brings in.
      'local/zoned-specifiers': ['error', { zones, basePath: here }],
      'local/no-import-cycle': 'error',
    },
  },
  {
    // Colours come from the theme: no raw colour literals outside styles/.
    files: ['pwa/src/**/*.{ts,tsx}', 'kiosk/src/**/*.{ts,tsx}'],
    ignores: ['pwa/src/styles/**', 'kiosk/src/styles/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/#[0-9a-fA-F]{3,8}\\b|rgba?\\(|hsla?\\(/]',
          'TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b|rgba?\\(|hsla?\\(/]',
        ].map((selector) => ({
          selector,
          message: 'Colours come from the theme (styles/theme.ts), not raw literals.',
        })),
        {
          // Spacing and layout widths come from the scales (shared/src/scales.ts, through styles/theme.ts).
          selector:
            'TemplateElement[value.raw=/(?:^|[\\s;{])(?:gap|row-gap|column-gap|padding|padding-(?:top|right|bottom|left)|margin|margin-(?:top|right|bottom|left)|inset|top|right|bottom|left)\\s*:[^;]*\\d+px/]',
          message: 'Spacing comes from the scale: ${space(n)} from styles/theme.ts (steps of 4px), not raw px.',
        },
        {
          selector: 'TemplateElement[value.raw=/@media[^{]*(?:width)[^{]*\\d+px/]',
          message: 'Breakpoints come from the scale: ${media.sm} (md, lg, narrow, upToSm, upToMd) from styles/theme.ts.',
        },
      ],
    },
  },
  {
    // Every text people read comes from the Lingui catalogue (docs/decisions/016-languages.md).
    files: ['pwa/src/**/*.{ts,tsx}', 'kiosk/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'local/no-untranslated-text': 'error',
      // `t` at a module's top level would run before the person's catalogue has loaded.
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: ['@lingui/react', '@lingui/react/macro'].map((name) => ({
            name,
            message: 'Use t`…` from @lingui/core/macro: the apps re-render on a change of language without @lingui/react.',
          })),
        },
      ],
    },
  },
  {
    // The same wall by package name: the API and the scripts never load React through shared.
    files: ['api/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@dealcard/shared/browser/*'], message: 'shared/src/browser is for the web apps only.' }] },
      ],
    },
  },
  {
    // Every query is awaited (issue 41): a promise nobody awaits would run its statement after its
    // transaction ended, or never be heard of when it fails. Type-aware, the API's and scripts' code.
    files: ['api/src/**/*.ts', 'scripts/**/*.ts'],
    // The lint tests (eslint/*.test.ts) lint made-up `probe.ts` files that no tsconfig holds: the
    // type-aware parser would refuse them before the rules they test could run.
    ignores: ['**/probe.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: here } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
    },
  },
  {
    // Payment providers speak to the provider, never to HTTP requests.
    files: ['api/src/payments/**/*.ts'],
    ignores: ['api/src/payments/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'express', message: 'Payment providers know no Express.' }],
          patterns: [{ group: ['@dealcard/shared/browser/*'], message: 'shared/src/browser is for the web apps only.' }],
        },
      ],
    },
  },
  {
    // shared/ outside its browser folder: neither server nor UI packages.
    files: ['shared/src/**/*.ts'],
    ignores: ['shared/src/browser/**', '**/*.test.ts'],
    rules: refusePackages([...serverPackages, ...uiPackages], `${serverMessage} ${uiMessage}`),
  },
  {
    // shared/src/browser: React is at home, the server is not.
    files: ['shared/src/browser/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: refusePackages(serverPackages, serverMessage),
  },
  {
    // No product file over 400 lines, every line counted: split it by what its parts do.
    files: ['{shared,api,pwa,kiosk,scripts}/**/*.{ts,tsx,mjs,js}', 'eslint/**/*.js', '*.{js,ts}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.cases.ts', '**/test/**', '**/locales/**', 'api/src/db/migrations/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['scripts/**/*.mjs', '*.js', 'eslint/**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
