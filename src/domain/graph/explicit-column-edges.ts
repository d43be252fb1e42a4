import type { Transformation } from '../column-lineage/column-lineage-types.ts';
import { splitTransformations } from '../column-lineage/split-transformations.ts';
import { parseLineageDatasetFacet, type ExplicitLineageEntry } from '../facets/lineage-facet.ts';
import { isRecord } from '../facets/read-facet.ts';
import type { ExplicitSources } from '../trace/lineage-snapshot.ts';
import { columnEdgeId, type ColumnEdge } from './column-edges.ts';
import { buildIdentityIndex, identitySources } from './identity-index.ts';
import { jobLineageEntries, mayStateLineage } from './job-lineage-entries.ts';
import { adjacency, type LineageGraph } from './lineage-graph.ts';

const lineageOf = (facets: unknown): unknown => (isRecord(facets) ? facets.lineage : undefined);

/**
 * The canvas's field edges with explicit lineage (docs/openlineage-facets.md#explicit-lineage-facet), as the trace
 * reads it: a job with a `lineage` facet draws its stated field sources and none of its columnLineage, and a view's
 * own facet draws its field sources straight (no job). Only edges whose ends are drawn, through a job that writes the
 * target. A job's declared and observed facets (`sources`, by job nodeId) are read together, as the trace reads them.
 * The given array comes back unchanged (the same object) when no node has a lineage facet.
 */
export function withExplicitColumnEdges(graph: LineageGraph, edges: ColumnEdge[], sources?: ReadonlyMap<string, ExplicitSources>): ColumnEdge[] {
  if (!mayStateLineage(graph, sources)) return edges;
  const explicitJobs = new Map<string, ExplicitLineageEntry[]>();
  const views = new Map<string, ExplicitLineageEntry>();
  for (const n of graph.nodes.values()) {
    if (n.kind === 'job') {
      const entries = jobLineageEntries(n, sources);
      if (entries) explicitJobs.set(n.id, entries);
    } else {
      const parsed = parseLineageDatasetFacet(lineageOf(n.details?.facets));
      if (parsed) views.set(n.id, { target: { kind: 'dataset', namespace: n.namespace, name: n.name }, ...parsed });
    }
  }
  if (explicitJobs.size === 0 && views.size === 0) return edges;
  const index = buildIdentityIndex(identitySources(graph.nodes.values()));
  const adj = adjacency(graph);
  const out = new Map<string, ColumnEdge>();
  // A job that states its lineage is read from its facet alone: its columnLineage edges go.
  for (const e of edges) {
    const jobs = e.jobId ? [e.jobId] : e.candidates;
    if (jobs.length > 0 && jobs.every((j) => explicitJobs.has(j))) continue;
    out.set(e.id, e);
  }
  const emit = (jobId: string | null, inputId: string, inputField: string, to: ColumnEdge['to'], transformations: readonly Transformation[]) => {
    // A dataset-wide dependency is never the value's source, whatever its listed type (as column-edges.ts reads it).
    const wide = transformations.length > 0 ? transformations : [{ type: 'INDIRECT', subtype: null, description: null, masking: null }];
    const { direct, indirect } = splitTransformations(to.field === null ? wide.map((t) => ({ ...t, type: 'INDIRECT' })) : transformations);
    const base = { jobId, candidates: jobId ? [jobId] : [], from: { datasetId: inputId, field: inputField }, to, source: 'facet' as const };
    for (const e of [
      ...(direct ? [{ ...base, type: 'DIRECT' as const, transformations: direct }] : []),
      ...(indirect.length > 0 ? [{ ...base, type: 'INDIRECT' as const, transformations: indirect }] : []),
    ]) {
      const id = columnEdgeId(e);
      if (!out.has(id)) out.set(id, { ...e, id });
    }
  };
  const draw = (jobId: string | null, targetId: string, entry: ExplicitLineageEntry) => {
    const sources = [
      ...[...entry.fields].flatMap(([field, list]) => list.map((s) => ({ field: field as string | null, s }))),
      ...(entry.inputs ?? []).map((s) => ({ field: null, s })),
    ];
    for (const { field, s } of sources) {
      if (s.kind !== 'dataset' || s.field === null) continue;
      const inputId = index.resolve(s.namespace, s.name);
      if (!inputId || !graph.nodes.has(inputId)) continue;
      emit(jobId, inputId, s.field, { datasetId: targetId, field }, s.transformations);
    }
  };
  for (const [jobId, entries] of explicitJobs) {
    const writes = new Set(adj.outgoing.get(jobId) ?? []);
    for (const entry of entries) {
      if (entry.target.kind !== 'dataset') continue;
      const targetId = index.resolve(entry.target.namespace, entry.target.name);
      if (targetId && writes.has(targetId)) draw(jobId, targetId, entry);
    }
  }
  for (const [viewId, entry] of views) draw(null, viewId, entry);
  return [...out.values()];
}
