import { describe, expect, it } from 'vitest';
import type { TraceResult } from '../trace/trace-types.ts';
import { testDataset, testGraph, testJob } from './layered-test-graph.ts';
import type { DatasetNode, GraphNode, LineageGraph } from './lineage-graph.ts';
import { fieldHandleId } from './ports.ts';
import { derivedTraceEdges } from './derived-trace-edges.ts';

const withFields = (d: DatasetNode, names: readonly string[]): DatasetNode => ({
  ...d,
  fields: names.map((name) => ({ name, type: 'STRING' }) as DatasetNode['fields'][number]),
});
const WIDE = Array.from({ length: 40 }, (_, i) => `column_${String(i + 1).padStart(2, '0')}`);
const topic = withFields(testDataset('topic'), ['amount', 'rate']);
const wide = withFields(testDataset('wide'), WIDE);
const job = testJob('enrich');
const graph = testGraph(
  wide.id,
  [topic, job, wide],
  [
    [topic.id, job.id],
    [job.id, wide.id],
  ],
);

// A Flink SQL job's derived hops: topic.amount and topic.rate → column_27.
const hop = (field: string) => ({
  from: { namespace: 'ns', dataset: 'topic', field },
  to: { namespace: 'ns', dataset: 'wide', field: 'column_27' },
  job: { namespace: 'ns', name: 'enrich' },
  level: 'derived' as const,
  transformations: [],
  evidence: 'SQL',
});
const results: TraceResult[] = [
  {
    target: { namespace: 'ns', dataset: 'wide', field: 'column_27' },
    direction: 'upstream',
    hops: [hop('amount'), hop('rate')],
    influencers: [],
    degradations: [],
    roots: [],
  } as TraceResult,
];

/** Every field handle an edge names is one its node draws (an edge to a missing handle is not drawn at all). */
function danglingHandles(g: LineageGraph, expanded: ReadonlySet<string>, edges: ReturnType<typeof derivedTraceEdges>): string[] {
  const handles = (id: string, side: 'in' | 'out') => {
    const n = g.nodes.get(id);
    return n?.kind === 'dataset' && expanded.has(id) ? n.fields.map((f) => fieldHandleId(side, f.name)) : [];
  };
  return edges.flatMap((e) => [
    ...(e.sourceHandle && !handles(e.source, 'out').includes(e.sourceHandle) ? [`${e.id} source`] : []),
    ...(e.targetHandle && !handles(e.target, 'in').includes(e.targetHandle) ? [`${e.id} target`] : []),
  ]);
}

describe('derivedTraceEdges', () => {
  it('draws each derived hop field → job → field, one segment per id', () => {
    const expanded = new Set([topic.id, wide.id]);
    const edges = derivedTraceEdges(graph, expanded, results);
    expect(edges.map((e) => [e.source, e.target, e.sourceHandle ?? null, e.targetHandle ?? null])).toEqual([
      [topic.id, job.id, fieldHandleId('out', 'amount'), null],
      [job.id, wide.id, null, fieldHandleId('in', 'column_27')],
      [topic.id, job.id, fieldHandleId('out', 'rate'), null],
    ]);
    expect(edges.every((e) => e.data?.level === 'derived' && e.type === 'column')).toBe(true);
    expect(danglingHandles(graph, expanded, edges)).toEqual([]);
  });

  it('on a stage that shows a dataset by its name only, leaves its end to the table edge: no edge to a missing field', () => {
    // Present mode folded `wide` to its name: no longer expanded.
    const expanded = new Set([topic.id]);
    const edges = derivedTraceEdges(graph, expanded, results);
    expect(edges.map((e) => e.target)).toEqual([job.id, job.id]);
    expect(danglingHandles(graph, expanded, edges)).toEqual([]);
  });

  it('on a stage that folds fields away, ends only on the fields still drawn', () => {
    // Present mode kept `wide`'s traced field and `topic`'s amount; rate went into "+N more fields".
    const folded: LineageGraph = {
      ...graph,
      nodes: new Map<string, GraphNode>([
        [topic.id, { ...topic, fields: topic.fields.filter((f) => f.name === 'amount'), foldedFields: 1 }],
        [job.id, job],
        [wide.id, { ...wide, fields: wide.fields.filter((f) => f.name === 'column_27'), foldedFields: 39 }],
      ]),
    };
    const expanded = new Set([topic.id, wide.id]);
    const edges = derivedTraceEdges(folded, expanded, results);
    expect(edges.map((e) => e.sourceHandle ?? e.targetHandle)).toEqual([fieldHandleId('out', 'amount'), fieldHandleId('in', 'column_27')]);
    expect(danglingHandles(folded, expanded, edges)).toEqual([]);
    // Built from the unfolded graph (as before), the overlay named a field the stage no longer draws.
    expect(danglingHandles(folded, expanded, derivedTraceEdges(graph, expanded, results))).not.toEqual([]);
  });
});
