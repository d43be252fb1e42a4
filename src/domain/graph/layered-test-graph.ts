import type { DatasetKind, Engine } from '../engine/engine-types.ts';
import type { MqEdge, MqLineageGraph, MqLineageNode } from '../marquez-shapes.ts';
import { edgeId, type DatasetNode, type GraphEdge, type GraphNode, type JobNode, type LineageGraph } from './lineage-graph.ts';

// Hand-built domain graphs of any size (tests, and the server's ELK warm-up), without Marquez answers or the synthetic generator
// (which lives in mocks/, out of reach of src/).

const ENGINES: readonly Engine[] = ['kafka-connect', 'flink', 'spark', 'dbt'];
const KINDS: readonly DatasetKind[] = ['kafka-topic', 'iceberg-table', 's3-path', 'postgres-table'];

/** A dataset node in namespace `ns`. */
export function testDataset(name: string, ns = 'ns', kind: DatasetKind = 'iceberg-table'): DatasetNode {
  const data = { id: { namespace: ns, name }, namespace: ns, name } as DatasetNode['data'];
  return { kind: 'dataset', id: `dataset:${ns}:${name}`, namespace: ns, name, datasetKind: kind, fields: [], data, details: null };
}

/** A job node run by `engine`. */
export function testJob(name: string, ns = 'ns', engine: Engine = 'flink'): JobNode {
  const data = { id: { namespace: ns, name }, namespace: ns, name } as JobNode['data'];
  return {
    kind: 'job',
    id: `job:${ns}:${name}`,
    namespace: ns,
    name,
    engine: { engine, rule: 'none', evidence: '' },
    processing: null,
    lastRunState: null,
    data,
    details: null,
  };
}

/** A graph of these nodes and `[source, target]` id pairs. */
export function testGraph(focusId: string, nodes: readonly GraphNode[], pairs: readonly (readonly [string, string])[]): LineageGraph {
  const edges: GraphEdge[] = pairs.map(([source, target]) => ({ id: edgeId(source, target), source, target }));
  return { focusId, nodes: new Map(nodes.map((n) => [n.id, n])), edges };
}

/**
 * A layered pipeline of about `size` nodes: dataset and job layers alternate, each job reads 1–3 datasets of the
 * layer before and writes 1–2; deterministic by `seed`. The focus is a dataset in the middle layer. With `reach` over
 * 1, jobs read datasets near their own position and about half of them also read one up to `reach` dataset layers
 * back (a mart joining a raw table): edges that skip layers, as real pipelines have.
 */
export function layeredGraph(size: number, seed = 1, width = 40, reach = 1): LineageGraph {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const nodes: GraphNode[] = [];
  const pairs: [string, string][] = [];
  let previous: DatasetNode[] = [];
  const earlier: DatasetNode[][] = [];
  for (let layer = 0; nodes.length < size; layer++) {
    if (layer % 2 === 0) {
      const ns = `ns${layer % 6}`;
      const datasets = Array.from({ length: Math.min(width, size - nodes.length) }, (_, i) =>
        testDataset(`d${layer}_${i}`, ns, KINDS[(layer / 2) % KINDS.length]),
      );
      // Each new dataset is written by one job of the previous layer (added below when the jobs were made).
      nodes.push(...datasets);
      previous = datasets;
      earlier.push(datasets);
    } else {
      const jobs = Array.from({ length: Math.min(width, size - nodes.length) }, (_, i) =>
        testJob(`j${layer}_${i}`, `ns${layer % 6}`, ENGINES[i % ENGINES.length]),
      );
      nodes.push(...jobs);
      for (const [j, job] of jobs.entries()) {
        const reads = 1 + Math.floor(next() * 3);
        // With reach, a job reads near its own position (a pipeline's stages follow one topic), else anywhere.
        const at = (from: readonly DatasetNode[]): number =>
          reach > 1 ? Math.round((j * from.length) / jobs.length + next() * 4 - 2) : Math.floor(next() * from.length);
        const pick = (from: readonly DatasetNode[]): DatasetNode => from[Math.min(from.length - 1, Math.max(0, at(from)))]!;
        for (let r = 0; r < reads && previous.length > 0; r++) pairs.push([pick(previous).id, job.id]);
        const back = reach > 1 && earlier.length > 1 && next() < 0.5 ? 2 + Math.floor(next() * (Math.min(reach, earlier.length) - 1)) : 0;
        const far = back > 0 ? earlier[earlier.length - back] : undefined;
        if (far && far.length > 0) pairs.push([pick(far).id, job.id]);
      }
      const outputs = Array.from({ length: Math.min(width, size - nodes.length) }, (_, i) =>
        testDataset(`d${layer + 1}_${i}`, `ns${(layer + 1) % 6}`, KINDS[((layer + 1) / 2) % KINDS.length]),
      );
      nodes.push(...outputs);
      outputs.forEach((d, i) => pairs.push([jobs[i % jobs.length]!.id, d.id]));
      previous = outputs;
      earlier.push(outputs);
      layer++;
    }
  }
  const unique = [...new Map(pairs.map((p) => [`${p[0]}->${p[1]}`, p])).values()];
  const datasets = nodes.filter((n) => n.kind === 'dataset');
  const focus = datasets[Math.floor(datasets.length / 2)]!;
  return testGraph(focus.id, nodes, unique);
}

/** {@link layeredGraph} as Marquez's `/lineage` answer would give it (each node with its in- and out-edges). */
export function layeredAnswer(size: number, seed = 1, width = 40): { answer: MqLineageGraph; focusId: string } {
  const graph = layeredGraph(size, seed, width);
  const ins = new Map<string, MqEdge[]>();
  const outs = new Map<string, MqEdge[]>();
  for (const e of graph.edges) {
    const edge = { origin: e.source, destination: e.target };
    ins.set(e.target, [...(ins.get(e.target) ?? []), edge]);
    outs.set(e.source, [...(outs.get(e.source) ?? []), edge]);
  }
  const nodes = [...graph.nodes.values()].map((n) => {
    const edges = { inEdges: ins.get(n.id) ?? [], outEdges: outs.get(n.id) ?? [] };
    const id = { namespace: n.namespace, name: n.name };
    return n.kind === 'dataset'
      ? ({ id: n.id, type: 'DATASET', data: { id, namespace: n.namespace, name: n.name, fields: [] }, ...edges } as MqLineageNode)
      : ({ id: n.id, type: 'JOB', data: { id, namespace: n.namespace, name: n.name, type: 'BATCH', inputs: [], outputs: [] }, ...edges } as MqLineageNode);
  });
  return { answer: { graph: nodes }, focusId: graph.focusId };
}
