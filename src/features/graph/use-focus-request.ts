import { useEffect } from 'react';
import { useReactFlow } from '@xyflow/react';
import type { LayoutResult } from '../../layout/layout-engine.ts';
import { useTributaryStore } from '../../state/store.ts';
import { selectClearFocusRequest, selectFocusRequest } from '../../state/selectors.ts';

export interface FocusRequestContext {
  /** The layout on screen (not a stale placeholder), or undefined while one runs. */
  layout: LayoutResult | undefined;
  /** Every node Marquez returned, before the direction filter. */
  answeredIds: ReadonlySet<string>;
  /** Drops the direction filter so the node hidden by it appears (and selects it, as a jump does). */
  showEverything: (id: string) => void;
}

/**
 * Serves "jump to node" requests (the palette's Shift+Enter): fit the view to the node once it is laid out, then
 * mark the request handled. A node Marquez returned but the direction filter hides is revealed first by showing the
 * full graph; a node not in the answer at all is left for the palette, which opens it as a new focus instead.
 */
export function useFocusRequest({ layout, answeredIds, showEverything }: FocusRequestContext): void {
  const request = useTributaryStore(selectFocusRequest);
  const clear = useTributaryStore(selectClearFocusRequest);
  const flow = useReactFlow();
  useEffect(() => {
    if (!request || !layout) return;
    // Present mode's story camera (requestCamera): a fixed viewport, or several nodes framed together, animated.
    if (request.viewport) {
      void flow.setViewport(request.viewport, { duration: request.duration ?? 0 });
      clear(request.seq);
      return;
    }
    if (request.ids && request.ids.length > 1) {
      const shown = request.ids.filter((id) => layout.nodes[id]);
      if (shown.length === 0) return;
      void flow.fitView({ nodes: shown.map((id) => ({ id })), maxZoom: request.maxZoom ?? 1.1, padding: 0.12, duration: request.duration ?? 0 });
      clear(request.seq);
      return;
    }
    if (!layout.nodes[request.id]) {
      if (answeredIds.has(request.id)) showEverything(request.id);
      return;
    }
    void flow.fitView({ nodes: [{ id: request.id }], maxZoom: request.maxZoom ?? 1.1, padding: 0.4, duration: request.duration ?? 0 });
    clear(request.seq);
  }, [request, layout, answeredIds, showEverything, flow, clear]);
}
