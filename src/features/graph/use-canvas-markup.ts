import { useMemo } from 'react';
import { mergeExtraEdges, withReplacedEdges } from '../../domain/graph/extra-edges.ts';
import type { LineageGraph } from '../../domain/graph/lineage-graph.ts';
import type { StitchCandidate } from '../../domain/stitching/stitch-candidate.ts';
import type { ExplicitSources } from '../../domain/trace/lineage-snapshot.ts';
import type { TraceResult } from '../../domain/trace/trace-types.ts';
import { useExplicitCanvasEdges } from './edges/use-explicit-canvas-edges.ts';
import type { GraphDecorations } from './graph-flow-types.ts';
import { useDerivedTraceEdges, useStitchedEdges } from './use-trace-decorations.ts';

export interface CanvasMarkupInput {
  /** The trace's markup of the graph (before the stage's fold). */
  traceMarkup: GraphDecorations | undefined;
  traceResults: readonly TraceResult[];
  /** The graph and expanded datasets as the stage draws them, and the graph as drawn (grouped or capped). */
  shown: LineageGraph | null;
  expanded: ReadonlySet<string>;
  drawn: LineageGraph | null;
  accepted: readonly StitchCandidate[];
  explicitSources: ReadonlyMap<string, ExplicitSources>;
  /** Scheduling dependencies drawn (sched=1). */
  sched: boolean;
}

/**
 * The canvas's markup: another feature's (`decorations`, the trace screen) or the view's own — the trace's levels
 * and dimming, its derived field segments, accepted stitches' edges, views' and job-to-job edges from lineage facets.
 */
export function useCanvasMarkup(decorations: GraphDecorations | undefined, input: CanvasMarkupInput): GraphDecorations | undefined {
  const { traceMarkup, traceResults, shown, expanded, drawn, accepted, explicitSources, sched } = input;
  // The trace's derived field segments end on the fields the stage still shows (after the fold), else on the node.
  const derived = useDerivedTraceEdges(shown, expanded, traceResults);
  const stitched = useStitchedEdges(shown, accepted);
  // Views' and job-to-job edges, a stating job's pairs through it, scheduling dependencies when asked (sched=1).
  const explicit = useExplicitCanvasEdges(drawn, explicitSources, sched);
  // A trace across an accepted stitch draws both: its derived field segments and the stitch's edge.
  return useMemo((): GraphDecorations | undefined => {
    if (decorations) return decorations;
    const extra: GraphDecorations | undefined = mergeExtraEdges(mergeExtraEdges(mergeExtraEdges(traceMarkup, derived), stitched), explicit.edges);
    return withReplacedEdges(extra, explicit.replaced);
  }, [decorations, traceMarkup, derived, stitched, explicit]);
}
