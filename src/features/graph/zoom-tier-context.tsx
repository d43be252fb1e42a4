import { createContext, useContext, useDeferredValue, useLayoutEffect, type RefObject } from 'react';
import { useStore, type ReactFlowState } from '@xyflow/react';
import { zoomTier, type ZoomTier } from './zoom-tier.ts';

const selectTier = (s: ReactFlowState): ZoomTier => zoomTier(s.transform[2]);

/** The tier the canvas draws at, for node components (overview nodes render no content: the canvas paints them). */
export const ZoomTierContext = createContext<ZoomTier>('near');

export function useZoomTier(): ZoomTier {
  return useContext(ZoomTierContext);
}

/**
 * The canvas's zoom tier, deferred: crossing into or out of the overview re-renders every node (boxes there are
 * painted by one canvas, and their DOM content is left out), and React renders that change in the background,
 * yielding to the gesture, instead of as one long task in the middle of a zoom. The tier is also written to
 * `data-zoom` on `target` for graph.css, in the same commit, so CSS, node content and the overview canvas always
 * agree. `fullDetail` (an image export is running) forces the `near` tier.
 */
export function useCanvasZoomTier(target: RefObject<HTMLElement | null>, fullDetail = false): ZoomTier {
  const deferred = useDeferredValue(useStore(selectTier));
  // An image export reads the DOM: every node in full, at once.
  const tier = fullDetail ? 'near' : deferred;
  // Before the browser paints: a big graph never flashes its full-detail nodes at overview zoom.
  useLayoutEffect(() => {
    target.current?.setAttribute('data-zoom', tier);
  }, [target, tier]);
  return tier;
}
