import { parseLineageJobFacet, type LineageJobRef } from './lineage-facet.ts';
import { isRecord } from './read-facet.ts';

/**
 * A job's explicit lineage facet as the details panel tells it (docs/openlineage-facets.md#explicit-lineage-facet):
 * the input → output edges it states, and the pairs of the job's inputs × outputs it leaves out — edges Marquez
 * draws from the job's inputs and outputs that the job itself never stated, so the trace does not walk them.
 */

export interface DatasetName {
  namespace: string;
  name: string;
}

export interface StatedEdge {
  input: DatasetName;
  output: DatasetName;
  /** The source is named in the entry's `inputs` (dataset-level or dataset-wide). */
  datasetLevel: boolean;
  /** Output fields the entry maps from this input (`fields.<f>`), in the facet's order. */
  fields: string[];
}

export interface JobFlow {
  /** The upstream job; null when the facet names the event's own job. */
  from: LineageJobRef;
  /** The downstream job; null for the event's own job. */
  to: LineageJobRef;
}

export interface JobStatedLineage {
  stated: StatedEdge[];
  unstated: { input: DatasetName; output: DatasetName }[];
  /** Job → job flow the facet states (data handed over with no dataset between). */
  jobFlows: JobFlow[];
  /** Outputs of the job no entry of the facet describes: produced, by the facet's reading, from untracked data. */
  undescribedOutputs: DatasetName[];
}

const keyOf = (d: DatasetName) => JSON.stringify([d.namespace, d.name]);

/**
 * What the `lineage` job facet in `facets` states, against the job's reported `inputs` and `outputs`; null when the
 * job sends no such facet (Marquez's inputs × outputs are then all there is).
 */
export function jobStatedLineage(facets: unknown, inputs: readonly DatasetName[], outputs: readonly DatasetName[]): JobStatedLineage | null {
  const lineage = parseLineageJobFacet(isRecord(facets) ? facets.lineage : undefined);
  if (!lineage) return null;
  const edges = new Map<string, StatedEdge>();
  const described = new Set<string>();
  const jobFlows: JobFlow[] = [];
  const edgeOf = (input: DatasetName, output: DatasetName): StatedEdge => {
    const k = `${keyOf(input)}${keyOf(output)}`;
    let e = edges.get(k);
    if (!e) {
      e = { input: { namespace: input.namespace, name: input.name }, output, datasetLevel: false, fields: [] };
      edges.set(k, e);
    }
    return e;
  };
  for (const entry of lineage.entries) {
    const target = entry.target;
    if (target.kind === 'job') {
      for (const s of entry.inputs ?? []) if (s.kind === 'job' && s.job) jobFlows.push({ from: s.job, to: target.job });
      continue;
    }
    const output = { namespace: target.namespace, name: target.name };
    described.add(keyOf(output));
    for (const s of entry.inputs ?? []) if (s.kind === 'dataset') edgeOf(s, output).datasetLevel = true;
    for (const [field, sources] of entry.fields) {
      for (const s of sources) {
        if (s.kind !== 'dataset') continue;
        const e = edgeOf(s, output);
        if (!e.fields.includes(field)) e.fields.push(field);
      }
    }
  }
  const stated = new Set(edges.keys());
  const unstated = inputs.flatMap((input) =>
    outputs.filter((output) => keyOf(input) !== keyOf(output) && !stated.has(`${keyOf(input)}${keyOf(output)}`)).map((output) => ({ input, output })),
  );
  return { stated: [...edges.values()], unstated, jobFlows, undescribedOutputs: outputs.filter((o) => !described.has(keyOf(o))) };
}
