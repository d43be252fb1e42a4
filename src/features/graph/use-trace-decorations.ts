import { useMemo } from 'react';
import type { ColumnEdge } from '../../domain/graph/column-edges.ts';
import type { LineageGraph } from '../../domain/graph/lineage-graph.ts';
import type { TraceResult } from '../../domain/trace/trace-types.ts';
import { useTraceResult } from '../../hooks/use-trace-result.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { stitchedEdges } from '../../domain/stitching/apply-stitches.ts';
import type { StitchCandidate } from '../../domain/stitching/stitch-candidate.ts';
import type { CanvasEdge, GraphDecorations } from './graph-flow-types.ts';
import { traceMarkup, tracedDatasets } from '../../domain/graph/trace-markup.ts';
import { derivedTraceEdges } from '../../domain/graph/derived-trace-edges.ts';

const NONE: readonly TraceResult[] = [];
const NO_IDS: readonly string[] = [];
const NO_EDGES: readonly CanvasEdge[] = [];

/**
 * The URL's trace (shared query with the trace panel), the datasets it expands on the canvas, and whether it is still
 * being computed (its expansions will re-lay the graph out, so camera moves wait for it).
 */
export function useTraceOverlay(): { results: readonly TraceResult[]; expand: readonly string[]; settling: boolean } {
  const { params } = useInvestigationParams();
  const { target, query } = useTraceResult();
  const data = query.data;
  const results = useMemo(() => (data ? [data.upstream, data.downstream].filter((r): r is TraceResult => r !== null) : NONE), [data]);
  const expand = useMemo(() => (results.length > 0 ? tracedDatasets(results) : NO_IDS), [results]);
  const settling = params.trace !== null && (target === null || query.isPending);
  return { results, expand, settling };
}

/** Trace markup for the canvas (levels, dimming, outlined fields), or undefined when nothing is traced. */
export function useTraceDecorations(
  graph: LineageGraph | null,
  columnEdges: readonly ColumnEdge[],
  expanded: ReadonlySet<string>,
  results: readonly TraceResult[],
): GraphDecorations | undefined {
  return useMemo(
    () => (!graph || results.length === 0 ? undefined : traceMarkup(graph, columnEdges, expanded, results)),
    [graph, columnEdges, expanded, results],
  );
}

/**
 * The field segments of the trace's derived hops, as extra edges, for the graph and expanded datasets the canvas
 * draws (after present mode's fold: derived-trace-edges.ts).
 */
export function useDerivedTraceEdges(graph: LineageGraph | null, expanded: ReadonlySet<string>, results: readonly TraceResult[]): readonly CanvasEdge[] {
  return useMemo(() => (!graph || results.length === 0 ? NO_EDGES : derivedTraceEdges(graph, expanded, results)), [graph, expanded, results]);
}

/**
 * Accepted stitches whose two datasets are both on the canvas, as `stitched` edges (`a → b`, the name a job writes
 * → the name a job reads), for `decorations.extraEdges`.
 */
export function useStitchedEdges(graph: LineageGraph | null, stitches: readonly StitchCandidate[]): readonly CanvasEdge[] {
  return useMemo(() => {
    if (!graph || stitches.length === 0) return NO_EDGES;
    return stitchedEdges(stitches)
      .filter((e) => graph.nodes.has(e.source) && graph.nodes.has(e.target))
      .map((e): CanvasEdge => ({
        id: e.id,
        source: e.source,
        target: e.target,
        type: 'lineage',
        zIndex: 0,
        data: { kind: 'lineage', level: 'stitched', badge: 'stitched' },
      }));
  }, [graph, stitches]);
}
