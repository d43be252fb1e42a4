import { replaceEqualDeep } from '@tanstack/react-query';
import type { MqEdge, MqLineageGraph } from '../../domain/marquez-shapes.ts';

const edgeKeys = (edges: readonly MqEdge[]): string =>
  edges
    .map((e) => `${e.origin}\u0000${e.destination}`)
    .sort()
    .join('\u0001');

/**
 * Whether run-level lineage (`upgrade`) would draw anything other than Marquez's answer it started from (`drawn`):
 * another node, another edge, other node data (a job's latest run), an edge Marquez no longer draws (a run-only edge,
 * a "not in Marquez" job) or a stale run. When it would not, the canvas keeps the drawing it has — no new graph, no
 * layout lookup, no re-render of every node — while the run-level summary (window, notes) is read from the answer
 * itself by whoever shows it.
 */
export function upgradeChangesDrawing(drawn: MqLineageGraph, upgrade: MqLineageGraph): boolean {
  if (upgrade.runLevel && upgrade.runLevel.staleRuns.length > 0) return true;
  if (drawn.graph.length !== upgrade.graph.length) return true;
  const before = new Map(drawn.graph.map((n) => [n.id, n]));
  for (const node of upgrade.graph) {
    const old = before.get(node.id);
    if (!old || old.type !== node.type) return true;
    if ([...node.inEdges, ...node.outEdges].some((e) => e.observed?.inMarquezView === false)) return true;
    if (edgeKeys(old.inEdges) !== edgeKeys(node.inEdges) || edgeKeys(old.outEdges) !== edgeKeys(node.outEdges)) return true;
    // replaceEqualDeep returns its first argument exactly when both are deeply equal (key order aside).
    if (replaceEqualDeep(old.data, node.data) !== old.data) return true;
  }
  return false;
}
