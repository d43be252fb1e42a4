import { useEffect, useMemo, useState } from 'react';
import { useStoreApi, type ReactFlowState } from '@xyflow/react';
import type { LayoutResult } from '../../layout/layout-engine.ts';
import { growMounted, MOUNT_ALL_UP_TO_NODES, MOUNT_BATCH, nextMountArea, NO_AREA, pickLegible, type FlowArea } from './legible-elements.ts';
import { OVERVIEW_BELOW_ZOOM } from './zoom-tier.ts';

interface Elements<N, E> {
  nodes: N[];
  edges: E[];
}

interface Grown<N, E> extends Elements<N, E> {
  /** The pick this was grown towards. */
  from: Elements<N, E> | null;
  ids: ReadonlySet<string>;
  complete: boolean;
}

const NOTHING = { nodes: [], edges: [] };
const NONE: ReadonlySet<string> = new Set();

/**
 * What React Flow mounts of a graph of thousands of nodes (legible-elements.ts): nothing in the overview tier, where
 * the overview canvas paints every node, else the nodes around the viewport, a batch per frame. Below
 * {@link MOUNT_ALL_UP_TO_NODES}, or while `mountAll` (an image export reads every node's element), every element.
 * The viewport is followed outside React, as the overview canvas does: a pan re-renders only when it leaves the
 * mounted area.
 */
export function useLegibleElements<N extends { id: string }, E extends { source: string; target: string }>(
  all: Elements<N, E>,
  layout: LayoutResult | undefined,
  options: { overview: boolean; mountAll: boolean; keep: readonly (string | null)[] },
): Elements<N, E> {
  const { overview, mountAll } = options;
  // By value: the caller builds the list on every render.
  const keep = options.keep.filter((id): id is string => id !== null).join('\n');
  const culling = !mountAll && all.nodes.length > MOUNT_ALL_UP_TO_NODES;
  const store = useStoreApi();
  const [area, setArea] = useState<FlowArea | null>(null);

  useEffect(() => {
    if (!culling) return;
    const follow = (state: ReactFlowState): void => {
      // Zoomed out to the overview nothing is mounted: no re-render per pan frame there.
      if (state.width === 0 || state.transform[2] < OVERVIEW_BELOW_ZOOM) return;
      setArea((current) => nextMountArea(current, state));
    };
    follow(store.getState());
    return store.subscribe((state, prev) => {
      if (state.transform !== prev.transform || state.width !== prev.width || state.height !== prev.height) follow(state);
    });
  }, [culling, store]);

  const picked = useMemo(() => {
    if (!culling || !layout) return null;
    const kept = new Set(keep === '' ? [] : keep.split('\n'));
    // In the overview the canvas paints every node; only the selection and keyboard focus keep an element (clipped
    // away by graph.css, as every node's is below the culling threshold).
    if (overview || !area) return kept.size === 0 ? null : pickLegible(all.nodes, all.edges, layout.nodes, NO_AREA, kept);
    return pickLegible(all.nodes, all.edges, layout.nodes, area, kept);
  }, [culling, all, overview, area, layout, keep]);

  // A new pick starts from what is mounted and grows a batch per frame (adjusting state while rendering, as React
  // documents for state derived from props: no frame shows the old pick's elements beside the new one's).
  const [grown, setGrown] = useState<Grown<N, E>>({ ...NOTHING, from: null, ids: NONE, complete: true });
  let current = grown;
  if (grown.from !== picked) {
    current =
      picked && layout
        ? { ...growMounted(picked, grown.ids, layout.nodes, overview || !area ? NO_AREA : area, MOUNT_BATCH), from: picked }
        : { ...NOTHING, from: picked, ids: NONE, complete: true };
    setGrown(current);
  }
  useEffect(() => {
    if (current.complete || !picked || !layout) return;
    const centre = overview || !area ? NO_AREA : area;
    const frame = requestAnimationFrame(() =>
      setGrown((g) => (g.from === picked ? { ...growMounted(picked, g.ids, layout.nodes, centre, MOUNT_BATCH), from: picked } : g)),
    );
    return () => cancelAnimationFrame(frame);
  }, [current, picked, area, layout, overview]);

  return culling ? current : all;
}
