import type { ElkNode } from 'elkjs/lib/elk-api';
import { TRIBUTARY_ELK_OPTIONS } from './elk-options.ts';
import { layoutAbortError, type LayoutEngine, type LayoutRequestOptions, type LayoutResult } from './layout-engine.ts';
import { withLayerOrder } from './layer-order.ts';
import { readLayout } from './read-layout.ts';
import { splitLargeComponents } from './split-components.ts';

/** The part of elkjs's `ELK` class we use; both `elk-api` (worker) and `elk.bundled` (main thread) provide it. */
export interface ElkInstance {
  layout(graph: ElkNode, args?: { layoutOptions?: Record<string, string> }): Promise<ElkNode>;
  terminateWorker(): void;
}

export interface ElkRunnerOptions {
  /**
   * Creates an ELK instance. `fail` rejects every pending request: the worker factory calls it when the worker
   * itself dies (a CSP refusal or a script error would otherwise leave requests hanging forever).
   */
  create: (fail: (error: Error) => void) => Promise<ElkInstance>;
  /**
   * Terminate and restart ELK when a request is aborted. Right for a worker (it is the only way to stop the CPU
   * work); pointless on the main thread, where the work is synchronous and already done when the abort lands.
   */
  restartOnAbort: boolean;
  /**
   * The engine puts our layer order in itself, on ELK's thread (the browser's worker: layer-order-worker.ts), so the
   * runner must not; the others (Node: the server's thread, Vitest, the bench) order here, on the caller's thread.
   */
  ordersLayers?: boolean;
}

// ELK's GWT code initialises its classes and JIT-compiles on its first layouts; on a cold worker the first real
// graph pays ~100 ms more than a warm one. Two nodes and an edge walk every phase of `layered`.
const WARM_UP_GRAPH: ElkNode = {
  id: 'warm-up',
  children: [
    { id: 'a', width: 10, height: 10 },
    { id: 'b', width: 10, height: 10 },
  ],
  edges: [{ id: 'a-b', sources: ['a'], targets: ['b'] }],
};

interface Pending {
  graph: ElkNode;
  layoutOptions: Record<string, string>;
  resolve: (result: LayoutResult) => void;
  reject: (error: unknown) => void;
}

/**
 * A {@link LayoutEngine} over any ELK instance, with request ids: an aborted request rejects at once and its late
 * answer is dropped; requests still queued behind it are resubmitted to a fresh instance. Graphs with a connected
 * component too large for ELK's recursion are laid out part by part ({@link splitLargeComponents}).
 */
export function createElkRunner({ create, restartOnAbort, ordersLayers = false }: ElkRunnerOptions): LayoutEngine {
  let instance: Promise<ElkInstance> | null = null;
  // Bumped on every restart: answers from an older instance are stale whatever their request id.
  let generation = 0;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error): void => {
    const all = [...pending.values()];
    pending.clear();
    stop();
    for (const request of all) request.reject(error);
  };

  const stop = (): void => {
    generation += 1;
    const old = instance;
    instance = null;
    void old?.then(
      (elk) => elk.terminateWorker(),
      () => undefined,
    );
  };

  const getInstance = (): Promise<ElkInstance> => {
    if (instance) return instance;
    const created = create(failAll);
    instance = created;
    // A start that failed (ELK's chunk did not load) is tried again by the next request, not cached for good.
    created.catch(() => {
      if (instance === created) instance = null;
    });
    return created;
  };

  const submit = (id: number): void => {
    const request = pending.get(id);
    if (!request) return;
    const submittedIn = generation;
    const settle = (deliver: () => void): void => {
      if (submittedIn !== generation || pending.get(id) !== request) return;
      pending.delete(id);
      deliver();
    };
    getInstance()
      // The request's options replace the root's own and are not passed as ELK's global options: those are copied
      // onto every node and edge (ELK's LayoutConfigurator), ~30 % of a 1,000-node layout for options only the root
      // reads (bench: e2e/bench/elk-bench.ts).
      .then((elk) => elk.layout({ ...request.graph, layoutOptions: request.layoutOptions }))
      .then(
        (laidOut) => settle(() => request.resolve(readLayout(laidOut))),
        (error: unknown) => settle(() => request.reject(error)),
      );
  };

  const abort = (id: number): void => {
    const request = pending.get(id);
    if (!request) return;
    pending.delete(id);
    request.reject(layoutAbortError());
    if (!restartOnAbort) return;
    stop();
    for (const waiting of [...pending.keys()].sort((a, b) => a - b)) submit(waiting);
  };

  let warmed = false;

  return splitLargeComponents({
    warm(): void {
      if (warmed) return;
      warmed = true;
      // Not a pending request: a worker that fails to start is reported to the first real request, which retries.
      void getInstance()
        .then((elk) => elk.layout({ ...WARM_UP_GRAPH, layoutOptions: { ...TRIBUTARY_ELK_OPTIONS } }))
        .catch(() => undefined);
    },
    layout(graph: ElkNode, options: LayoutRequestOptions = {}): Promise<LayoutResult> {
      const { signal } = options;
      if (signal?.aborted) return Promise.reject(layoutAbortError());
      const id = nextId++;
      const layoutOptions = { ...(options.layoutOptions ?? TRIBUTARY_ELK_OPTIONS) };
      const done = new Promise<LayoutResult>((resolve, reject) => {
        pending.set(id, {
          // Ordered before ELK (a few ms at 1,000 nodes): ELK then skips its own layer sweep. Never on a page's main thread.
          graph: ordersLayers ? graph : withLayerOrder(graph, layoutOptions),
          layoutOptions,
          resolve,
          reject,
        });
      });
      signal?.addEventListener('abort', () => abort(id), { once: true });
      submit(id);
      return done;
    },
    dispose(): void {
      const all = [...pending.values()];
      pending.clear();
      stop();
      for (const request of all) request.reject(layoutAbortError());
    },
  });
}
