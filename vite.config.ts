import { defineConfig } from 'vitest/config';
import { build as viteBuild, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { marquezEmulatorPlugin } from './mocks/server/vite-plugin.ts';
import { layoutServicePlugin } from './src/server/layout-plugin.ts';
import { testGroups } from './src/test/shared-graph-tests.ts';

const marquezUrl = process.env.MARQUEZ_URL;
const port = Number(process.env.PORT ?? 5173);

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;
/** Unit tests of the pure domain, run without per-file isolation (see `test.projects`). */
const DOMAIN_TESTS = 'src/domain/**/*.test.ts';
// The test files' groups, from one walk of the tree.
const TEST_GROUPS = testGroups(fileURLToPath(new URL('.', import.meta.url)), ['src', 'mocks'], (path) => /^src\/(domain|server)\//.test(path));
/**
 * The other test files that only import and call modules, run without isolation too (see `test.projects`). Not
 * src/server's: the server keeps process-wide state (layout service, warm-up), and first-view's "first visitor has no
 * layout yet" failed after another file in a shuffled shared run.
 */
const SHARED_TESTS = TEST_GROUPS.shared;
/** The test files that run in jsdom (their pragma), isolated in VM contexts (see `test.projects`). */
const JSDOM_TESTS = TEST_GROUPS.jsdom;
const src = (path: string): string => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
const staticClosure = (roots: readonly string[], info: ModuleInfoOf): Set<string> => {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
};
let chunkOf: ((id: string) => string | null) | null = null;
/**
 * A few chunks where Rolldown made ~45 small ones for a link to the canvas (the common way in), queued on HTTP/1.1's
 * six connections (issue 19): the entry's own (what runs before the server's frame is painted), everything the app
 * loads statically (src/start-app.tsx), and the lineage screen's own modules (what its two lazy chunks import and the
 * app does not). Other screens keep Rolldown's own splitting; the app's chunk takes every module its code reaches
 * statically, 10 KB gzip more than Rolldown loaded at start.
 */
function appChunks(id: string, ctx: { getModuleInfo: ModuleInfoOf }): string | null {
  if (!chunkOf) {
    const info = ctx.getModuleInfo.bind(ctx);
    // The entry (boot.ts, main.tsx) only frames the page and imports the app once the server's frame is painted
    // (src/main.tsx): its chunk holds what it needs before that paint, the app's chunk what start-app.tsx reaches.
    const boot = staticClosure([src('boot.ts'), src('main.tsx')], info);
    const entry = staticClosure([src('start-app.tsx')], info);
    const screen = staticClosure([src('app/routes/lineage-route.tsx'), src('features/graph/lineage-graph-view.tsx')], info);
    // Our own modules only for the entry's chunk: a module graph lists imports before tree-shaking, so a library
    // named only for its types would look like the entry's and load with it.
    const ours = src('');
    const app = (m: string, name: string): string | null => (m.startsWith(ours) ? name : null);
    chunkOf = (m) => (boot.has(m) ? app(m, 'boot') : entry.has(m) ? app(m, 'app') : screen.has(m) ? 'lineage-screen' : null);
  }
  return chunkOf(id);
}
const only =
  (chunk: string) =>
  (id: string, ctx: { getModuleInfo: ModuleInfoOf }): string | null =>
    appChunks(id, ctx) === chunk ? chunk : null;

/**
 * react-router's exports map sends every condition, production builds included, to its development build, whose only
 * difference is `ENABLE_DEV_WARNINGS = true` (route-matching warnings and a console.error in its default error
 * boundary). The build takes the production twin of each entry the app may import (both entries, so the two can never
 * pull two copies of the router with two contexts); the dev server and Vitest keep the development build.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

/** The server-rendered first frame's fit script (src/first-frame-fit.ts), by its source path: its key in the manifest. */
const FIRST_FRAME_FIT = 'src/first-frame-fit.ts';

/**
 * The first frame's fit as a classic script of its own (an IIFE with every import inlined), built beside the app and
 * listed in the manifest under its source path (src/server/first-view.ts reads it there). The server puts it inside
 * the frame, ahead of the frame's nodes: a classic script runs where the parser meets it, so the frame is framed
 * (its viewport, its zoom tier, its vocabulary's rules) before its nodes are parsed, styled and laid out; a module
 * script runs only once the whole document, the page's 1 MB answer included, is parsed, and its fit then forced the
 * style and layout of every node, only to restyle them for the tier (docs/performance.md). Library modules count as
 * free of side effects here: the script uses two pure functions of @xyflow/system, whose d3 imports would otherwise
 * stay for their top-level code (48 KB instead of 6 KB).
 */
function firstFrameFitScript(): Plugin {
  return {
    name: 'first-frame-fit-script',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler: async function (_options, bundle) {
        const code = await classicScript(FIRST_FRAME_FIT);
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
        const fileName = `assets/first-frame-fit-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source: code });
        // Listed as an entry of its own: the manifest knows only the main build's chunks, and Vite writes it before this.
        const manifest = bundle['.vite/manifest.json'];
        if (manifest?.type !== 'asset') throw new Error(`${FIRST_FRAME_FIT}: no manifest to list it in`);
        const entries = JSON.parse(String(manifest.source)) as Record<string, unknown>;
        manifest.source = JSON.stringify(
          { ...entries, [FIRST_FRAME_FIT]: { file: fileName, name: 'first-frame-fit', src: FIRST_FRAME_FIT, isEntry: true } },
          null,
          2,
        );
      },
    },
  };
}

/**
 * A module and its imports as one classic script (an IIFE): for scripts that must run where modules cannot, the first
 * frame's fit and the layout worker. Library modules count as free of side effects (see firstFrameFitScript).
 */
async function classicScript(input: string): Promise<string> {
  const built = await viteBuild({
    configFile: false,
    logLevel: 'warn',
    root: fileURLToPath(new URL('.', import.meta.url)),
    build: {
      write: false,
      target: 'es2022',
      rolldownOptions: {
        input: fileURLToPath(new URL(`./${input}`, import.meta.url)),
        output: { format: 'iife' },
        treeshake: { moduleSideEffects: (id) => !id.includes('/node_modules/') },
      },
    },
  });
  const output = (Array.isArray(built) ? built[0] : built) as { output: readonly { type: string; code?: string }[] };
  const code = output.output.find((chunk) => chunk.type === 'chunk')?.code;
  if (code === undefined) throw new Error(`${input}: no script built`);
  return code;
}

const LAYER_ORDER_WORKER = 'src/layout/layer-order-worker.ts';
const LAYER_ORDER_WORKER_URL = 'virtual:layer-order-worker-url';
/** Where the dev server serves the layout worker (the build emits it under assets/ with its hash). */
const DEV_LAYER_ORDER_WORKER = '/@tributary/layer-order-worker.js';

/**
 * The browser's layout worker (src/layout/layer-order-worker.ts) as a classic script of its own, same-origin for
 * `worker-src 'self'`: it loads ELK's classic engine with importScripts, which a module worker has not, and Vite's own
 * classic workers keep their imports in dev. Its URL is the module `virtual:layer-order-worker-url`.
 */
function layerOrderWorkerScript(): Plugin {
  let build = false;
  return {
    name: 'layer-order-worker-script',
    configResolved: (config) => {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === LAYER_ORDER_WORKER_URL ? `\0${LAYER_ORDER_WORKER_URL}` : null),
    load: {
      handler: async function (id) {
        if (id !== `\0${LAYER_ORDER_WORKER_URL}`) return null;
        if (!build) return `export default ${JSON.stringify(DEV_LAYER_ORDER_WORKER)};`;
        const code = await classicScript(LAYER_ORDER_WORKER);
        const fileName = `assets/layer-order-worker-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source: code });
        return `export default ${JSON.stringify(`/${fileName}`)};`;
      },
    },
    configureServer: (server) => {
      server.middlewares.use(DEV_LAYER_ORDER_WORKER, (_req, res, next) => {
        classicScript(LAYER_ORDER_WORKER).then((code) => {
          res.setHeader('Content-Type', 'text/javascript');
          res.end(code);
        }, next);
      });
    },
  };
}

