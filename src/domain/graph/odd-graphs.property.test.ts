import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MqDataset, MqEdge, MqLineageGraph, MqLineageNode } from '../marquez-shapes.ts';
import { columnEdges } from './column-edges.ts';
import { GRAPH_DIRECTIONS } from '../direction.ts';
import { filterDirection } from './filter-direction.ts';
import { buildLineageGraph, type LineageGraph } from './lineage-graph.ts';
import { toElkGraph } from './to-elk-graph.ts';

// Issue 9 "odd graphs": what Marquez may answer — cycles, self-loops, duplicate and dangling edges, repeated node
// ids, missing or duplicated schemas, unknown and malformed facets — must map to a graph without throwing, and the
// graph, its direction filters, its field edges and its ELK input must keep their invariants.
const RUNS = { numRuns: 1000 };

// A small vocabulary, so ids, edges and column-lineage references collide often.
const NS = ['ns', 'kafka://b:9092', 'odd:ns'];
const NAMES = ['a', 'b', 'c:d', 'e/f', ''];
const FIELDS = ['x', 'y', 'z'];

const ref = fc.record({ namespace: fc.constantFrom(...NS), name: fc.constantFrom(...NAMES) });
const nodeSpec = fc.record({ type: fc.constantFrom('DATASET' as const, 'JOB' as const), ref });
const fieldList = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.record({ name: fc.constantFrom(...FIELDS), type: fc.option(fc.constantFrom('INT', 'STRING'), { nil: null }) }), { maxLength: 4 }),
);
// Well-formed column lineage, unknown facets, or anything at all where a facet should be.
const inputField = fc.record({ namespace: fc.constantFrom(...NS), name: fc.constantFrom(...NAMES), field: fc.constantFrom(...FIELDS) });
const facets = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      columnLineage: fc.record({ fields: fc.dictionary(fc.constantFrom(...FIELDS), fc.record({ inputFields: fc.array(inputField, { maxLength: 3 }) })) }),
    }),
  },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.anything()) },
  { weight: 1, arbitrary: fc.anything() },
);

interface Spec {
  nodes: { type: 'DATASET' | 'JOB'; ref: { namespace: string; name: string } }[];
  edges: [number, number][];
  dangling: number[];
  fields: (readonly { name: string; type: string | null }[] | null | undefined)[];
  details: unknown[];
  focus: number;
}

const specArb: fc.Arbitrary<Spec> = fc.integer({ min: 1, max: 24 }).chain((n) => {
  const idx = fc.integer({ min: 0, max: n - 1 });
  return fc.record({
    nodes: fc.array(nodeSpec, { minLength: n, maxLength: n }),
    // Self-loops and duplicates included on purpose.
    edges: fc.array(fc.tuple(idx, idx), { maxLength: n * 3 }),
    dangling: fc.array(idx, { maxLength: 3 }),
    fields: fc.array(fieldList, { minLength: n, maxLength: n }),
    details: fc.array(facets, { minLength: n, maxLength: n }),
    focus: fc.integer({ min: 0, max: n }),
  });
});

const nodeIdOf = (s: Spec['nodes'][number]): string => `${s.type === 'DATASET' ? 'dataset' : 'job'}:${s.ref.namespace}:${s.ref.name}`;

function toAnswer(spec: Spec): { answer: MqLineageGraph; datasets: Map<string, MqDataset>; focus: string } {
  const ids = spec.nodes.map(nodeIdOf);
  const edgesOf = (i: number): { inEdges: MqEdge[]; outEdges: MqEdge[] } => ({
    inEdges: spec.edges.filter(([, t]) => t === i).map(([s]) => ({ origin: ids[s]!, destination: ids[i]! })),
    outEdges: [
      ...spec.edges.filter(([s]) => s === i).map(([, t]) => ({ origin: ids[i]!, destination: ids[t]! })),
      ...spec.dangling.filter((d) => d === i).map(() => ({ origin: ids[i]!, destination: 'dataset:gone:missing' })),
    ],
  });
  const datasets = new Map<string, MqDataset>();
  const graph: MqLineageNode[] = spec.nodes.map((s, i) => {
    const id = ids[i]!;
    const common = { id: s.ref, namespace: s.ref.namespace, name: s.ref.name };
    if (s.type === 'JOB') return { id, type: 'JOB', data: common, ...edgesOf(i) };
    const fields = spec.fields[i] as MqDataset['fields'];
    datasets.set(id, { ...common, fields, facets: spec.details[i] } as MqDataset);
    return { id, type: 'DATASET', data: { ...common, fields }, ...edgesOf(i) };
  });
  // `focus === nodes.length` asks about a node Marquez did not return.
  return { answer: { graph }, datasets, focus: ids[spec.focus] ?? 'dataset:gone:focus' };
}

