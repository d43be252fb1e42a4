import type { LineageGraph } from '../graph/lineage-graph.ts';
import { datasetNodeId } from '../node-id.ts';
import type { StitchCandidate, StitchRule } from './stitch-candidate.ts';

/** A dataset → dataset edge joining two names of one dataset; drawn with its own style, crossed as a `stitched` hop. */
export interface StitchedEdge {
  /** `stitch:<source>-><target>`: never collides with a lineage edge id (`<source>-><target>`). */
  id: string;
  kind: 'stitched';
  source: string;
  target: string;
  rule: StitchRule;
  confidence: number;
  hint: string;
  evidence: string;
}

/** A domain graph with accepted stitches alongside (not inside) its job edges. */
export interface StitchedGraph extends LineageGraph {
  stitched: readonly StitchedEdge[];
}

/** The edges accepted candidates add, `a → b` (the name a job writes → the name a job reads), de-duplicated. */
export function stitchedEdges(accepted: readonly StitchCandidate[]): StitchedEdge[] {
  const out = new Map<string, StitchedEdge>();
  for (const c of accepted) {
    const source = datasetNodeId(c.a);
    const target = datasetNodeId(c.b);
    if (source === target) continue;
    const id = `stitch:${source}->${target}`;
    const reverse = `stitch:${target}->${source}`;
    if (out.has(id) || out.has(reverse)) continue;
    out.set(id, { id, kind: 'stitched', source, target, rule: c.rule, confidence: c.confidence, hint: c.hint, evidence: c.evidence });
  }
  return [...out.values()];
}

/**
 * Joins accepted candidates in a graph (issue 6 "stitch" toggle). Stitched edges are kept apart from `edges`,
 * which stay dataset ↔ job only, so walks over job edges are unchanged; only candidates whose two datasets are
 * both in the graph are added. The graph itself is not mutated.
 */
export function applyStitches(graph: LineageGraph, accepted: readonly StitchCandidate[]): StitchedGraph {
  const stitched = stitchedEdges(accepted).filter((e) => graph.nodes.has(e.source) && graph.nodes.has(e.target));
  return { ...graph, stitched };
}
