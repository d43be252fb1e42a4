// Lint holds the architecture (docs/architecture.md#dependency-direction): the dependency direction is a rule, not a
// hope.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync, existsSync } from 'node:fs';

const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// Features never import each other; `app/` composes them.
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; compose them in src/app.',
}));

/**
 * The dependency direction of docs/architecture.md#dependency-direction. Tests may additionally reach the
 * shared-fixture locator (`src/test`) and the in-process emulator and scenarios (`mocks/`), which ship nowhere.
 */
function architectureZones(forTests) {
  const testExcept = forTests ? ['./test'] : [];
  return [
    { target: './src/domain', from: './src', except: ['./domain', ...testExcept], message: 'src/domain is pure: it imports no other app folder.' },
    {
      target: './src/layout',
      from: './src',
      except: ['./layout', './domain', './lib', ...testExcept],
      message: 'src/layout imports only domain and lib (the query keys).',
    },
    { target: './src/api', from: './src', except: ['./api', './domain', './lib', ...testExcept], message: 'src/api imports only domain and lib.' },
    { target: './src/state', from: './src', except: ['./state', './domain', ...testExcept], message: 'src/state imports only domain types.' },
    // lib: small shared helpers (URL params, formatting); it may read the UI-state store, nothing above it.
    { target: './src/lib', from: './src', except: ['./lib', './domain', './state', ...testExcept], message: 'src/lib imports only domain, state and lib.' },
    // investigation: every read that combines several endpoints, and the query options over them — framework-free, so
    // the UI, the CLIs and the server run the same loaders.
    {
      target: './src/investigation',
      from: './src',
      except: ['./investigation', './api', './domain', './lib', ...testExcept],
      message: 'src/investigation imports only api, domain and lib.',
    },
    // hooks: thin React adapters shared by several features over src/investigation's query options.
    {
      target: './src/hooks',
      from: './src',
      except: ['./hooks', './investigation', './api', './domain', './lib', './state', ...testExcept],
      message: 'src/hooks imports only investigation, api, domain, lib and state.',
    },
    {
      target: './src/components',
      from: './src',
      except: ['./components', './domain', './lib', ...testExcept],
      message: 'src/components imports only domain and lib.',
    },
    // cli: the command-line tools run the browser's own hooks and gateway, never its screens.
    {
      target: './src/cli',
      from: './src',
      except: ['./cli', './api', './domain', './investigation', './lib', ...testExcept],
      message: 'src/cli imports only api, domain, investigation and lib.',
    },
    // server: the Node server assembles the first view from the same loaders, pipeline and layout as the browser.
    {
      target: './src/server',
      from: './src',
      except: ['./server', './domain', './layout', './lib', './api', './investigation', ...testExcept],
      message: 'src/server imports only domain, layout, lib, api and investigation (never the React layers).',
    },
    {
      target: ['domain', 'api', 'investigation', 'layout', 'state', 'lib', 'hooks', 'components', 'cli', 'features', 'app'].map((d) => `./src/${d}`),
      from: './src/server',
      message: 'Nothing in src imports src/server (the CLI starts it by module URL).',
    },
    {
      target: ['./src/domain', './src/api', './src/layout', './src/state', './src/features', './src/components', './src/lib'],
      from: './src/app',
      message: 'Nothing but the entry point imports src/app.',
    },
    ...(forTests ? [] : [{ target: './src', from: './mocks', message: 'src never imports mocks (only the dev-only server bootstrap may).' }]),
    { target: './src', from: './e2e', message: 'Nothing in src imports e2e.' },
    { target: './mocks', from: './e2e', message: 'mocks never imports e2e.' },
    { target: './mocks', from: './src/cli', message: 'mocks never imports the CLIs: they are clients of the emulator, not part of it.' },
    ...featureZones,
  ];
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'e2e/artifacts/**', '.e2e-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Metadata is untrusted: render it as text.' },
      ],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE', 'mocks/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: architectureZones(false) }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'src/domain is pure TypeScript: no React.' },
            { name: 'react-dom', message: 'src/domain is pure TypeScript: no React.' },
            { name: 'zustand', message: 'src/domain holds no UI state.' },
            { name: '@tanstack/react-query', message: 'src/domain does no I/O.' },
            { name: '@xyflow/react', message: 'Only `import type` from @xyflow/react in domain.', allowTypeImports: true },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'src/domain does no I/O.' },
        { name: 'XMLHttpRequest', message: 'src/domain does no I/O.' },
        { name: 'window', message: 'src/domain runs in Node too.' },
        { name: 'document', message: 'src/domain runs in Node too.' },
      ],
    },
  },
  {
    // src/investigation is framework-free: the CLIs and the server run its loaders as the UI does. From react-query it
    // takes only the non-React part (queryOptions, QueryClient, CancelledError).
    files: ['src/investigation/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'src/investigation is framework-free: hooks live in features or src/hooks.' },
            { name: 'react-dom', message: 'src/investigation is framework-free.' },
            { name: 'zustand', message: 'src/investigation holds no UI state.' },
            { name: '@xyflow/react', message: 'src/investigation is framework-free.' },
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery', 'useQueries', 'useSuspenseQuery', 'useMutation', 'useQueryClient', 'QueryClientProvider', 'useIsFetching'],
              message: 'src/investigation is framework-free: React adapters live in features or src/hooks.',
            },
            // Its loaders run in the browser too: ELK only through src/layout's worker (the rule below for the rest of src).
            { name: 'elkjs', message: 'Runs ELK on the main thread; use src/layout (worker) instead.' },
          ],
        },
      ],
    },
  },
  {
    // The browser main thread never runs ELK (docs/architecture.md#layout-runs-in-a-worker): its engine loads only as a
    // worker asset (`elk-worker.min.js?url`). The bundled main-thread engine is for Vitest and the Node benchmark.
    files: ['src/**/*.{ts,tsx}'],
    // The Node server (src/server) runs ELK in its own process for the layout cache; no browser code loads it.
    ignores: ['src/domain/**', 'src/investigation/**', 'src/**/*.test.{ts,tsx}', 'src/layout/main-thread-layout-engine.ts', 'src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'elkjs', message: 'Runs ELK on the main thread; use src/layout (worker) instead.' },
            { name: 'elkjs/lib/main.js', message: 'Runs ELK on the main thread; use src/layout (worker) instead.' },
          ],
          patterns: [
            {
              group: ['elkjs/lib/elk.bundled*', 'elkjs/lib/main', 'elkjs/lib/elk-worker*', '!elkjs/lib/elk-worker.min.js?url'],
              message: 'Runs ELK on the main thread; the browser loads it only as a worker asset (src/layout).',
            },
            {
              group: ['**/main-thread-layout-engine*'],
              message: 'The main-thread layout engine is for tests and the benchmark only; the browser uses the worker engine.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one sanctioned door from src into mocks: the Node server bootstrap that embeds the emulator when no
    // MARQUEZ_URL is set. Nothing the browser loads goes through it.
    files: ['src/server/embedded-backend.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: architectureZones(true) }] },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Size gates: a file over 300 lines or a function (a component, a describe) over 120 does more than one job; split
    // it rather than raise the limits. Data files are split too, not exempted.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'e2e/**/*.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
);
