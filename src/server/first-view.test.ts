import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineageGraphSchema } from '../api/schemas/lineage.ts';
import { canvasGraph } from '../domain/graph/canvas-stages.ts';
import { toElkGraph, DEFAULT_NODE_SIZES } from '../domain/graph/to-elk-graph.ts';
import { elkOptionsFor } from '../layout/elk-options.ts';
import { layoutCacheKey } from '../layout/layout-cache-key.ts';
import type { LayoutResult } from '../layout/layout-engine.ts';
import { createMainThreadLayoutEngine } from '../layout/main-thread-layout-engine.ts';
import { FIRST_VIEW_ELEMENT_ID, type FirstViewPayload } from '../lib/first-view.ts';
import type { ApiHandler } from './http-server.ts';
import { startServer } from './http-server.ts';
import { FIRST_VIEW_MAX_NODES, FIRST_VIEW_SCRIPTS_READ_WAIT_MS, FIRST_VIEW_WAIT_MAX_BYTES, firstViewElementJson } from './first-view.ts';
import { createLayoutService } from './layout-service.ts';
import type { LineageRead } from './lineage-reader.ts';

const focus = 'dataset:s3://lake:warehouse/orders';
const node = (id: string, type: 'DATASET' | 'JOB', inEdges: string[], outEdges: string[]) => {
  const [, namespace = '', name = ''] = /^\w+:(.*):([^:]*)$/.exec(id) ?? [];
  const data =
    type === 'DATASET'
      ? { id: { namespace, name }, namespace, name, fields: [] }
      : { id: { namespace, name }, namespace, name, type: 'BATCH', inputs: [], outputs: [] };
  return {
    id,
    type,
    data,
    inEdges: inEdges.map((origin) => ({ origin, destination: id })),
    outEdges: outEdges.map((destination) => ({ origin: id, destination })),
  };
};
// raw → job → orders, with a hostile name that must not end the element.
const hostile = 'dataset:s3://lake:</script><script>alert(1)</script><!--';
const answer = {
  graph: [node(hostile, 'DATASET', [], ['job:spark:load']), node('job:spark:load', 'JOB', [hostile], [focus]), node(focus, 'DATASET', ['job:spark:load'], [])],
};

/** A read as lineage-reader.ts makes it: the body as sent, and the answer through the browser's gate. */
const readOf = (value: unknown): LineageRead => ({ status: 200, text: JSON.stringify(value), answer: lineageGraphSchema.parse(value) });

const dist = mkdtempSync(join(tmpdir(), 'tributary-first-view-'));
let server: Server;
let base = '';
let lineageDelayMs = 0;

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js', name: 'react' },
      '_lineage-screen-1.js': {
        file: 'assets/lineage-screen-1.js',
        name: 'lineage-screen',
        imports: ['_react-1.js', '_badge-1.js'],
        css: ['assets/lineage-screen-1.css'],
      },
      '_badge-1.js': { file: 'assets/badge-1.js', name: 'badge' },
      'src/app/routes/coverage-route.tsx': { file: 'assets/coverage-route-1.js', name: 'coverage-route' },
    }),
  );
  const api: ApiHandler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const reply = () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    };
    if (url.pathname === '/api/v1/lineage') setTimeout(reply, lineageDelayMs);
    else reply();
  };
  server = await startServer({
    distDir: dist,
    api,
    port: 0,
    host: '127.0.0.1',
    description: 'test',
    layout: createLayoutService({ engine: createMainThreadLayoutEngine() }),
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((ok) => server.close(() => ok()));
  rmSync(dist, { recursive: true, force: true });
});

const page = async (search: string): Promise<string> => (await fetch(`${base}/lineage${search}`)).text();