/**
 * The app's chunk (and its styles) in index.html's head, as when the entry imported it statically: src/main.tsx now
 * imports it only once the server's frame is painted, and without this a page would ask for it only then.
 */
function preloadAppChunk(): Plugin {
  return {
    name: 'preload-app-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => {
        const app = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.name === 'app');
        if (app?.type !== 'chunk') return [];
        const css = [...(app.viteMetadata?.importedCss ?? [])].map((file) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${app.fileName}` }, injectTo: 'head' as const }, ...css];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    preloadAppChunk(),
    firstFrameFitScript(),
    layerOrderWorkerScript(),
    // Warm, cached ELK on the server (POST /api/tributary/layout), first, so the /api proxy never sees it.
    layoutServicePlugin(),
    // With no real Marquez configured, the embedded emulator answers /api/v1 on the same origin.
    ...(marquezUrl ? [] : [marquezEmulatorPlugin()]),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port,
    strictPort: true,
    host: '127.0.0.1',
    // Marquez has no CORS (docs/marquez-api.md#no-cors-a-same-origin-proxy); the proxy keeps the path raw so %2F
    // survives.
    proxy: marquezUrl ? { '/api': { target: marquezUrl, changeOrigin: true } } : undefined,
  },
  preview: { port, strictPort: true, host: '127.0.0.1' },
  worker: { format: 'es' },
  // The manifest tells the production server which chunks the lineage screen needs (src/server/first-view.ts).
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)) },
      output: {
        // Each group brings its modules' dependencies along (Rolldown's default, which keeps modules running in
        // import order); the entry's group goes first, so what both need stays in the entry's chunk.
        codeSplitting: {
          groups: [
            { name: only('boot'), priority: 3 },
            { name: only('app'), priority: 2 },
            { name: only('lineage-screen'), priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
    pool: 'threads',
    // Isolation (a fresh module graph per test file) costs each file its imports again: ~1 s of a worker's CPU a file.
    // `src/domain` is pure (no React, no fetch, no mocks, no module state its tests change), so its files share one
    // module graph per worker, and so do the other files that only import and call modules (no `vi.`, no jsdom, no
    // store, storage, global or environment writes: src/test/shared-graph-tests.ts); the rest stays isolated.
    // Measured in docs/performance.md#test-time. The jsdom files stay isolated, each in a fresh VM context of a reused
    // worker (`vmThreads`): a fresh worker per file loaded jsdom again for each, ~1 CPU-s a file. Only them: the
    // other isolated files, server and CLI tests with worker threads and child processes, ran slower or failed there.
    projects: [
      { extends: true, test: { name: 'domain', include: [DOMAIN_TESTS], isolate: false } },
      { extends: true, test: { name: 'shared', include: SHARED_TESTS, isolate: false } },
      { extends: true, test: { name: 'dom', include: JSDOM_TESTS, pool: 'vmThreads' } },
      {
        extends: true,
        test: { name: 'app', include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'], exclude: [DOMAIN_TESTS, ...SHARED_TESTS, ...JSDOM_TESTS] },
      },
    ],
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core machine. VITEST_WORKERS
    // overrides (docs/performance.md#test-time).
    maxWorkers: Number(process.env.VITEST_WORKERS) || availableParallelism(),
  },
});
