import { useMemo } from 'react';
import type { LineageGraph } from '../../domain/graph/lineage-graph.ts';
import { reduceForDrawing, type ReduceOptions } from '../../domain/graph/reduce-for-drawing.ts';
import type { ReducedGraph } from '../../domain/graph/reduced-graph.ts';

export { CAP_ABOVE_NODES } from '../../domain/graph/reduce-for-drawing.ts';

/** {@link reduceForDrawing}, memoised on its inputs. */
export function useReducedGraph(graph: LineageGraph | null, options: ReduceOptions): ReducedGraph | null {
  const { groupBy, revealed, keep, uncapped, opened } = options;
  return useMemo(
    () => (graph ? reduceForDrawing(graph, { groupBy, revealed, keep, uncapped: uncapped ?? false, ...(opened ? { opened } : {}) }) : null),
    [graph, groupBy, revealed, keep, uncapped, opened],
  );
}
