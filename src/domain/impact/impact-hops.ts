import type { MqLineageGraph } from '../marquez-shapes.ts';
import type { TraceEndpoint, TraceHop } from '../trace/trace-types.ts';

/** Dataset-level hops of every job of a lineage graph: each input to each output (what `/lineage` edges say). */
export function graphHops(lineage: MqLineageGraph): TraceHop[] {
  const names = new Map<string, { namespace: string; name: string }>();
  for (const n of lineage.graph) if (n.type === 'DATASET') names.set(n.id, { namespace: n.data.namespace, name: n.data.name });
  const point = (id: string): TraceEndpoint | null => {
    const d = names.get(id);
    return d ? { namespace: d.namespace, dataset: d.name, field: null } : null;
  };
  return lineage.graph.flatMap((n) => {
    if (n.type !== 'JOB') return [];
    const ins = n.inEdges.map((e) => point(e.origin)).filter((p): p is TraceEndpoint => p !== null);
    const outs = n.outEdges.map((e) => point(e.destination)).filter((p): p is TraceEndpoint => p !== null);
    const job = { namespace: n.data.namespace, name: n.data.name };
    return ins.flatMap((from) =>
      outs.map((to): TraceHop => ({ from, to, job, level: 'dataset', transformations: [], evidence: 'lineage graph edge (dataset level)' })),
    );
  });
}

/**
 * The trace's influencers (INDIRECT uses: a filter, a join key, a group by) as hops the impact can walk. A
 * dataset-wide dependency (`columnLineage`'s top-level `dataset` list, or a derived filter on every column) names no
 * output column: it decides every row, so it reaches every field of the output (`fieldsOf`, the loaded schema) at
 * the declaration's level; with no schema known, the output itself at dataset level of detail (field null).
 */
export function influencerHops(influencers: readonly TraceHop[], fieldsOf: (namespace: string, dataset: string) => readonly string[]): TraceHop[] {
  return influencers.flatMap((h) => {
    if (h.to.field !== null) return [h];
    const fields = fieldsOf(h.to.namespace, h.to.dataset);
    return fields.length === 0 ? [h] : fields.map((field) => ({ ...h, to: { ...h.to, field } }));
  });
}
