import { NOT_START_CODE, START_CODE } from './start-code.js'
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Which folder may import which, by the file an import resolves to (so `@/…` and `../../…` are
 * judged alike). docs/architecture.md draws the same layers.
 */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const importZones = [
  // Features stay independent: the app composes them in routes/ and app-shell/.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `Feature "${feature}" imports another feature; compose them in src/routes/ or src/app-shell/ instead.`,
  })),
  // Shared code is used by features, never the other way round.
  ...['./src/components', './src/lib', './src/payment', './src/training', './src/shared'].map((target) => ({
    target,
    from: './src/features',
    message: 'Shared code never imports a feature: move what both need into shared code, or compose in src/routes/.',
  })),
  {
    target: './src/shared',
    from: './src',
    except: ['./shared'],
    message: 'src/shared/ is what the server and the client both run: it imports nothing else of src/.',
  },
  // Route modules translate HTTP and are registered by app.ts alone; other modules, the seed and
  // the tests import the domain modules they call.
  ...['./server/!(app).ts', './server/*/**', './tests/**', './scripts/**', './bench/**'].map((target) => ({
    target,
    from: './server/routes',
    message:
      'Route modules only translate HTTP and are registered by server/app.ts: import the domain module they call (docs/architecture.md).',
  })),
]

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', '.tmp', 'data', 'src/routeTree.gen.ts', 'bench/.tmp', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      // An import circle makes the order modules run in depend on who imports first. One closed by
      // an import() does not: both modules have run by the time it resolves.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Creating the first Intl formatter took 20–30 ms of a first visit's start-up on a 2-core
    // server (four times that in Lighthouse's phone): src/shared/money.ts formats numbers by hand,
    // and date-fns formats dates without Intl.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Intl', message: 'Format by hand (src/shared/money.ts) or with date-fns.' },
      ],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'It creates an Intl formatter: format by hand (src/shared/money.ts) or with date-fns.',
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@date-fns/utc',
              message: 'Its UTCDate creates three Intl formatters when loaded: use @date-fns/utc/date/mini.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server and the client are siblings over src/shared/: the server imports nothing else of
    // src/ (the painted-page bundle's types aside; its code is loaded from dist-ssr at run time),
    // and neither it nor src/shared/, which it runs as plain files, uses the client's @/ alias.
    files: ['server/**/*.ts', 'src/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(?!shared/)(?!first-paint/server$)',
              message: "The server imports only src/shared/ from the client's tree.",
            },
            { regex: '^(\\.\\./)+src/first-paint/server$', allowTypeImports: true, message: 'Type imports only.' },
            {
              regex: '^@/',
              message: 'The server runs src/shared/ as plain files: import it by its relative path, not the @/ alias.',
            },
          ],
        },
      ],
    },
  },
  {
    // What the first paint's JavaScript must not carry: Dexie (lib/local-data.ts loads it when
    // used) and, where code runs at start (routes, fetchers, stores, shell), the contract's full zod
    // (fetchers name their call, `callApi('module.call', …)`, and lib/api-client.ts loads its module),
    // date-fns and DOMPurify (loaded with import(): tests/slow/build-secrets.test.ts checks the build).
    // Types are free.
    files: [...START_CODE],
    // local-data.ts is the one start file that loads the database, when it is first used.
    ignores: [...NOT_START_CODE, 'src/lib/local-data.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/db', './db'],
              allowTypeImports: true,
              message: 'Reach the database through lib/local-data.ts: a static import loads Dexie at start.',
            },
            {
              group: [
                '**/shared/contract/*',
                '!**/shared/contract/url',
                '!**/shared/contract/sub-user',
                '!**/shared/contract/checkout-messages',
                '!**/shared/contract/search-rules',
                // Names and rules of invoices and receipts, without zod.
                '!**/shared/contract/invoice',
                '!**/shared/contract/team-messages',
                // The certificate number's shape (zod/mini, like url) and the PDF's path.
                '!**/shared/contract/certificate',
              ],
              allowTypeImports: true,
              message: "Code that runs at start calls the contract by name, callApi('module.call', …), which loads it.",
            },
            {
              group: ['date-fns', 'date-fns/*', '@date-fns/*', 'dompurify'],
              allowTypeImports: true,
              message:
                'A static import bundles this library into the start chunk: load it with import(), from a file in NOT_START_CODE (start-code.js) or outside the start folders.',
            },
          ],
          paths: [{ name: 'zod', allowTypeImports: true, message: 'Code that runs at start uses zod/mini.' }],
        },
      ],
    },
  },
)
