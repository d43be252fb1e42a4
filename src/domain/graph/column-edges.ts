import type { MqDataset } from '../marquez-shapes.ts';
import type { ColumnLineageInput, Transformation } from '../column-lineage/column-lineage-types.ts';
import { fromMarquezColumnLineage, parseColumnLineageFacet } from '../column-lineage/read-column-lineage.ts';
import { splitTransformations } from '../column-lineage/split-transformations.ts';
import { jobNodeId } from '../node-id.ts';
import type { WriterColumnLineage } from '../trace/lineage-snapshot.ts';
import { buildIdentityIndex, identitySources } from './identity-index.ts';
import { adjacency, type LineageGraph } from './lineage-graph.ts';

/** A field → job → field edge; the renderer draws it as two segments through `jobId`, or straight when it is null. */
export interface ColumnEdge {
  id: string;
  /** The job that declared it; null when several jobs in the graph write the output and read the input and none can be told. */
  jobId: string | null;
  /** Jobs in the graph that may have declared it (the one job when `jobId` is set). */
  candidates: readonly string[];
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
  return `${e.from.datasetId}::${e.from.field}=>${e.jobId ?? '?'}=>${e.to.datasetId}::${e.to.field ?? '*'}::${e.type}`;
}

// A dataset-wide dependency is never the value's source, whatever its listed type.
function datasetWide(t: readonly Transformation[]): Transformation[] {
  const listed = t.length > 0 ? t : [{ type: 'INDIRECT', subtype: null, description: null, masking: null }];
  return listed.map((x) => ({ ...x, type: x.type === 'DIRECT' ? 'INDIRECT' : x.type }));
}

/**
 * Field-level edges of a graph from every writer's column lineage, as the trace reads it
 * (src/domain/trace/declared-lineage.ts): each writer's own facet when known (`writerLineage`, from raw events or
 * Marquez's dataset versions) goes through that writer; every other pair — Marquez's accumulated `columnLineage`
 * (every writer's, no transformations) merged with the current facet (the last writer's) — goes through the one job
 * in the graph that writes the output and reads the input, or through none (`jobId: null`, the candidates named)
 * when several do. An input or a declaring job not in the graph (hidden by depth or direction) yields no edge, so
 * nothing is drawn across hidden nodes. DIRECT and INDIRECT uses of one input become separate edges.
 */
export function columnEdges(
  graph: LineageGraph,
  datasets?: ReadonlyMap<string, MqDataset>,
  writerLineage?: ReadonlyMap<string, readonly WriterColumnLineage[]>,
): ColumnEdge[] {
  // Both built at first use: a 10,000-node answer without column lineage needs neither.
  let identities: ReturnType<typeof buildIdentityIndex> | null = null;
  const index = {
    resolve: (namespace: string, name: string) => (identities ??= buildIdentityIndex(identitySources(graph.nodes.values()))).resolve(namespace, name),
  };
  let neighbours: ReturnType<typeof adjacency> | null = null;
  const adj = () => (neighbours ??= adjacency(graph));
  const out = new Map<string, ColumnEdge>();
  for (const node of graph.nodes.values()) {
    if (node.kind !== 'dataset') continue;
    const details = datasets?.get(node.id) ?? node.details;
    const facet = parseColumnLineageFacet(details?.facets?.columnLineage);
    const accumulated = details?.columnLineage?.length ? fromMarquezColumnLineage(details.columnLineage) : null;
    const written = writerLineage?.get(node.id) ?? [];
    // Most datasets of a large answer state no column lineage: nothing to build for them.
    if (written.length === 0 && facet === null && accumulated === null) continue;
    const writers = new Set(adj().incoming.get(node.id) ?? []);
    const covered = new Set<string>();
    const key = (output: string | null, inputId: string, field: string) => `${output ?? '\u0001'}\u0000${inputId}\u0000${field}`;
    const emit = (input: ColumnLineageInput, inputId: string, field: string | null, jobs: readonly string[], source: ColumnEdge['source']): void => {
      const { direct, indirect } = splitTransformations(field === null ? datasetWide(input.transformations) : input.transformations);
      const jobId = jobs.length === 1 ? jobs[0]! : null;
      const base = { jobId, candidates: jobs, from: { datasetId: inputId, field: input.field }, to: { datasetId: node.id, field }, source };
      for (const e of [
        ...(direct ? [{ ...base, type: 'DIRECT' as const, transformations: direct }] : []),
        ...(indirect.length > 0 ? [{ ...base, type: 'INDIRECT' as const, transformations: indirect }] : []),
      ]) {
        const id = columnEdgeId(e);
        if (!out.has(id)) out.set(id, { ...e, id });
      }
    };
    const each = (lineage: ReturnType<typeof parseColumnLineageFacet>, visit: (input: ColumnLineageInput, inputId: string, field: string | null) => void) => {
      const resolved = (input: ColumnLineageInput, field: string | null) => {
        const inputId = index.resolve(input.namespace, input.name);
        if (inputId) visit(input, inputId, field);
      };
      for (const [field, inputs] of lineage?.fields ?? []) for (const input of inputs) resolved(input, field);
      for (const input of lineage?.dataset ?? []) resolved(input, null);
    };
    for (const w of written) {
      const jobId = jobNodeId(w.job);
      if (!writers.has(jobId)) continue;
      each(parseColumnLineageFacet(w.facet), (input, inputId, field) => {
        covered.add(key(field, inputId, input.field));
        emit(input, inputId, field, [jobId], 'facet');
      });
    }
    // One edge set per (output, input field) no writer's own facet holds: the facet's transformations win.
    const merged = new Map<string, { input: ColumnLineageInput; inputId: string; field: string | null; source: ColumnEdge['source'] }>();
    const put = (source: ColumnEdge['source']) => (input: ColumnLineageInput, inputId: string, field: string | null) => {
      const k = key(field, inputId, input.field);
      if (!covered.has(k)) merged.set(k, { input, inputId, field, source });
    };
    each(accumulated, put('marquez'));
    each(facet, put('facet'));
    for (const { input, inputId, field, source } of merged.values()) {
      const readers = (adj().outgoing.get(inputId) ?? []).filter((j) => writers.has(j));
      if (readers.length > 0) emit(input, inputId, field, readers, source);
    }
  }
  return [...out.values()];
}

/**
 * Datasets of a graph whose drawn column edges depend on which writer declared them: several jobs in the graph write
 * them, and they or a dataset their writers read are expanded (a collapsed pair draws no field segment). Their
 * versions carry each writer's own facet; asking only for these keeps the canvas's reads bounded.
 */
export function multiWriterOutputs(graph: LineageGraph, expanded: ReadonlySet<string>): string[] {
  const adj = adjacency(graph);
  return [...graph.nodes.values()]
    .filter((n) => n.kind === 'dataset')
    .filter((n) => {
      const writers = adj.incoming.get(n.id) ?? [];
      return writers.length > 1 && (expanded.has(n.id) || writers.some((w) => (adj.incoming.get(w) ?? []).some((i) => expanded.has(i))));
    })
    .map((n) => n.id);
}
