import { useLayoutEffect, type RefObject } from 'react';
import { useStore, type ReactFlowState } from '@xyflow/react';
import { zoomTier } from './zoom-tier.ts';

const selectTier = (s: ReactFlowState) => zoomTier(s.transform[2]);

/**
 * Writes the zoom tier to `data-zoom` on the canvas element; graph.css hides per tier what is unreadable. One
 * attribute instead of a hook in every node: crossing a tier restyles the canvas but re-renders no node, where
 * re-rendering a thousand nodes was one long task right in the middle of a zoom gesture.
 */
export function ZoomTierAttribute({ target }: { target: RefObject<HTMLElement | null> }) {
  const tier = useStore(selectTier);
  // Before the browser paints: a big graph never flashes its full-detail nodes at overview zoom.
  useLayoutEffect(() => {
    target.current?.setAttribute('data-zoom', tier);
  }, [target, tier]);
  return null;
}
