import { useCallback, type MouseEvent } from 'react';
import { useReactFlow, type Node } from '@xyflow/react';
import type { LayoutResult } from '../../layout/layout-engine.ts';
import type { CanvasAnyNode, CanvasEdge } from './graph-flow-types.ts';
import { overviewNodeAt } from './overview-scene.ts';

export interface CanvasPointer {
  onNodeClick: (event: MouseEvent, node: Node) => void;
  onNodeDoubleClick: (event: MouseEvent, node: Node) => void;
  onPaneClick: (event: MouseEvent) => void;
  onDoubleClick: (event: MouseEvent<HTMLDivElement>) => void;
}

/**
 * Clicks and double-clicks on nodes: select and refocus. In the overview tier the nodes' own elements are clipped
 * away under the canvas that paints them (or not mounted at all), so a click lands on the pane: the box under it is
 * found, as the node element would have been.
 */
export function useOverviewPointer(
  nodes: readonly CanvasAnyNode[],
  layout: LayoutResult | undefined,
  overview: boolean,
  handlers: { onSelect: (id: string) => void; onRefocus: (id: string) => void },
): CanvasPointer {
  const { onSelect, onRefocus } = handlers;
  const flow = useReactFlow<CanvasAnyNode, CanvasEdge>();
  const onNodeClick = useCallback((_: MouseEvent, node: Node) => onSelect(node.id), [onSelect]);
  const onNodeDoubleClick = useCallback((_: MouseEvent, node: Node) => onRefocus(node.id), [onRefocus]);
  const overviewHit = useCallback(
    (event: MouseEvent): string | null => {
      if (!layout || !overview) return null;
      return overviewNodeAt(nodes, layout, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
    },
    [layout, overview, flow, nodes],
  );
  const onPaneClick = useCallback(
    (event: MouseEvent) => {
      const id = overviewHit(event);
      if (id) onSelect(id);
    },
    [overviewHit, onSelect],
  );
  const onDoubleClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (!(event.target instanceof Element) || !event.target.closest('.react-flow__pane')) return;
      const id = overviewHit(event);
      if (id) onRefocus(id);
    },
    [overviewHit, onRefocus],
  );
  return { onNodeClick, onNodeDoubleClick, onPaneClick, onDoubleClick };
}
