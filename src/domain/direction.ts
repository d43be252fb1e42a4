/**
 * The one direction vocabulary of the app: the domain, the investigation, the features and the CLIs all speak these
 * words. The `/lineage` URL and story files write short codes (`dir=up`, `tdir=down`, `more=up:<id>`); they are read
 * and written only by the URL params module (src/lib/investigation-params.ts), which turns them into these words.
 */

/** The two sides of a node in the flow of data: what feeds it and what it feeds. */
export const SIDES = ['upstream', 'downstream'] as const;
export type Side = (typeof SIDES)[number];

/** Which way a trace (or a reach) walks from its start: one side, or both. */
export const TRACE_DIRECTIONS = [...SIDES, 'both'] as const;
export type TraceDirection = (typeof TRACE_DIRECTIONS)[number];

/** What the graph keeps around its focus: a trace direction, or `full` (everything Marquez answered). */
export const GRAPH_DIRECTIONS = [...TRACE_DIRECTIONS, 'full'] as const;
export type GraphDirection = (typeof GRAPH_DIRECTIONS)[number];

/** Which side of the focus a BFS layer is on; `around` is reachable only through siblings (the `full` view). */
export type LayerSide = Side | 'around';

/** The sides a direction walks, upstream first. */
export function sidesOf(direction: TraceDirection): readonly Side[] {
  return direction === 'both' ? SIDES : [direction];
}
