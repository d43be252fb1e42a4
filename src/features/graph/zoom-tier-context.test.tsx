// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { ReactFlowProvider, useStoreApi } from '@xyflow/react';
import type { ZoomTier } from './zoom-tier.ts';
import { useCanvasZoomTier, type OpeningTier } from './zoom-tier-context.tsx';

afterEach(cleanup);

interface Props {
  opening: OpeningTier | null;
  fullDetail?: boolean;
}

/** The hook in a React Flow store, every tier it rendered with, and a way to zoom as the camera or a gesture does. */
function canvasTier(initial: Props) {
  const target = { current: document.createElement('div') };
  const rendered: ZoomTier[] = [];
  const hook = renderHook(
    ({ opening, fullDetail = false }: Props) => {
      const store = useStoreApi();
      const tier = useCanvasZoomTier(target, fullDetail, opening);
      rendered.push(tier);
      return { tier, store };
    },
    { initialProps: initial, wrapper: ReactFlowProvider },
  );
  const zoom = (z: number) => act(() => hook.result.current.store.setState({ transform: [0, 0, z] }));
  return { hook, rendered, target, zoom };
}

describe('useCanvasZoomTier', () => {
  it('follows the zoom and writes the tier to data-zoom for graph.css', () => {
    const { hook, target, zoom } = canvasTier({ opening: null });
    expect(hook.result.current.tier).toBe('near');
    zoom(0.05);
    expect(hook.result.current.tier).toBe('overview');
    expect(target.current.getAttribute('data-zoom')).toBe('overview');
    zoom(0.35);
    expect(hook.result.current.tier).toBe('far');
  });

  it('mounts a new investigation in the tier of its opening frame, before the camera has zoomed there', () => {
    const { hook, rendered, target, zoom } = canvasTier({ opening: null });
    rendered.length = 0;
    // The render where the first layout arrives: the store still says zoom 1.
    hook.rerender({ opening: { key: 'a', tier: 'overview' } });
    expect(rendered).not.toContain('near');
    expect(hook.result.current.tier).toBe('overview');
    expect(target.current.getAttribute('data-zoom')).toBe('overview');
    // The camera frames it there: nothing changes; a zoom in afterwards is followed.
    zoom(0.05);
    expect(rendered).not.toContain('near');
    zoom(1);
    expect(hook.result.current.tier).toBe('near');
  });

  it('opens each investigation once: a later layout of it follows the zoom, a new one opens again', () => {
    const { hook, zoom } = canvasTier({ opening: { key: 'a', tier: 'overview' } });
    zoom(0.05);
    zoom(1);
    hook.rerender({ opening: { key: 'a', tier: 'overview' } });
    expect(hook.result.current.tier).toBe('near');
    hook.rerender({ opening: { key: 'b', tier: 'overview' } });
    expect(hook.result.current.tier).toBe('overview');
  });

  it('follows the zoom when the pane had no size to open on, and draws in full while an export runs', () => {
    const { hook, zoom } = canvasTier({ opening: { key: 'a', tier: null } });
    expect(hook.result.current.tier).toBe('near');
    zoom(0.05);
    expect(hook.result.current.tier).toBe('overview');
    hook.rerender({ opening: { key: 'a', tier: null }, fullDetail: true });
    expect(hook.result.current.tier).toBe('near');
  });
});
