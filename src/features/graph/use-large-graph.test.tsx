// @vitest-environment jsdom
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { layeredGraph } from '../../domain/graph/layered-test-graph.ts';
import { layoutAbortError } from '../../layout/layout-engine.ts';
import { LargeGraphControls } from './large-graph-controls.tsx';
import { useActivateSynthetic, useLargeGraph, useShowAllFallback } from './use-large-graph.ts';
import { useDrawnCanvas } from './use-canvas-model.ts';
import { CAP_ABOVE_NODES } from '../../domain/graph/reduce-for-drawing.ts';

afterEach(cleanup);

const graph = layeredGraph(CAP_ABOVE_NODES + 500);
const NO_IDS: ReadonlySet<string> = new Set();

/** The large-graph state wired to the pipeline's drawing stages (use-canvas-model.ts), as the canvas wires them. */
function useDrawn(selectedId: string | null = null) {
  const large = useLargeGraph('k');
  const { revealed, opened, uncapped } = large;
  const { reduced } = useDrawnCanvas(graph, NO_IDS, [], null, { groupBy: null, revealed, opened, uncapped, selectedId });
  const activate = useActivateSynthetic(reduced);
  return { ...large, reduced, activate };
}

/** useLargeGraph wired to a layout as the canvas wires them; the test makes "show all"'s layout fail. */
function useShowAll(forget: () => void) {
  const [error, setError] = useState<Error | null>(null);
  const large = useDrawn();
  const layout = {
    error: large.uncapped ? error : null,
    nodeCount: large.reduced?.graph.nodes.size ?? 0,
    forget: () => {
      forget();
      setError(null);
    },
  };
  useShowAllFallback(large, layout);
  return { large, setError };
}

// Opened layers, groups and "show all" live in the URL: each hook runs inside a router, and the test reads it.
let router: ReturnType<typeof createMemoryRouter>;
function wrapper({ children }: { children: ReactNode }) {
  router = createMemoryRouter([{ path: '/lineage', element: children }], { initialEntries: ['/lineage?node=dataset%3Ans%3Afocus'] });
  return <RouterProvider router={router} />;
}
const urlParam = (key: string) => new URLSearchParams(router.state.location.search).get(key);
/** A large graph's first drawing is computed in a task of its own (use-stage-in-own-task.ts): waits for it. */
const drawnFirst = (reduced: () => unknown) => vi.waitFor(() => expect(reduced()).not.toBeNull());

describe('"show all" fallback', () => {
  it('goes back to the capped view when the full layout fails, says why, forgets that layout, and clears it on the next try', async () => {
    const forget = vi.fn();
    const hook = renderHook(() => useShowAll(forget), { wrapper });
    await drawnFirst(() => hook.result.current.large.reduced);
    act(() => hook.result.current.large.setUncapped(true));
    expect(hook.result.current.large.uncapped).toBe(true);
    expect(urlParam('all')).toBe('1');

    act(() => hook.result.current.setError(new RangeError('Maximum call stack size exceeded')));
    const large = () => hook.result.current.large;
    expect(large().uncapped).toBe(false);
    expect(large().reduced?.hiddenNodes).toBeGreaterThan(0);
    expect(large().showAllFailure).toMatch(/^Could not lay out all [\d,]+ nodes \(Maximum call stack size exceeded\)/);
    // The failed layout leaves the cache, so asking again starts afresh with the capped view still drawn.
    expect(forget).toHaveBeenCalledOnce();
    // The link no longer asks for "show all": opening it elsewhere gives the capped view that is on screen.
    expect(urlParam('all')).toBeNull();

    act(() => large().setUncapped(true));
    expect(large().uncapped).toBe(true);
    expect(large().showAllFailure).toBeNull();
    expect(forget).toHaveBeenCalledOnce();
  });

  it('treats a cancelled layout as no failure', async () => {
    const hook = renderHook(() => useShowAll(vi.fn()), { wrapper });
    await drawnFirst(() => hook.result.current.large.reduced);
    act(() => hook.result.current.large.setUncapped(true));
    act(() => hook.result.current.setError(layoutAbortError() as unknown as Error));
    expect(hook.result.current.large.uncapped).toBe(true);
    expect(hook.result.current.large.showAllFailure).toBeNull();
  });

  it('the controls show the failure as an alert beside "Show all"', async () => {
    const hook = renderHook(() => useDrawn(), { wrapper });
    await drawnFirst(() => hook.result.current.reduced);
    const { getByRole } = render(
      <LargeGraphControls
        reduced={hook.result.current.reduced}
        uncapped={false}
        onUncapped={() => undefined}
        failure="Could not lay out all 2,000 nodes (boom); showing the capped view."
      />,
    );
    expect(getByRole('alert').textContent).toContain('boom');
    expect(getByRole('button').textContent).toMatch(/^Show all/);
  });
});

describe('opened layers and groups are in the URL', () => {
  it('"show N more" writes its layer to the URL and a link with it opens that layer', async () => {
    const hook = renderHook(() => useDrawn(), { wrapper });
    await drawnFirst(() => hook.result.current.reduced);
    const more = hook.result.current.reduced?.synthetic.find((s) => s.kind === 'more');
    if (!more || more.kind !== 'more') throw new Error('the capped graph has no "show N more" node');
    const hiddenBefore = hook.result.current.reduced?.hiddenNodes ?? 0;
    act(() => {
      expect(hook.result.current.activate(more.id)).toBe(true);
    });
    expect(new URLSearchParams(router.state.location.search).getAll('reveal')).toEqual([more.groupKey]);
    expect(hook.result.current.reduced?.hiddenNodes).toBeLessThan(hiddenBefore);
  });
});

// Issue 19: a jump on the 10,000-node graph selects a node; rebuilding the drawn graph (and its ELK input and hash)
// for it was most of the jump's time.
describe('selecting a node', () => {
  const ids = [...graph.nodes.keys()];
  const [first = '', second = ''] = ids.slice(-2);

  it('keeps the drawn graph when every node is drawn', async () => {
    const hook = renderHook(({ sel }) => useDrawn(sel), { wrapper, initialProps: { sel: first } });
    await drawnFirst(() => hook.result.current.reduced);
    act(() => hook.result.current.setUncapped(true));
    const drawn = hook.result.current.reduced;
    expect(drawn?.hiddenNodes).toBe(0);
    hook.rerender({ sel: second });
    expect(hook.result.current.reduced).toBe(drawn);
  });

  it('pins the selection in a capped view, so a node the cap hides is drawn once selected', async () => {
    const hook = renderHook(({ sel }) => useDrawn(sel), { wrapper, initialProps: { sel: null as string | null } });
    await drawnFirst(() => hook.result.current.reduced);
    const hidden = ids.find((id) => !hook.result.current.reduced?.graph.nodes.has(id));
    if (!hidden) throw new Error('the capped view hides no node');
    hook.rerender({ sel: hidden });
    expect(hook.result.current.reduced?.graph.nodes.has(hidden)).toBe(true);
  });
});