function expectWellFormed(graph: LineageGraph, within?: LineageGraph): void {
  const edgeIds = graph.edges.map((e) => e.id);
  expect(new Set(edgeIds).size).toBe(edgeIds.length);
  for (const e of graph.edges) {
    expect(graph.nodes.has(e.source) && graph.nodes.has(e.target)).toBe(true);
    expect(e.source).not.toBe(e.target);
    expect(graph.nodes.get(e.source)?.kind).not.toBe(graph.nodes.get(e.target)?.kind);
  }
  if (within) {
    for (const id of graph.nodes.keys()) expect(within.nodes.has(id)).toBe(true);
    const parentEdges = new Set(within.edges.map((e) => e.id));
    for (const id of edgeIds) expect(parentEdges.has(id)).toBe(true);
  }
}

describe('odd graphs (property, issue 9)', () => {
  it('build, filter, field edges and ELK mapping never throw and keep their invariants', () => {
    fc.assert(
      fc.property(specArb, fc.boolean(), (spec, withDetails) => {
        const { answer, datasets, focus } = toAnswer(spec);
        const graph = buildLineageGraph(answer, { focusId: focus, ...(withDetails ? { datasets } : {}) });
        expect(graph.nodes.size).toBe(new Set(answer.graph.map((n) => n.id)).size);
        expectWellFormed(graph);
        for (const node of graph.nodes.values()) {
          if (node.kind === 'dataset') expect(new Set(node.fields.map((f) => f.name)).size).toBe(node.fields.length);
        }

        for (const direction of GRAPH_DIRECTIONS) {
          const filtered = filterDirection(graph, focus, direction);
          expectWellFormed(filtered, graph);
          expect(filtered.nodes.has(focus)).toBe(graph.nodes.has(focus));

          const fieldEdges = columnEdges(filtered, withDetails ? datasets : undefined);
          expect(new Set(fieldEdges.map((e) => e.id)).size).toBe(fieldEdges.length);
          for (const e of fieldEdges) {
            for (const j of e.jobId ? [e.jobId] : e.candidates) expect(filtered.nodes.get(j)?.kind).toBe('job');
            expect(filtered.nodes.get(e.from.datasetId)?.kind).toBe('dataset');
            expect(filtered.nodes.get(e.to.datasetId)?.kind).toBe('dataset');
          }

          const expanded = new Set([...filtered.nodes.keys()].filter((_, i) => i % 2 === 0));
          const elk = toElkGraph(filtered, { expanded, columnEdges: fieldEdges });
          const childIds = (elk.children ?? []).map((c) => c.id);
          expect(new Set(childIds).size).toBe(childIds.length);
          expect(childIds.length).toBe(filtered.nodes.size);
          const ends = new Set([...childIds, ...(elk.children ?? []).flatMap((c) => (c.ports ?? []).map((p) => p.id))]);
          const portIds = (elk.children ?? []).flatMap((c) => (c.ports ?? []).map((p) => p.id));
          expect(new Set(portIds).size).toBe(portIds.length);
          const elkEdgeIds = (elk.edges ?? []).map((e) => e.id);
          expect(new Set(elkEdgeIds).size).toBe(elkEdgeIds.length);
          for (const e of elk.edges ?? []) for (const end of [...e.sources, ...e.targets]) expect(ends.has(end)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('upstream keeps exactly the nodes that reach the focus, on cyclic graphs too', () => {
    fc.assert(
      fc.property(specArb, (spec) => {
        const { answer, focus } = toAnswer(spec);
        const graph = buildLineageGraph(answer, { focusId: focus });
        const up = filterDirection(graph, focus, 'upstream');
        if (!graph.nodes.has(focus)) {
          expect(up.nodes.size).toBe(0);
          return;
        }
        // Reference: a node is upstream iff a path of graph edges leads from it to the focus.
        const reaches = (from: string): boolean => {
          const seen = new Set([from]);
          const stack = [from];
          while (stack.length > 0) {
            const at = stack.pop()!;
            if (at === focus) return true;
            for (const e of graph.edges) {
              if (e.source !== at || seen.has(e.target)) continue;
              seen.add(e.target);
              stack.push(e.target);
            }
          }
          return false;
        };
        for (const id of graph.nodes.keys()) expect(up.nodes.has(id), id).toBe(reaches(id));
      }),
      RUNS,
    );
  });
});

/** dataset → job → dataset → … with `length` nodes, as Marquez would answer it. */
function chain(length: number): MqLineageGraph {
  const id = (i: number) => (i % 2 === 0 ? `dataset:ns:d${i}` : `job:ns:j${i}`);
  const graph: MqLineageNode[] = [];
  for (let i = 0; i < length; i++) {
    const ref = { namespace: 'ns', name: id(i).split(':')[2]! };
    const edges = {
      inEdges: i > 0 ? [{ origin: id(i - 1), destination: id(i) }] : [],
      outEdges: i < length - 1 ? [{ origin: id(i), destination: id(i + 1) }] : [],
    };
    graph.push(
      i % 2 === 0 ? { id: id(i), type: 'DATASET', data: { id: ref, ...ref }, ...edges } : { id: id(i), type: 'JOB', data: { id: ref, ...ref }, ...edges },
    );
  }
  return { graph };
}

describe('large graphs (issue 9)', () => {
  it('a 10,000-long chain: no stack overflow, the whole chain is upstream of its end', () => {
    const answer = chain(10_000);
    const last = answer.graph.at(-1)!.id;
    const graph = buildLineageGraph(answer, { focusId: last });
    expect(graph.edges).toHaveLength(9_999);
    const up = filterDirection(graph, last, 'upstream');
    expect(up.nodes.size).toBe(10_000);
    expect(filterDirection(graph, last, 'downstream').nodes.size).toBe(1);
    expect(columnEdges(up)).toEqual([]);
    expect(toElkGraph(up, { expanded: new Set() }).children).toHaveLength(10_000);
  });

  it('5,000 nodes with random, cyclic edges map and filter', () => {
    const [spec] = fc.sample(
      fc.record({
        edges: fc.array(fc.tuple(fc.integer({ min: 0, max: 4_999 }), fc.integer({ min: 0, max: 4_999 })), { minLength: 15_000, maxLength: 15_000 }),
      }),
      { numRuns: 1, seed: 9 },
    );
    const id = (i: number) => (i % 3 === 0 ? `job:ns:j${i}` : `dataset:ns:d${i}`);
    const out = new Map<number, MqEdge[]>();
    for (const [s, t] of spec!.edges) out.set(s, [...(out.get(s) ?? []), { origin: id(s), destination: id(t) }]);
    const graph: MqLineageNode[] = Array.from({ length: 5_000 }, (_, i) => {
      const ref = { namespace: 'ns', name: id(i).split(':')[2]! };
      const outEdges = out.get(i) ?? [];
      return i % 3 === 0
        ? { id: id(i), type: 'JOB', data: { id: ref, ...ref }, inEdges: [], outEdges }
        : { id: id(i), type: 'DATASET', data: { id: ref, ...ref }, inEdges: [], outEdges };
    });
    const built = buildLineageGraph({ graph }, { focusId: id(1) });
    expect(built.nodes.size).toBe(5_000);
    expectWellFormed(built);
    for (const direction of GRAPH_DIRECTIONS) expectWellFormed(filterDirection(built, id(1), direction), built);
  });
});
