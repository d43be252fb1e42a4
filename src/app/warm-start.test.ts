import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { firstDrawingQueryOptions } from '../api/get-first-drawing.ts';
import { lineageQueryOptions } from '../api/get-lineage.ts';
import { canvasModel } from '../domain/graph/canvas-pipeline.ts';
import { firstDrawingHandOver } from '../domain/graph/first-drawing-hand-over.ts';
import { layeredAnswer } from '../domain/graph/layered-test-graph.ts';
import { plainLinkCanvasOptions } from '../layout/canvas-layout-request.ts';
import { parseInvestigationParams } from '../lib/investigation-params.ts';
import { investigationLineageQueryOptions } from '../investigation/lineage-query.ts';
import { warmStart, type WarmStartDeps } from './warm-start.ts';

function deps(): WarmStartDeps & { client: QueryClient; release: () => void } {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const release = vi.fn();
  return {
    client,
    preloadGraphScreen: vi.fn(() => Promise.resolve()),
    warmLayout: vi.fn(),
    holdUntilDrawn: vi.fn(),
    drawingOnItsWay: vi.fn(() => release),
    release,
  };
}

describe('warm start', () => {
  it("on a graph link, starts ELK, the canvas chunks and Marquez's /lineage the canvas draws first, and holds the rest", async () => {
    const d = deps();
    // The server has no first drawing to hand over (a page it was not writing, an answer the page reads whole).
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url.startsWith('/api/tributary/first-drawing?')
          ? new Response(null, { status: 204 })
          : new Response(JSON.stringify({ graph: [] }), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      const { started } = warmStart({ pathname: '/lineage', search: '?node=dataset%3Akafka%3A%2F%2Fb%3A9092%3Aorders&depth=5' }, d.client, d);
      expect(started).toEqual(['layout', 'chunks', 'hold', 'lineage']);
      expect(d.warmLayout).toHaveBeenCalledOnce();
      expect(d.preloadGraphScreen).toHaveBeenCalledOnce();
      expect(d.holdUntilDrawn).toHaveBeenCalledOnce();
      // The query the canvas draws first: Marquez's /lineage, asked once; the run-level upgrade waits for the drawing.
      const key = lineageQueryOptions({ nodeId: 'dataset:kafka://b:9092:orders', depth: 5 }).queryKey;
      expect(d.drawingOnItsWay).toHaveBeenCalledOnce();
      await vi.waitFor(() => expect(d.client.getQueryData(key)).toMatchObject({ graph: [] }));
      // The hold no longer waits for the answer once it is in.
      await vi.waitFor(() => expect(d.release).toHaveBeenCalledOnce());
      const runLevel = investigationLineageQueryOptions({ nodeId: 'dataset:kafka://b:9092:orders', depth: 5, view: 'runs' }).queryKey;
      expect(d.client.getQueryState(runLevel)).toBeUndefined();
      const urls = (fetchMock.mock.calls as unknown as [string][]).map(([url]) => url);
      expect(urls).toHaveLength(2);
      expect(urls[0]).toMatch(/^\/api\/tributary\/first-drawing\?nodeId=dataset%3Akafka%3A%2F%2Fb%3A9092%3Aorders&depth=5&search=/);
      expect(urls[1]).toMatch(/^\/api\/v1\/lineage\?/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on a plain link the page did not come with, takes the first drawing the server hands over and leaves the whole answer', async () => {
    const d = deps();
    const { answer, focusId } = layeredAnswer(2_000);
    const search = `?node=${encodeURIComponent(focusId)}&depth=2&dir=full`;
    const whole = canvasModel(
      { primary: answer, expansions: [] },
      { datasets: new Map(), jobs: new Map() },
      plainLinkCanvasOptions(parseInvestigationParams(search), focusId),
    );
    const drawing = firstDrawingHandOver(whole.answer, whole.reduced);
    expect(drawing?.cap.hiddenNodes).toBeGreaterThan(0);
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(drawing), { headers: { 'content-type': 'application/json' } })));
    vi.stubGlobal('fetch', fetchMock);
    try {
      warmStart({ pathname: '/lineage', search }, d.client, d);
      const key = firstDrawingQueryOptions({ nodeId: focusId, depth: 2, dir: 'full', search: '' }).queryKey;
      await vi.waitFor(() => expect(d.client.getQueryData(key)).toEqual(drawing));
      await vi.waitFor(() => expect(d.release).toHaveBeenCalledOnce());
      // The canvas reads the whole answer once the handed-over drawing is on screen.
      expect(fetchMock).toHaveBeenCalledOnce();
      expect(d.client.getQueryState(lineageQueryOptions({ nodeId: focusId, depth: 2 }).queryKey)).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a run-level window is not drawn from Marquez first: its run-level query is warmed', async () => {
    const d = deps();
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ graph: [] }), { headers: { 'content-type': 'application/json' } })));
    vi.stubGlobal('fetch', fetchMock);
    try {
      const since = '2026-11-20T00:00:00.000Z';
      warmStart({ pathname: '/lineage', search: `?node=dataset%3Akafka%3A%2F%2Fb%3A9092%3Aorders&since=${since}` }, d.client, d);
      const key = investigationLineageQueryOptions({ nodeId: 'dataset:kafka://b:9092:orders', depth: 2, view: 'runs', since }).queryKey;
      expect(d.client.getQueryState(key)?.fetchStatus).toBe('fetching');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a view=marquez link warms exactly the one /lineage request the canvas will make', async () => {
    const d = deps();
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ graph: [] }), { headers: { 'content-type': 'application/json' } })));
    vi.stubGlobal('fetch', fetchMock);
    try {
      warmStart({ pathname: '/lineage', search: '?node=dataset%3Akafka%3A%2F%2Fb%3A9092%3Aorders&view=marquez' }, d.client, d);
      const key = investigationLineageQueryOptions({ nodeId: 'dataset:kafka://b:9092:orders', depth: 2, view: 'marquez' }).queryKey;
      await vi.waitFor(() => expect(d.client.getQueryData(key)).toEqual({ graph: [] }));
      expect(fetchMock).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('without a valid node, warms the engine and chunks but asks Marquez nothing', () => {
    const d = deps();
    expect(warmStart({ pathname: '/lineage', search: '?node=nonsense' }, d.client, d).started).toEqual(['layout', 'chunks']);
    expect(d.client.getQueryCache().getAll()).toHaveLength(0);
    expect(d.holdUntilDrawn).not.toHaveBeenCalled();
  });

  it('present mode and FLIP-314 only warm the engine; other pages start nothing', () => {
    for (const pathname of ['/present/talk/1', '/compare/flip314']) {
      const d = deps();
      expect(warmStart({ pathname, search: '' }, d.client, d).started).toEqual(['layout']);
    }
    for (const pathname of ['/', '/coverage', '/boundaries', '/present', '/lineage-x']) {
      const d = deps();
      expect(warmStart({ pathname, search: '?node=dataset%3Aa%3Ab' }, d.client, d).started).toEqual([]);
      expect(d.warmLayout).not.toHaveBeenCalled();
    }
  });

  it('screenReady waits for the graph chunks, and settles (never rejects) when one fails to load', async () => {
    const d = deps();
    let load: () => void = () => undefined;
    d.preloadGraphScreen = vi.fn(() => new Promise<void>((ok) => (load = ok)));
    let ready = false;
    void warmStart({ pathname: '/lineage', search: '' }, d.client, d).screenReady.then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    load();
    await vi.waitFor(() => expect(ready).toBe(true));
    const failing = deps();
    failing.preloadGraphScreen = vi.fn(() => Promise.reject(new Error('chunk 404')));
    await expect(warmStart({ pathname: '/lineage', search: '' }, failing.client, failing).screenReady).resolves.toBeUndefined();
    await expect(warmStart({ pathname: '/', search: '' }, failing.client, failing).screenReady).resolves.toBeUndefined();
  });
});
