import type { MqLineageGraph, MqLineageNode } from '../marquez-shapes.ts';

const ds = (ns: string, name: string, fields: string[], inEdges: [string, string][], outEdges: [string, string][]): MqLineageNode => ({
  id: `dataset:${ns}:${name}`,
  type: 'DATASET',
  data: { id: { namespace: ns, name }, namespace: ns, name, type: 'DB_TABLE', fields: fields.map((f) => ({ name: f, type: 'STRING' })) },
  inEdges: inEdges.map(([origin, destination]) => ({ origin, destination })),
  outEdges: outEdges.map(([origin, destination]) => ({ origin, destination })),
});

const job = (ns: string, name: string, inputs: string[], outputs: string[], type = 'BATCH'): MqLineageNode => {
  const id = `job:${ns}:${name}`;
  return {
    id,
    type: 'JOB',
    data: { id: { namespace: ns, name }, namespace: ns, name, type, latestRun: { id: `${name}-run`, state: 'FAILED' } },
    inEdges: inputs.map((origin) => ({ origin, destination: id })),
    outEdges: outputs.map((destination) => ({ origin: id, destination })),
  };
};

/**
 * An undirected `/lineage` answer around `dataset:ns:b` (docs/marquez-api.md#lineage-is-undirected): a → j1 → b → j2 →
 * c, plus a sibling j3 that also reads a and writes s. Upstream of b is {a, j1}; downstream {j2, c}; the sibling is in
 * neither.
 */
export function undirectedAnswer(): MqLineageGraph {
  const a = 'dataset:ns:a';
  const b = 'dataset:ns:b';
  const c = 'dataset:ns:c';
  const s = 'dataset:ns:s';
  const j1 = 'job:ns:j1';
  const j2 = 'job:ns:j2';
  const j3 = 'job:ns:j3';
  return {
    graph: [
      ds(
        'ns',
        'a',
        ['x'],
        [],
        [
          [a, j1],
          [a, j3],
        ],
      ),
      ds('ns', 'b', ['x', 'y'], [[j1, b]], [[b, j2]]),
      ds('ns', 'c', ['z'], [[j2, c]], []),
      ds('ns', 's', [], [[j3, s]], []),
      job('ns', 'j1', [a], [b]),
      job('ns', 'j2', [b], [c], 'STREAM'),
      job('ns', 'j3', [a], [s]),
    ],
  };
}
