import type { Edge } from '@xyflow/react';
import type { TraceResult } from '../trace/trace-types.ts';
import type { LineageGraph } from './lineage-graph.ts';
import { columnSegments } from './to-elk-graph.ts';
import { segmentEdge, type ColumnFlowEdgeData } from './to-flow-elements.ts';
import { derivedColumnEdges } from './trace-markup.ts';

export type DerivedTraceEdge = Edge<ColumnFlowEdgeData & { level: 'derived' }, 'column'>;

/**
 * The field segments of a trace's derived hops (the graph's column edges are reported lineage only), as extra canvas
 * edges drawn in the derived style, for the graph and expanded datasets the canvas draws — in present mode after the
 * stage folded them (stage-plan.ts planFields). A segment whose dataset is shown by its name only, or whose field is
 * folded away, has no field handle to end on: it is left out, like any collapsed dataset's (columnSegments), and the
 * table edge between job and dataset, which the trace marks derived, draws the hop on the node.
 */
export function derivedTraceEdges(graph: LineageGraph, expanded: ReadonlySet<string>, results: readonly TraceResult[]): DerivedTraceEdge[] {
  // Two inputs of one output share the job → field segment: one edge per segment id.
  const derived = new Map<string, DerivedTraceEdge>();
  for (const ce of derivedColumnEdges(results)) {
    for (const s of columnSegments(graph, ce, expanded)) {
      if (derived.has(s.id)) continue;
      derived.set(s.id, {
        ...segmentEdge(s, { kind: 'column', type: 'DIRECT', columnEdgeIds: [ce.id], transformations: [...ce.transformations], level: 'derived' as const }),
        zIndex: 1,
      });
    }
  }
  return [...derived.values()];
}
