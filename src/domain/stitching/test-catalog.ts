// Builders for hand-made catalogs in the boundary tests (stitching, coverage, FLIP-314). Test support only.
import type { Facets, MqDataset, MqJob } from '../marquez-shapes.ts';

/** A catalog dataset with empty fields and facets unless `extra` says otherwise. */
export function dataset(namespace: string, name: string, extra: Partial<MqDataset> = {}): MqDataset {
  return { id: { namespace, name }, namespace, name, fields: [], facets: {}, ...extra };
}

/** Schema fields (type STRING) with the given names. */
export function fields(...names: string[]): MqDataset['fields'] {
  return names.map((name) => ({ name, type: 'STRING', tags: [], description: null }));
}

/** A `symlinks` facet; type defaults to TABLE. */
export function symlinks(...ids: [namespace: string, name: string, type?: string][]): Facets {
  return { symlinks: { identifiers: ids.map(([namespace, name, type]) => ({ namespace, name, type: type ?? 'TABLE' })) } };
}

type Ref = [namespace: string, name: string];

/** A job GET with these inputs and outputs; `integration` sets `jobType.integration` (the engine). */
export function job(namespace: string, name: string, inputs: Ref[], outputs: Ref[], integration?: string): MqJob {
  return {
    id: { namespace, name },
    namespace,
    name,
    inputs: inputs.map(([n, d]) => ({ namespace: n, name: d })),
    outputs: outputs.map(([n, d]) => ({ namespace: n, name: d })),
    facets: integration ? { jobType: { processingType: 'STREAMING', integration, jobType: 'JOB' } } : {},
    latestRun: null,
  };
}
