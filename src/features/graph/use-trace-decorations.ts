import { useMemo } from 'react';
import type { ColumnEdge } from '../../domain/graph/column-edges.ts';
import type { LineageGraph } from '../../domain/graph/lineage-graph.ts';
import type { TraceResult } from '../../domain/trace/trace-types.ts';
import { useTraceResult } from '../../hooks/use-trace-result.ts';
import type { GraphDecorations } from './graph-flow-types.ts';
import { traceDecorations, tracedDatasets } from './trace-decorations.ts';

const NONE: readonly TraceResult[] = [];
const NO_IDS: readonly string[] = [];

/** The URL's trace (shared query with the trace panel) and the datasets it expands on the canvas. */
export function useTraceOverlay(): { results: readonly TraceResult[]; expand: readonly string[] } {
  const { query } = useTraceResult();
  const data = query.data;
  const results = useMemo(() => (data ? [data.upstream, data.downstream].filter((r): r is TraceResult => r !== null) : NONE), [data]);
  const expand = useMemo(() => (results.length > 0 ? tracedDatasets(results) : NO_IDS), [results]);
  return { results, expand };
}

/** Trace markup for the canvas, or undefined when nothing is traced. */
export function useTraceDecorations(
  graph: LineageGraph | null,
  columnEdges: readonly ColumnEdge[],
  expanded: ReadonlySet<string>,
  results: readonly TraceResult[],
): GraphDecorations | undefined {
  return useMemo(
    () => (graph && results.length > 0 ? traceDecorations(graph, columnEdges, expanded, results) : undefined),
    [graph, columnEdges, expanded, results],
  );
}
