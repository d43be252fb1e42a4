import { useMemo } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnEdge } from '../../domain/graph/column-edges.ts';
import type { LineageGraph } from '../../domain/graph/lineage-graph.ts';
import { toElkGraph } from '../../domain/graph/to-elk-graph.ts';
import type { ReducedGraph } from '../../domain/graph/reduced-graph.ts';
import { toReducedElkGraph } from '../../domain/graph/reduced-elements.ts';
import { elkOptionsFor } from '../../layout/elk-options.ts';
import type { LayoutResult } from '../../layout/layout-engine.ts';
import { layoutQueryOptions } from '../../layout/layout-query.ts';
import { GRAPH_NODE_SIZES } from './graph-sizes.ts';
import { layoutEngine, pageLayoutFor } from './layout-engine-instance.ts';

export interface GraphLayout {
  /** The layout of the current graph, or the previous one while a new layout runs (nodes keep their place). */
  layout: LayoutResult | undefined;
  /** The layout on screen belongs to an older graph. */
  isStale: boolean;
  isRunning: boolean;
  error: Error | null;
  /** Stops the running layout (the worker is terminated; nothing stale is ever applied). */
  cancel: () => void;
  retry: () => void;
  /** Drops this graph's layout from the cache (a failure, so that asking again starts afresh). */
  forget: () => void;
  /** Nodes in the layout being computed. */
  nodeCount: number;
}

/** ELK in the worker for the graph as shown (expanded datasets get field ports), cached by content. */
export function useGraphLayout(
  graph: LineageGraph | null,
  expanded: ReadonlySet<string>,
  columnEdges: readonly ColumnEdge[],
  /** The graph as drawn (grouped or capped); lays out its real and synthetic nodes instead of `graph`. */
  reduced?: ReducedGraph | null,
): GraphLayout {
  const queryClient = useQueryClient();
  const elkGraph = useMemo(() => {
    if (reduced) return toReducedElkGraph(reduced, { expanded, columnEdges, sizes: GRAPH_NODE_SIZES });
    return graph ? toElkGraph(graph, { expanded, columnEdges, sizes: GRAPH_NODE_SIZES }) : null;
  }, [graph, expanded, columnEdges, reduced]);
  const options = useMemo(() => (elkGraph ? layoutQueryOptions(layoutEngine(), elkGraph, elkOptionsFor(elkGraph.children?.length ?? 0)) : null), [elkGraph]);
  const query = useQuery({
    ...(options ?? layoutQueryOptions(layoutEngine(), { id: 'empty' })),
    enabled: options !== null,
    placeholderData: keepPreviousData,
    // The layout the page came with (src/app/first-view.ts), in this very render when it is this graph's.
    initialData: () => (elkGraph && options ? pageLayoutFor(elkGraph, options.queryKey[1]) : undefined),
  });
  const queryKey = options?.queryKey;
  return {
    layout: query.data,
    isStale: query.isPlaceholderData,
    isRunning: query.fetchStatus === 'fetching',
    error: query.error,
    cancel: () => {
      if (queryKey) void queryClient.cancelQueries({ queryKey });
    },
    retry: () => {
      void query.refetch();
    },
    forget: () => {
      if (queryKey) queryClient.removeQueries({ queryKey, exact: true });
    },
    nodeCount: elkGraph?.children?.length ?? 0,
  };
}
