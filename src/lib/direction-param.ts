import { z } from 'zod';
import { GRAPH_DIRECTIONS, TRACE_DIRECTIONS, type GraphDirection } from '../domain/direction.ts';

/**
 * The URL's short codes for directions (`dir=up`, `tdir=down`, `more=up:<nodeId>`), also written in story files: the
 * one place they are read and written. Everywhere else the app speaks the domain's words (src/domain/direction.ts);
 * links and stories saved before keep their bytes and their meaning.
 */
const CODES = { upstream: 'up', downstream: 'down', both: 'both', full: 'full' } as const satisfies Record<GraphDirection, string>;

/** A direction's code in a link or a story file. */
export type DirectionCode<D extends GraphDirection = GraphDirection> = (typeof CODES)[D];

/** The code a link or story file writes for `direction`. */
export function directionCode<D extends GraphDirection>(direction: D): DirectionCode<D> {
  return CODES[direction];
}

/** The direction among `allowed` whose code `raw` is, or `null` (unknown, or not allowed here). */
export function directionOfCode<D extends GraphDirection>(allowed: readonly D[], raw: string | null): D | null {
  return allowed.find((d) => CODES[d] === raw) ?? null;
}

function codesOf<D extends GraphDirection>(allowed: readonly [D, ...D[]]): [DirectionCode<D>, ...DirectionCode<D>[]] {
  const [first, ...rest] = allowed;
  return [directionCode(first), ...rest.map((d) => directionCode(d))];
}

/** The codes `dir` takes (the graph's directions). */
export const GRAPH_DIRECTION_CODES = codesOf(GRAPH_DIRECTIONS);
/** The codes `tdir` takes (a trace's directions). */
export const TRACE_DIRECTION_CODES = codesOf(TRACE_DIRECTIONS);

/** A story file's graph direction: one of `dir`'s codes. */
export const graphDirectionCodeSchema = z.enum(GRAPH_DIRECTION_CODES);
/** A story file's trace direction: one of `tdir`'s codes. */
export const traceDirectionCodeSchema = z.enum(TRACE_DIRECTION_CODES);