const embedded = (html: string): FirstViewPayload | null => {
  const match = new RegExp(`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as FirstViewPayload) : null;
};

describe('first view in the page', () => {
  it('carries the answer and the layout under the key the canvas computes for the same graph', async () => {
    const url = `?node=${encodeURIComponent(focus)}&depth=2&dir=full`;
    // The first visitor's page carries the answer only: ELK runs once that page is out, and the next one has it.
    const first = embedded(await page(url));
    expect(first?.lineage).toEqual(answer);
    expect(first?.layout).toBeUndefined();
    let html = await page(url);
    for (let i = 0; i < 50 && !embedded(html)?.layout; i++) html = await page(url);
    const payload = embedded(html);
    expect(payload).toMatchObject({ v: 1, nodeId: focus, depth: 2 });
    expect(payload?.lineage).toEqual(answer);
    // The canvas's own path (use-graph-layout.ts): the domain graph with no details yet, then toElkGraph.
    const { graph } = canvasGraph(
      lineageGraphSchema.parse(answer),
      { datasets: new Map(), jobs: new Map() },
      { focusId: focus, direction: 'full', more: [], stitches: [] },
    );
    const elk = toElkGraph(graph, { expanded: new Set(), columnEdges: [], sizes: DEFAULT_NODE_SIZES });
    expect(payload?.layout?.key).toBe(layoutCacheKey(elk, elkOptionsFor(elk.children?.length ?? 0)));
    expect(Object.keys((payload?.layout?.result as LayoutResult).nodes).sort()).toEqual([focus, hostile, 'job:spark:load'].sort());
    // Only the one element and the app's own markup: the hostile name stayed data.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
  });

  it('reads the view’s answer in-process: the page’s request is the only one the server gets (issue 32)', async () => {
    const requests: string[] = [];
    const count = (req: { url?: string }) => requests.push(req.url ?? '');
    server.on('request', count);
    try {
      const payload = embedded(await page(`?node=${encodeURIComponent(focus)}&depth=4`));
      expect(payload?.lineage).toEqual(answer);
      expect(requests).toEqual([`/lineage?node=${encodeURIComponent(focus)}&depth=4`]);
    } finally {
      server.off('request', count);
    }
  });

  it('preloads the lineage screen’s chunks that index.html does not already load', async () => {
    const html = await page(`?node=${encodeURIComponent(focus)}`);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/lineage-screen-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/badge-1.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/lineage-screen-1.css">');
    expect(html).not.toContain('react-1.js');
    expect(html).not.toContain('coverage-route');
  });

  it('asks for the app’s scripts in the body, not the head, where only what paints the first frame is asked for', async () => {
    const html = await page(`?node=${encodeURIComponent(focus)}`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('lineage-screen-1.js');
    expect(head).toContain('lineage-screen-1.css');
    expect(html.indexOf('<link rel="modulepreload" crossorigin href="/assets/lineage-screen-1.js">')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('is left out of links that are not plain, and of pages other than the canvas', async () => {
    expect(embedded(await page(`?node=${encodeURIComponent(focus)}&exp=${encodeURIComponent(focus)}`))).toBeNull();
    expect(embedded(await page('?depth=2'))).toBeNull();
    expect(embedded(await (await fetch(`${base}/coverage?node=${encodeURIComponent(focus)}`)).text())).toBeNull();
  });

  it('ends the page without it when the backend is too slow, so the page fetches as before', async () => {
    lineageDelayMs = 1_500;
    try {
      const html = await page(`?node=${encodeURIComponent(focus)}&depth=3`);
      expect(embedded(html)).toBeNull();
      expect(html).toContain('<div id="root"></div></body>');
    } finally {
      lineageDelayMs = 0;
    }
  });
});

describe('first view: when its layout runs', () => {
  it('never starts ELK before the page is out, and embeds only a layout already cached', async () => {
    const events: string[] = [];
    const cache: { json?: string } = {};
    const json = await firstViewElementJson({ nodeId: focus, depth: 2 }, `?node=${encodeURIComponent(focus)}&depth=2`, {
      fetchLineage: () => Promise.resolve(readOf(answer)),
      layout: () => ({ key: 'k', json: cache.json, start: () => (events.push('elk'), Promise.resolve(undefined)) }),
      afterPage: (work) => events.push('deferred') && void setTimeout(work),
    });
    expect(events).toEqual(['deferred']);
    expect((JSON.parse(json ?? 'null') as FirstViewPayload).layout).toBeUndefined();
    await new Promise((ok) => setTimeout(ok));
    expect(events).toEqual(['deferred', 'elk']);
    cache.json = JSON.stringify({ nodes: {}, ports: {}, bends: {}, width: 1, height: 1 });
    const again = await firstViewElementJson({ nodeId: focus, depth: 2 }, `?node=${encodeURIComponent(focus)}&depth=2`, {
      fetchLineage: () => Promise.resolve(readOf(answer)),
      layout: () => ({ key: 'k', json: cache.json, start: () => (events.push('elk'), Promise.resolve(undefined)) }),
      afterPage: () => events.push('deferred'),
    });
    expect((JSON.parse(again ?? 'null') as FirstViewPayload).layout?.key).toBe('k');
    expect(events).toEqual(['deferred', 'elk']);
  });

  it('with ELK off the server’s thread, starts the layout at once and embeds it when it is ready within the budget', async () => {
    const laid = JSON.stringify({ nodes: {}, ports: {}, bends: {}, width: 2, height: 2 });
    const view = async (layoutMs: number): Promise<FirstViewPayload> => {
      const events: string[] = [];
      const json = await firstViewElementJson({ nodeId: focus, depth: 2 }, `?node=${encodeURIComponent(focus)}&depth=2`, {
        fetchLineage: () => Promise.resolve(readOf(answer)),
        layout: () => ({
          key: 'k',
          json: undefined,
          start: () => (events.push('elk'), new Promise((ok) => setTimeout(() => ok(laid), layoutMs))),
        }),
        afterPage: () => events.push('deferred'),
        waitForLayout: true,
        layoutBudgetMs: 300,
      });
      expect(events).toEqual(['elk']);
      return JSON.parse(json ?? 'null') as FirstViewPayload;
    };
    expect((await view(10)).layout).toEqual({ key: 'k', result: JSON.parse(laid) });
    // Too slow: the page goes without it (its own request will find it running), the answer still in.
    const late = await view(1_000);
    expect(late.layout).toBeUndefined();
    expect(late.lineage).toEqual(answer);
  });

  it('by default, waits for a layout that outlasts the old 2 s budget: the page could not draw before it anyway', async () => {
    const laid = JSON.stringify({ nodes: {}, ports: {}, bends: {}, width: 3, height: 3 });
    const json = await firstViewElementJson({ nodeId: focus, depth: 2 }, `?node=${encodeURIComponent(focus)}&depth=2`, {
      fetchLineage: () => Promise.resolve(readOf(answer)),
      layout: () => ({ key: 'k', json: undefined, start: () => new Promise((ok) => setTimeout(() => ok(laid), 2_300)) }),
      waitForLayout: true,
    });
    expect((JSON.parse(json ?? 'null') as FirstViewPayload).layout).toEqual({ key: 'k', result: JSON.parse(laid) });
  });

  it('leaves out an answer over the embedding limit, but lays out its capped first drawing for the page’s own request', async () => {
    const ids = Array.from({ length: FIRST_VIEW_MAX_NODES + 1 }, (_, i) => `dataset:s3://lake:t${i}`);
    const huge = { graph: ids.map((id) => node(id, 'DATASET', [], [])) };
    const started: number[] = [];
    let deferred: (() => void) | null = null;
    const json = await firstViewElementJson({ nodeId: ids[0] ?? '', depth: 2 }, `?node=${encodeURIComponent(ids[0] ?? '')}`, {
      fetchLineage: () => Promise.resolve(readOf(huge)),
      layout: (elk) => ({ key: 'k', json: undefined, start: () => (started.push(elk.children?.length ?? 0), Promise.resolve(undefined)) }),
      afterPage: (work) => (deferred = work),
    });
    expect(json).toBeNull();
    // Not before the page is out, then once: the capped drawing, not the whole answer.
    expect(started).toEqual([]);
    (deferred as (() => void) | null)?.();
    expect(started).toHaveLength(1);
    expect(started[0]).toBeGreaterThan(0);
    expect(started[0]).toBeLessThan(huge.graph.length);
    // A re-visit of the same answer finds its first drawing without running the pipeline over it again.
    const asked: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      await firstViewElementJson({ nodeId: ids[0] ?? '', depth: 2 }, `?node=${encodeURIComponent(ids[0] ?? '')}`, {
        fetchLineage: () => Promise.resolve(readOf(huge)),
        layout: (elk) => (asked.push(elk), { key: 'k', json: '{}', start: () => Promise.resolve(undefined) }),
        afterPage: (work) => work(),
      });
    }
    expect(asked).toHaveLength(2);
    expect(asked[1]).toBe(asked[0]);
  });

  it('waits past the read budget for an answer that declared a size the page could carry, not for a larger one', async () => {
    const laid = JSON.stringify({ nodes: {}, ports: {}, bends: {}, width: 4, height: 4 });
    const view = (declared: number | null) =>
      firstViewElementJson({ nodeId: focus, depth: 2 }, `?node=${encodeURIComponent(focus)}&depth=2`, {
        fetchLineage: (_query, onHeaders) => {
          onHeaders?.(declared);
          return new Promise((ok) => setTimeout(() => ok(readOf(answer)), 150));
        },
        layout: () => ({ key: 'k', json: undefined, start: () => Promise.resolve(laid) }),
        afterPage: () => undefined,
        waitForLayout: true,
        budgetMs: 20,
        layoutBudgetMs: 2_000,
      });
    const small = JSON.parse((await view(JSON.stringify(answer).length)) ?? 'null') as FirstViewPayload | null;
    expect(small?.lineage).toEqual(answer);
    expect(small?.layout).toEqual({ key: 'k', result: JSON.parse(laid) });
    expect(await view(FIRST_VIEW_WAIT_MAX_BYTES + 1)).toBeNull();
    expect(await view(null)).toBeNull();
  });

  it('lays out the first drawing of an answer that came too late for the page, once it is in', async () => {
    const started: string[] = [];
    const json = await firstViewElementJson({ nodeId: focus, depth: 2 }, `?node=${encodeURIComponent(focus)}&depth=2`, {
      fetchLineage: () => new Promise((ok) => setTimeout(() => ok(readOf(answer)), 150)),
      layout: () => ({ key: 'k', json: undefined, start: () => (started.push('elk'), Promise.resolve(undefined)) }),
      budgetMs: 20,
    });
    expect(json).toBeNull();
    await expect.poll(() => started).toEqual(['elk']);
  });
});

