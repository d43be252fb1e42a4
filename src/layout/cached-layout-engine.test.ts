import { describe, expect, it, vi } from 'vitest';
import { withLayoutCaches, type LayoutSource } from './cached-layout-engine.ts';
import { TRIBUTARY_ELK_OPTIONS } from './elk-options.ts';
import { layoutCacheKey } from './layout-cache-key.ts';
import type { LayoutEngine, LayoutResult } from './layout-engine.ts';
import type { LayoutStore } from './layout-store.ts';
import { twoNodeGraph } from '../test/two-node-graph.ts';

const graph = twoNodeGraph;

const layoutAt = (x: number): LayoutResult => ({
  nodes: { a: { x, y: 0, width: 200, height: 60 }, b: { x: x + 300, y: 0, width: 200, height: 60 } },
  ports: {},
  bends: {},
  width: 800,
  height: 60,
});

function memoryStore(): LayoutStore & { entries: Map<string, LayoutResult> } {
  const entries = new Map<string, LayoutResult>();
  return {
    entries,
    warm: vi.fn(),
    get: (key) => Promise.resolve(entries.get(key)),
    put: (key, layout) => {
      entries.set(key, layout);
      return Promise.resolve();
    },
  };
}

function fakeWorker(result = layoutAt(1)): LayoutEngine & { layout: ReturnType<typeof vi.fn> } {
  return { layout: vi.fn(() => Promise.resolve(result)), warm: vi.fn(), dispose: vi.fn() };
}

function setUp(remoteResult: LayoutResult | null) {
  const store = memoryStore();
  const worker = fakeWorker();
  const remote = vi.fn(() => Promise.resolve(remoteResult));
  const sources: LayoutSource[] = [];
  const engine = withLayoutCaches(worker, { store, remote, onSource: (s) => sources.push(s) });
  return { store, worker, remote, sources, engine };
}

