import { useCallback, type KeyboardEvent, type RefObject } from 'react';
import { useReactFlow } from '@xyflow/react';
import type { Adjacency } from '../../domain/graph/lineage-graph.ts';
import type { LayoutResult } from '../../layout/layout-engine.ts';
import type { CanvasAnyNode, CanvasEdge } from './graph-flow-types.ts';
import { isNavigationKey, neighbourFor } from './keyboard-navigation.ts';

/** The node id of the `.react-flow__node` element an event happened in, if any. */
export function nodeIdOf(target: EventTarget | null): string | null {
  const el = target instanceof Element ? target.closest('.react-flow__node') : null;
  return el?.getAttribute('data-id') ?? null;
}

/**
 * Keyboard navigation along edges: Enter selects the focused node, arrow keys move focus to the neighbour that way
 * (bringing it on screen first, as a culled node has no element until it is).
 */
export function useCanvasKeys(
  wrapper: RefObject<HTMLDivElement | null>,
  options: { selectedId: string | null; layout: LayoutResult | undefined; adjacency: Adjacency; onSelect: (id: string) => void },
): (event: KeyboardEvent<HTMLDivElement>) => void {
  const { selectedId, layout, adjacency, onSelect } = options;
  const flow = useReactFlow<CanvasAnyNode, CanvasEdge>();
  // A culled node mounts a few frames after the camera reaches it: look for its element for a while.
  const focusNode = useCallback(
    (id: string) => {
      const attempt = (frames: number): void => {
        const el = wrapper.current?.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`);
        if (el) el.focus();
        else if (frames > 0) requestAnimationFrame(() => attempt(frames - 1));
      };
      attempt(30);
    },
    [wrapper],
  );
  return useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const current = nodeIdOf(event.target) ?? selectedId;
      if (!current) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        onSelect(current);
        return;
      }
      if (!isNavigationKey(event.key) || !layout) return;
      const next = neighbourFor(event.key, current, adjacency, layout.nodes);
      event.preventDefault();
      if (!next) return;
      const box = layout.nodes[next];
      // Bring it on screen first: above the culling threshold an off-screen node has no element to focus.
      if (box) void flow.setCenter(box.x + box.width / 2, box.y + box.height / 2, { zoom: flow.getZoom() });
      requestAnimationFrame(() => focusNode(next));
    },
    [selectedId, layout, adjacency, flow, onSelect, focusNode],
  );
}