describe('first view: the app’s scripts', () => {
  it('lets the app’s scripts load at once for a cached layout, and only once a layout started for the page is in', async () => {
    const laid = JSON.stringify({ nodes: {}, ports: {}, bends: {}, width: 2, height: 2 });
    const view = async (cached: string | undefined, readMs = 0): Promise<string[]> => {
      const events: string[] = [];
      await firstViewElementJson({ nodeId: focus, depth: 2 }, `?node=${encodeURIComponent(focus)}&depth=2`, {
        fetchLineage: () => new Promise((ok) => setTimeout(() => ok(readOf(answer)), readMs)),
        layout: () => ({ key: 'k', json: cached, start: () => (events.push('elk'), new Promise((ok) => setTimeout(() => ok(laid), 20))) }),
        waitForLayout: true,
        scriptsMayLoad: () => events.push('scripts'),
      });
      return [...events, 'end'];
    };
    expect(await view(laid)).toEqual(['scripts', 'end']);
    // The server writes them with the page's end (http-server.ts).
    expect(await view(undefined)).toEqual(['elk', 'end']);
    // A slow read: the scripts load while the page waits for the answer, before any layout starts.
    expect(await view(undefined, FIRST_VIEW_SCRIPTS_READ_WAIT_MS + 100)).toEqual(['scripts', 'elk', 'end']);
  });
});

describe('the warm-up while a first view is read', () => {
  it('holds the layout warm-up from the read until the late answer’s drawing is laid out', async () => {
    const events: string[] = [];
    let answered: (read: LineageRead) => void = () => undefined;
    const json = await firstViewElementJson({ nodeId: focus, depth: 2 }, `?node=${encodeURIComponent(focus)}&depth=2`, {
      fetchLineage: () => new Promise((ok) => (answered = ok)),
      layout: () => ({ key: 'k', json: undefined, start: () => (events.push('layout'), Promise.resolve(undefined)) }),
      holdWarmUp: () => (events.push('hold'), () => events.push('release')),
      budgetMs: 10,
    });
    expect(json).toBeNull();
    // The page went without it; the answer is still on its way: the warm-up still waits.
    expect(events).toEqual(['hold']);
    answered(readOf(answer));
    await expect.poll(() => events).toEqual(['hold', 'layout', 'release']);
  });
});
