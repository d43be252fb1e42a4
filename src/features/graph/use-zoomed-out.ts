import { useStore, type ReactFlowState } from '@xyflow/react';

/** Below this zoom, text inside nodes is too small to read, so nodes draw only their name band. */
export const SIMPLIFY_BELOW_ZOOM = 0.4;

const selectZoomedOut = (s: ReactFlowState): boolean => s.transform[2] < SIMPLIFY_BELOW_ZOOM;

/** True when the canvas is zoomed out past readability. A boolean selector: nodes re-render only on crossing it. */
export function useZoomedOut(): boolean {
  return useStore(selectZoomedOut);
}
