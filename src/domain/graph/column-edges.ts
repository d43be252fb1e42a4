import type { MqDataset } from '../marquez-shapes.ts';
import type { Transformation } from '../column-lineage/column-lineage-types.ts';
import { readColumnLineage } from '../column-lineage/read-column-lineage.ts';
import { splitTransformations } from '../column-lineage/split-transformations.ts';
import { buildIdentityIndex, identitySources } from './identity-index.ts';
import { adjacency, type LineageGraph } from './lineage-graph.ts';

/** A field → job → field edge; the renderer draws it as two segments through `jobId`. */
export interface ColumnEdge {
  id: string;
  jobId: string;
  from: { datasetId: string; field: string };
  /** `field: null` = a dataset-wide dependency (facet `dataset[]`): it reaches the whole output dataset. */
  to: { datasetId: string; field: string | null };
  type: 'DIRECT' | 'INDIRECT';
  transformations: readonly Transformation[];
  /** `facet` = full OpenLineage facet; `marquez` = the reduced API shape without transformation detail. */
  source: 'facet' | 'marquez';
}

/** Stable id of a column edge, unique per (input field, job, output field, type). */
export function columnEdgeId(e: Pick<ColumnEdge, 'from' | 'jobId' | 'to' | 'type'>): string {
  return `${e.from.datasetId}::${e.from.field}=>${e.jobId}=>${e.to.datasetId}::${e.to.field ?? '*'}::${e.type}`;
}

/**
 * Field-level edges of a graph from each dataset's column lineage (full facet, else Marquez's old shape). Each edge
 * is attributed to every job in the graph that both writes the output dataset and reads the input dataset; an input
 * with no such job (hidden by depth or direction) yields no edge, so nothing is drawn straight across hidden nodes.
 * DIRECT and INDIRECT uses of one input become separate edges.
 */
export function columnEdges(graph: LineageGraph, datasets?: ReadonlyMap<string, MqDataset>): ColumnEdge[] {
  const index = buildIdentityIndex(identitySources(graph.nodes.values()));
  const adj = adjacency(graph);
  const out = new Map<string, ColumnEdge>();
  const add = (e: Omit<ColumnEdge, 'id'>): void => {
    const id = columnEdgeId(e);
    if (!out.has(id)) out.set(id, { ...e, id });
  };
  for (const node of graph.nodes.values()) {
    if (node.kind !== 'dataset') continue;
    const lineage = readColumnLineage(datasets?.get(node.id) ?? node.details);
    if (!lineage) continue;
    const writers = new Set(adj.incoming.get(node.id) ?? []);
    const jobsFor = (namespace: string, name: string): { inputId: string; jobId: string }[] => {
      const inputId = index.resolve(namespace, name);
      if (!inputId) return [];
      return (adj.outgoing.get(inputId) ?? []).filter((j) => writers.has(j)).map((jobId) => ({ inputId, jobId }));
    };
    const emit = (input: { namespace: string; name: string; field: string }, field: string | null, t: readonly Transformation[]): void => {
      const { direct, indirect } = splitTransformations(t);
      for (const { inputId, jobId } of jobsFor(input.namespace, input.name)) {
        const base = { jobId, from: { datasetId: inputId, field: input.field }, to: { datasetId: node.id, field }, source: lineage.source };
        if (direct) add({ ...base, type: 'DIRECT', transformations: direct });
        if (indirect.length > 0) add({ ...base, type: 'INDIRECT', transformations: indirect });
      }
    };
    for (const [field, inputs] of lineage.fields) for (const input of inputs) emit(input, field, input.transformations);
    for (const input of lineage.dataset) {
      // A dataset-wide dependency is never the value's source, whatever its listed type.
      const t = input.transformations.length > 0 ? input.transformations : [{ type: 'INDIRECT', subtype: null, description: null, masking: null }];
      emit(input, null, t.map((x) => ({ ...x, type: x.type === 'DIRECT' ? 'INDIRECT' : x.type })));
    }
  }
  return [...out.values()];
}
