import type { MqLineageGraph } from '../domain/marquez-shapes.ts';
import type { ImpactRequest } from './impact.ts';

/** A lineage node of the fan-out (mocks/emulator/testing/fan-out.ts), as the walk hands it to the entity reads. */
export const fanOutNode = (namespace: string, kind: 'DATASET' | 'JOB', name: string): MqLineageGraph['graph'][number] =>
  ({
    id: `${kind === 'JOB' ? 'job' : 'dataset'}:${namespace}:${name}`,
    type: kind,
    data: { id: { namespace, name }, namespace, name },
    inEdges: [],
    outEdges: [],
  }) as never;

/** The whole impact of the fan-out's source table, as the impact list asks for it. */
export const fanOutImpact = (namespace: string, source: string): ImpactRequest => ({
  namespace,
  dataset: source,
  field: null,
  inferred: true,
  stitchMinConfidence: null,
  source: { view: 'runs', since: null, until: null },
  sql: {},
});
