import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { useStoreApi, type ReactFlowState } from '@xyflow/react';
import { zoomTier, type ZoomTier } from './zoom-tier.ts';

const tierOf = (s: ReactFlowState): ZoomTier => zoomTier(s.transform[2]);

/** The tier the canvas draws at, for node components (overview nodes render no content: the canvas paints them). */
export const ZoomTierContext = createContext<ZoomTier>('near');

export function useZoomTier(): ZoomTier {
  return useContext(ZoomTierContext);
}

/**
 * The tier of the frame a new investigation opens on, known in the render where its first layout arrives
 * (opening-viewport.ts `openingTier`): `key` names the investigation, `tier` is null when the pane had no size yet.
 */
export interface OpeningTier {
  key: string;
  tier: ZoomTier | null;
}

/**
 * The canvas's zoom tier. A zoom that crosses into or out of the overview re-renders every node (boxes there are
 * painted by one canvas, and their DOM content is left out), so the store's tier reaches the nodes in a transition:
 * React renders that change in the background, yielding to the gesture, instead of as one long task in the middle of
 * a zoom. A new investigation's first drawing is the exception: its nodes are mounted in the tier of the frame it
 * opens on (`opening`), in the render that places them. The camera frames the view only after that render commits,
 * and following the store there would mount a 500-node overview in full detail (names, meta lines, handles laid
 * out and styled) only to re-render every node as a box a moment later, one long task more on the first drawing
 * (issue 31). The tier is also written to `data-zoom` on `target` for graph.css, in the same commit, so CSS, node
 * content and the overview canvas always agree. `fullDetail` (an image export is running) forces the `near` tier.
 */
export function useCanvasZoomTier(target: RefObject<HTMLElement | null>, fullDetail = false, opening: OpeningTier | null = null): ZoomTier {
  const store = useStoreApi();
  const { tier: followed, changes } = useFollowedTier(store);
  // The investigation last opened, its tier, and the followed tier then: the opening tier holds until the zoom has
  // been followed anywhere since (the camera's opening frame lands in it; a gesture or a command leaves it).
  const [opened, setOpened] = useState<{ key: string; tier: ZoomTier | null; at: number } | null>(null);
  let current = opened;
  // Adjusting state while rendering (React re-renders at once, before committing): the opening render's nodes are
  // already in the opening tier. Each investigation opens once; later layouts of it follow the zoom.
  if (opening && opening.key !== opened?.key) {
    current = { key: opening.key, tier: opening.tier, at: changes };
    setOpened(current);
  }
  const drawn = current?.tier && current.at === changes ? current.tier : followed;
  // An image export reads the DOM: every node in full, at once.
  const tier = fullDetail ? 'near' : drawn;
  // Before the browser paints: a big graph never flashes its full-detail nodes at overview zoom.
  useLayoutEffect(() => {
    target.current?.setAttribute('data-zoom', tier);
  }, [target, tier]);
  return tier;
}

/** The store's tier, followed in transitions (a change re-renders every node), and how many changes were followed. */
function useFollowedTier(store: ReturnType<typeof useStoreApi>): { tier: ZoomTier; changes: number } {
  const [followed, setFollowed] = useState(() => ({ tier: tierOf(store.getState()), changes: 0 }));
  useEffect(() => {
    const follow = (state: ReactFlowState): void => {
      const tier = tierOf(state);
      startTransition(() => setFollowed((prev) => (prev.tier === tier ? prev : { tier, changes: prev.changes + 1 })));
    };
    // A zoom between the first render and this subscription (React Flow's own effects run first).
    follow(store.getState());
    return store.subscribe((state, prev) => {
      if (state.transform[2] !== prev.transform[2]) follow(state);
    });
  }, [store]);
  return followed;
}
