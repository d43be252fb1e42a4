// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { layeredGraph } from '../../domain/graph/layered-test-graph.ts';
import { layoutAbortError } from '../../layout/layout-engine.ts';
import { LargeGraphControls } from './large-graph-controls.tsx';
import { useLargeGraph, useShowAllFallback } from './use-large-graph.ts';
import { CAP_ABOVE_NODES } from './use-reduced-graph.ts';

afterEach(cleanup);

const graph = layeredGraph(CAP_ABOVE_NODES + 500);
const options = { investigationKey: 'k', groupBy: null, selectedId: null, expanded: new Set<string>() };

/** useLargeGraph wired to a layout as the canvas wires them; the test makes "show all"'s layout fail. */
function useShowAll(forget: () => void) {
  const [error, setError] = useState<Error | null>(null);
  const large = useLargeGraph(graph, options);
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

describe('"show all" fallback', () => {
  it('goes back to the capped view when the full layout fails, says why, forgets that layout, and clears it on the next try', () => {
    const forget = vi.fn();
    const hook = renderHook(() => useShowAll(forget));
    act(() => hook.result.current.large.setUncapped(true));
    expect(hook.result.current.large.uncapped).toBe(true);

    act(() => hook.result.current.setError(new RangeError('Maximum call stack size exceeded')));
    const large = () => hook.result.current.large;
    expect(large().uncapped).toBe(false);
    expect(large().reduced?.hiddenNodes).toBeGreaterThan(0);
    expect(large().showAllFailure).toMatch(/^Could not lay out all [\d,]+ nodes \(Maximum call stack size exceeded\)/);
    // The failed layout leaves the cache, so asking again starts afresh with the capped view still drawn.
    expect(forget).toHaveBeenCalledOnce();

    act(() => large().setUncapped(true));
    expect(large().uncapped).toBe(true);
    expect(large().showAllFailure).toBeNull();
    expect(forget).toHaveBeenCalledOnce();
  });

  it('treats a cancelled layout as no failure', () => {
    const hook = renderHook(() => useShowAll(vi.fn()));
    act(() => hook.result.current.large.setUncapped(true));
    act(() => hook.result.current.setError(layoutAbortError() as unknown as Error));
    expect(hook.result.current.large.uncapped).toBe(true);
    expect(hook.result.current.large.showAllFailure).toBeNull();
  });

  it('the controls show the failure as an alert beside "Show all"', () => {
    const hook = renderHook(() => useLargeGraph(graph, options));
    const { getByRole } = render(
      <LargeGraphControls reduced={hook.result.current.reduced} uncapped={false} onUncapped={() => undefined} failure="Could not lay out all 2,000 nodes (boom); showing the capped view." />,
    );
    expect(getByRole('alert').textContent).toContain('boom');
    expect(getByRole('button').textContent).toMatch(/^Show all/);
  });
});
