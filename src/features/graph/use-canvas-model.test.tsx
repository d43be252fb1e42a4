// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstDrawingQueryOptions } from '../../api/get-first-drawing.ts';
import { lineageQueryOptions } from '../../api/get-lineage.ts';
import { canvasModel } from '../../domain/graph/canvas-pipeline.ts';
import { firstDrawingHandOver } from '../../domain/graph/first-drawing-hand-over.ts';
import type { MqLineageGraph, MqLineageNode } from '../../domain/marquez-shapes.ts';
import { investigationLineageQueryOptions } from '../../investigation/lineage-query.ts';
import { plainLinkCanvasOptions } from '../../layout/canvas-layout-request.ts';
import { parseInvestigationParams } from '../../lib/investigation-params.ts';
import { firstDrawingGate, HOLD_MAX_MS } from '../../lib/first-drawing-gate.ts';
import { useCanvasModel } from './use-canvas-model.ts';

afterEach(() => vi.unstubAllGlobals());

const dataset = (name: string): MqLineageNode => ({
  id: `dataset:ns:${name}`,
  type: 'DATASET',
  data: { id: { namespace: 'ns', name }, namespace: 'ns', name, fields: [{ name: 'x' }] },
  inEdges: [],
  outEdges: [],
});
const job = (name: string): MqLineageNode => ({
  id: `job:ns:${name}`,
  type: 'JOB',
  data: { id: { namespace: 'ns', name }, namespace: 'ns', name },
  inEdges: [],
  outEdges: [],
});

/** The focus → one job → `width` datasets, each read by its own job into its own dataset: wide layers to cap. */
function fan(width: number): MqLineageGraph {
  const focus = dataset('focus');
  const spread = job('spread');
  const link = (from: MqLineageNode, to: MqLineageNode) => {
    const e = { origin: from.id, destination: to.id };
    from.outEdges.push(e);
    to.inEdges.push(e);
  };
  link(focus, spread);
  const nodes = [focus, spread];
  for (let i = 0; i < width; i++) {
    const mid = dataset(`mid${i}`);
    const copy = job(`copy${i}`);
    const out = dataset(`out${i}`);
    link(spread, mid);
    link(mid, copy);
    link(copy, out);
    nodes.push(mid, copy, out);
  }
  return { graph: nodes };
}

/**
 * The page draws a plain link stage by stage (use-canvas-model.ts); the server's first view and the bench predict it
 * with canvasModel whole (canvas-layout-request.ts): the ELK input — and so the layout cache key — must be the same.
 */
describe('useCanvasModel on a plain link', () => {
  it.each([
    ['drawn whole', 12],
    ['capped per layer, the focus pinned', 600],
  ])('gives canvasModel’s ELK input (%s)', async (_, width) => {
    // Nothing is fetched on a plain link before its first drawing: the answer is in the cache, as the page's is.
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    const answer = fan(width);
    const focus = 'dataset:ns:focus';
    const search = `?node=${encodeURIComponent(focus)}&depth=2&dir=full`;
    const params = parseInvestigationParams(search);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(investigationLineageQueryOptions({ nodeId: focus, depth: 2, view: 'runs', since: null, until: null }).queryKey, answer);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(
      () =>
        useCanvasModel({
          focus,
          depth: params.depth,
          dir: params.dir,
          exp: params.exp,
          traced: [],
          stitch: { links: [], known: true },
          more: [],
          source: { view: params.view, since: params.since, until: params.until },
          enrich: false,
          fold: null,
          // The page selects its focus on a link without a selection (use-view-actions.ts).
          reduce: { groupBy: params.group, revealed: new Set(), opened: new Set(), uncapped: params.all, selectedId: focus },
        }),
      { wrapper },
    );
    const whole = canvasModel({ primary: answer, expansions: [] }, { datasets: new Map(), jobs: new Map() }, plainLinkCanvasOptions(params, focus));
    // A large answer's first drawing is computed a stage per task (use-stage-in-own-task.ts).
    await vi.waitFor(() => expect(result.current.elk).not.toBeNull());
    expect(whole.reduced.hiddenNodes > 0).toBe(width > 100);
    expect(result.current.reduced?.hiddenNodes ?? 0).toBe(whole.reduced.hiddenNodes);
    expect(result.current.elk).toEqual(whole.elkInput);
  });

  it.each([
    ['over DETAILS_FETCH_LIMIT nodes, asks nothing and keeps the domain graph', 600, false],
    ['a small answer asks for its nodes', 12, true],
  ])('turning enrich on once drawn: %s', async (_, width, asked) => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    const answer = fan(width);
    const focus = 'dataset:ns:focus';
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(investigationLineageQueryOptions({ nodeId: focus, depth: 2, view: 'runs', since: null, until: null }).queryKey, answer);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    // Held as the page holds them (the URL's parsed lists keep their identity across renders).
    const reduce = { groupBy: null, revealed: new Set<string>(), opened: new Set<string>(), uncapped: false, selectedId: focus };
    const none: never[] = [];
    const stitch = { links: none, known: true };
    const source = { view: 'runs', since: null, until: null } as const;
    const { result, rerender } = renderHook(
      ({ enrich }: { enrich: boolean }) =>
        useCanvasModel({
          focus,
          depth: 2,
          dir: 'full',
          exp: none,
          traced: none,
          stitch,
          more: none,
          source,
          enrich,
          fold: null,
          reduce,
        }),
      { wrapper, initialProps: { enrich: false } },
    );
    await vi.waitFor(() => expect(result.current.elk).not.toBeNull());
    const before = result.current.graph;
    expect(before).not.toBeNull();
    rerender({ enrich: true });
    // The client sends a few at a time (the others wait for a slot): some requests are out, or none.
    if (asked) await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    else {
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(result.current.graph).toBe(before);
    }
  });
});

