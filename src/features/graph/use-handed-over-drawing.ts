import { useMemo } from 'react';
import type { GraphDirection } from '../../domain/direction.ts';
import { canvasModel } from '../../domain/graph/canvas-pipeline.ts';
import type { FirstDrawingHandOver } from '../../domain/graph/first-drawing-hand-over.ts';
import { GRAPH_NODE_SIZES } from './graph-sizes.ts';
import type { CanvasData, DrawnCanvas } from './use-canvas-model.ts';

/** What the handed-over drawing gives of the canvas's model: the rest (queries, links) is the page's own. */
export type HandedOverDrawing = Pick<
  CanvasData,
  'graph' | 'answeredNodes' | 'answeredIds' | 'columnEdges' | 'expanded' | 'detailsPending' | 'expandable' | 'preparing'
> &
  DrawnCanvas;

const NO_DETAILS = { datasets: new Map(), jobs: new Map() };

/**
 * The first drawing the server handed over (first-drawing-hand-over.ts) through the whole canvas pipeline, with a
 * plain link's options, as the server checked it (src/server/first-drawing.ts): the same boxes and ELK input as the
 * whole answer's capped drawing, from a few hundred nodes instead of 10,000. The canvas draws it until the whole
 * answer is in and reduced; null without one.
 */
export function useHandedOverDrawing(handOver: FirstDrawingHandOver | undefined, focus: string | null, direction: GraphDirection): HandedOverDrawing | null {
  return useMemo(() => {
    if (!handOver || focus === null) return null;
    const model = canvasModel({ primary: handOver.answer, expansions: [] }, NO_DETAILS, {
      ...{ focusId: focus, direction, more: [], stitches: [], exp: [], traced: [], enrich: false, fold: null, sizes: GRAPH_NODE_SIZES },
      reduce: { groupBy: null, revealed: new Set(), opened: new Set(), uncapped: false, selectedId: null, handedOver: handOver.cap },
    });
    const { graph, full, columnEdges, expanded, expandable, shown, reduced, drawnColumnEdges, elkInput } = model;
    return {
      ...{ graph, answeredNodes: handOver.cap.totalNodes, answeredIds: new Set(full.nodes.keys()), columnEdges, expanded, detailsPending: 0 },
      ...{ expandable, preparing: false, shown, reduced, drawnColumnEdges, elk: elkInput },
    };
  }, [handOver, focus, direction]);
}