describe('layout caches in front of the worker', () => {
  it('a re-visit draws from the store without the server or ELK', async () => {
    const { store, worker, remote, sources, engine } = setUp(layoutAt(5));
    const first = await engine.layout(graph(), { layoutOptions: { ...TRIBUTARY_ELK_OPTIONS } });
    expect(first).toEqual(layoutAt(5));
    expect(store.entries.size).toBe(1);
    const again = await engine.layout(graph(), { layoutOptions: { ...TRIBUTARY_ELK_OPTIONS } });
    expect(again).toEqual(layoutAt(5));
    expect(remote).toHaveBeenCalledTimes(1);
    expect(worker.layout).not.toHaveBeenCalled();
    expect(sources).toEqual(['server', 'stored']);
  });

  it('a changed graph or changed options never get the stored layout of another input', async () => {
    const { store, remote, sources, engine } = setUp(null);
    store.entries.set(layoutCacheKey(graph(), TRIBUTARY_ELK_OPTIONS), layoutAt(99));
    await expect(engine.layout(graph(201))).resolves.toEqual(layoutAt(1));
    await expect(engine.layout(graph(), { layoutOptions: { ...TRIBUTARY_ELK_OPTIONS, 'elk.spacing.nodeNode': '40' } })).resolves.toEqual(layoutAt(1));
    expect(remote).toHaveBeenCalledTimes(2);
    expect(sources).toEqual(['worker', 'worker']);
    await expect(engine.layout(graph())).resolves.toEqual(layoutAt(99));
  });

  it('a stored entry that does not cover the graph (collision, damage) is ignored', async () => {
    const { store, engine, sources } = setUp(null);
    store.entries.set(layoutCacheKey(graph(), TRIBUTARY_ELK_OPTIONS), { ...layoutAt(99), nodes: { a: { x: 0, y: 0, width: 1, height: 1 } } });
    await expect(engine.layout(graph())).resolves.toEqual(layoutAt(1));
    expect(sources).toEqual(['worker']);
  });

  it('without a server answer the worker lays out, with the same options, and its layout is stored', async () => {
    const { store, worker, engine } = setUp(null);
    const options = { layoutOptions: { ...TRIBUTARY_ELK_OPTIONS, 'elk.direction': 'DOWN' } };
    await engine.layout(graph(), options);
    // Its own signal: stopped if the server answers first (below).
    expect(worker.layout).toHaveBeenCalledWith(graph(), { ...options, signal: expect.any(AbortSignal) });
    expect(store.entries.get(layoutCacheKey(graph(), options.layoutOptions))).toEqual(layoutAt(1));
  });

  it('warming opens the store and starts the worker, ahead of the first layout', () => {
    const { store, worker, engine } = setUp(null);
    engine.warm();
    expect(store.warm).toHaveBeenCalledTimes(1);
    expect(worker.warm).toHaveBeenCalledTimes(1);
  });

  it('an aborted request rejects with an AbortError and delivers nothing', async () => {
    const { engine, worker } = setUp(null);
    const controller = new AbortController();
    controller.abort();
    await expect(engine.layout(graph(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.layout).not.toHaveBeenCalled();
  });
});

describe('a slow server', () => {
  /** A server and a worker whose answers the test gives, and the signals each was handed. */
  function race(hedgeAfterMs = 20, says: 'running' | null = null) {
    const store = memoryStore();
    let answerServer: (r: LayoutResult | null) => void = () => undefined;
    let answerWorker: (r: LayoutResult) => void = () => undefined;
    const signals: { server?: AbortSignal; worker?: AbortSignal } = {};
    const remote = vi.fn((_g: unknown, _o: unknown, signal?: AbortSignal, onRunning?: () => void) => {
      signals.server = signal;
      // As the headers of a request that joined a running layout: at once, before its answer.
      if (says === 'running') queueMicrotask(() => onRunning?.());
      return new Promise<LayoutResult | null>((resolve) => (answerServer = resolve));
    });
    const worker: LayoutEngine & { layout: ReturnType<typeof vi.fn> } = {
      layout: vi.fn((_g: unknown, options?: { signal?: AbortSignal }) => {
        signals.worker = options?.signal;
        return new Promise<LayoutResult>((resolve) => (answerWorker = resolve));
      }),
      warm: vi.fn(),
      dispose: vi.fn(),
    };
    const sources: LayoutSource[] = [];
    const engine = withLayoutCaches(worker, { store, remote, onSource: (s) => sources.push(s), hedgeAfterMs });
    return {
      engine,
      worker,
      sources,
      signals,
      answerServer: (r: LayoutResult | null) => answerServer(r),
      answerWorker: (r: LayoutResult) => answerWorker(r),
    };
  }

  it('is waited for alone, then with the worker; its answer still wins when it comes first, and the worker stops', async () => {
    const r = race();
    const done = r.engine.layout(graph());
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(r.worker.layout).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(r.worker.layout).toHaveBeenCalledOnce());
    r.answerServer(layoutAt(7));
    expect(await done).toEqual(layoutAt(7));
    expect(r.sources).toEqual(['server']);
    expect(r.signals.worker?.aborted).toBe(true);
  });

  it('that was already laying the graph out is waited for alone, past the hedge; failing, it leaves it to the worker', async () => {
    const r = race(20, 'running');
    const done = r.engine.layout(graph());
    await vi.waitFor(() => expect(r.signals.server).toBeDefined());
    // Well past the hedge: the worker was never asked.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(r.worker.layout).not.toHaveBeenCalled();
    r.answerServer(layoutAt(8));
    expect(await done).toEqual(layoutAt(8));
    expect(r.sources).toEqual(['server']);

    const again = race(20, 'running');
    const failed = again.engine.layout(graph());
    await vi.waitFor(() => expect(again.signals.server).toBeDefined());
    again.answerServer(null);
    await vi.waitFor(() => expect(again.worker.layout).toHaveBeenCalledOnce());
    again.answerWorker(layoutAt(2));
    expect(await failed).toEqual(layoutAt(2));
    expect(again.sources).toEqual(['worker']);
  });

  it('loses to a worker that finishes first, and its request is cancelled', async () => {
    const r = race();
    const done = r.engine.layout(graph());
    await vi.waitFor(() => expect(r.worker.layout).toHaveBeenCalledOnce());
    r.answerWorker(layoutAt(3));
    expect(await done).toEqual(layoutAt(3));
    expect(r.sources).toEqual(['worker']);
    expect(r.signals.server?.aborted).toBe(true);
  });

  it('that fails after the worker started leaves the layout to the worker', async () => {
    const r = race();
    const done = r.engine.layout(graph());
    await vi.waitFor(() => expect(r.worker.layout).toHaveBeenCalledOnce());
    r.answerServer(null);
    r.answerWorker(layoutAt(4));
    expect(await done).toEqual(layoutAt(4));
    expect(r.sources).toEqual(['worker']);
  });
});

describe('the layout the page came with', () => {
  it('is served when its key is the graph’s, before the store, the server or ELK, and then stored', async () => {
    const store = memoryStore();
    const worker = fakeWorker();
    const remote = vi.fn(() => Promise.resolve(layoutAt(5)));
    const sources: LayoutSource[] = [];
    const key = layoutCacheKey(graph(), TRIBUTARY_ELK_OPTIONS);
    const seeded = vi.fn((k: string) => (k === key ? layoutAt(9) : undefined));
    const engine = withLayoutCaches(worker, { seeded, store, remote, onSource: (s) => sources.push(s) });
    expect(await engine.layout(graph(), { layoutOptions: { ...TRIBUTARY_ELK_OPTIONS } })).toEqual(layoutAt(9));
    expect(sources).toEqual(['page']);
    expect(remote).not.toHaveBeenCalled();
    expect(worker.layout).not.toHaveBeenCalled();
    expect(store.entries.get(key)).toEqual(layoutAt(9));
    // Another graph (another key) never gets it.
    expect(await engine.layout(graph(300), { layoutOptions: { ...TRIBUTARY_ELK_OPTIONS } })).toEqual(layoutAt(5));
    expect(sources).toEqual(['page', 'server']);
  });

  it('is ignored when it does not cover the graph (a damaged or forged payload)', async () => {
    const store = memoryStore();
    const remote = vi.fn(() => Promise.resolve(layoutAt(5)));
    const partial = { ...layoutAt(9), nodes: { a: { x: 0, y: 0, width: 200, height: 60 } } };
    const engine = withLayoutCaches(fakeWorker(), { seeded: () => partial, store, remote });
    expect(await engine.layout(graph(), { layoutOptions: { ...TRIBUTARY_ELK_OPTIONS } })).toEqual(layoutAt(5));
  });
});