/** A plain link's canvas input (depth 2, the whole graph), held once as the page holds it. */
function plainInput(focus: string) {
  const none: never[] = [];
  return {
    focus,
    depth: 2,
    dir: 'full',
    exp: none,
    traced: none,
    stitch: { links: none, known: true },
    more: none,
    source: { view: 'runs', since: null, until: null },
    enrich: false,
    fold: null,
    reduce: { groupBy: null, revealed: new Set<string>(), opened: new Set<string>(), uncapped: false, selectedId: focus },
  } as const;
}

/** A 600-node answer, its capped drawing's hand-over (as the server builds it) and a query client without either. */
function handOverCase() {
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  const answer = fan(600);
  const focus = 'dataset:ns:focus';
  const params = parseInvestigationParams(`?node=${encodeURIComponent(focus)}&depth=2&dir=full`);
  const whole = canvasModel({ primary: answer, expansions: [] }, { datasets: new Map(), jobs: new Map() }, plainLinkCanvasOptions(params, focus));
  const handOver = firstDrawingHandOver(whole.answer, whole.reduced);
  const handOverKey = firstDrawingQueryOptions({ nodeId: focus, depth: 2, dir: 'full', search: '' }).queryKey;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { answer, focus, whole, handOver, handOverKey, client, wrapper };
}

describe('useCanvasModel with a first drawing the server handed over', () => {
  it('draws it, with the whole answer’s ELK input, before the whole answer; then the whole answer’s drawing', async () => {
    const { answer, focus, whole, handOver, handOverKey, client, wrapper } = handOverCase();
    expect(handOver).not.toBeNull();
    // As the page's warm start leaves it (warm-start.ts); the whole answer is not read yet.
    client.setQueryData(handOverKey, handOver);
    const { result } = renderHook(() => useCanvasModel(plainInput(focus)), { wrapper });
    expect(result.current.elk).toEqual(whole.elkInput);
    expect(result.current.reduced?.hiddenNodes).toBe(whole.reduced.hiddenNodes);
    expect(result.current.graph?.nodes.size).toBe(whole.reduced.graph.nodes.size);
    act(() => client.setQueryData(lineageQueryOptions({ nodeId: focus, depth: 2 }).queryKey, answer));
    // The whole answer's graph, reduced a stage per task, draws the very same ELK input.
    await vi.waitFor(() => expect(result.current.graph?.nodes.size).toBe(whole.graph.nodes.size));
    expect(result.current.elk).toEqual(whole.elkInput);
    expect(result.current.preparing).toBe(false);
  });
});

describe('useCanvasModel when the hand-over arrives', () => {
  it('first renders a drawing on its way, then draws it in a deferred render, never an empty answer', async () => {
    const { focus, handOver, handOverKey, client, wrapper } = handOverCase();
    const renders: { elk: boolean; graph: boolean; preparing: boolean }[] = [];
    renderHook(
      () => {
        const model = useCanvasModel(plainInput(focus));
        renders.push({ elk: model.elk !== null, graph: model.graph !== null, preparing: model.preparing });
        return model;
      },
      { wrapper },
    );
    renders.length = 0;
    act(() => client.setQueryData(handOverKey, handOver));
    // react-query tells its observers in a task of its own.
    await vi.waitFor(() => expect(renders.at(-1)).toEqual({ elk: true, graph: true, preparing: false }));
    expect(renders[0]).toEqual({ elk: false, graph: false, preparing: true });
    expect(renders.filter((r) => !r.graph && !r.preparing)).toEqual([]);
  });
});

describe('the first-drawing gate while the canvas model has a drawing on its way', () => {
  it('stays held past its usual timeout until the drawing is done or gone, then times out as usual', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('fetch', () => new Promise(() => undefined));
      const focus = 'dataset:ns:focus';
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      client.setQueryData(investigationLineageQueryOptions({ nodeId: focus, depth: 2, view: 'runs', since: null, until: null }).queryKey, fan(3));
      const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
      const input = plainInput(focus);
      firstDrawingGate.hold();
      const { result, unmount } = renderHook(() => useCanvasModel(input), { wrapper });
      expect(result.current.elk).not.toBeNull();
      vi.advanceTimersByTime(HOLD_MAX_MS * 2);
      expect(firstDrawingGate.state()).toBe('held');
      unmount();
      vi.advanceTimersByTime(HOLD_MAX_MS);
      expect(firstDrawingGate.isOpen()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
