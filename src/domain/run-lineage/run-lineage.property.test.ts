import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MqLineageGraph, MqRun } from '../marquez-shapes.ts';
import { augmentLineage, marquezLinks } from './augment-lineage.ts';
import { jobRunHistory } from './observed-runs.ts';
import { edgeKey, observedEdges } from './run-level-edges.ts';
import type { JobRunHistory } from './run-lineage-types.ts';

const NS = 'ns';
const datasets = ['a', 'b', 'c', 'd', 'e'];
const jobs = ['j1', 'j2', 'j3'];
const STATES = ['RUNNING', 'COMPLETED', 'FAILED', 'ABORTED'] as const;
const WINDOW = { since: '2026-11-01T00:00:00.000Z', until: '2026-11-30T00:00:00.000Z' };

const runArb = fc.record({
  job: fc.constantFrom(...jobs),
  id: fc.uuid(),
  state: fc.constantFrom(...STATES),
  // Some runs fall outside the window on purpose: day 30 is its inclusive end (Nov 30 00:00), day 31 past it.
  day: fc.integer({ min: 1, max: 40 }),
  inputs: fc.subarray(datasets),
  outputs: fc.subarray(datasets),
});

type RunSpec = typeof runArb extends fc.Arbitrary<infer T> ? T : never;

function toHistories(specs: readonly RunSpec[]): JobRunHistory[] {
  return jobs.map((name) => {
    const runs: MqRun[] = specs
      .filter((s) => s.job === name)
      .map((s) => {
        const at = new Date(Date.UTC(2026, 10, s.day)).toISOString();
        const v = (d: string) => ({ datasetVersionId: { namespace: NS, name: d, version: `${s.id}${d}` } });
        return { id: s.id, state: s.state, startedAt: at, updatedAt: at, inputDatasetVersions: s.inputs.map(v), outputDatasetVersions: s.outputs.map(v) };
      });
    return jobRunHistory({ namespace: NS, name }, 'BATCH', runs, true);
  });
}

const emptyMarquez: MqLineageGraph = {
  graph: [{ id: `dataset:${NS}:a`, type: 'DATASET', data: { id: { namespace: NS, name: 'a' }, namespace: NS, name: 'a' }, inEdges: [], outEdges: [] }],
};

describe('run-level lineage (properties)', () => {
  it('the union does not depend on the order runs arrive in', () => {
    fc.assert(
      fc.property(fc.array(runArb, { maxLength: 25 }), fc.func(fc.integer()), (specs, order) => {
        const shuffled = [...specs].sort((x, y) => order(x.id) - order(y.id) || (x.id < y.id ? -1 : 1));
        const a = observedEdges(toHistories(specs), WINDOW);
        const b = observedEdges(toHistories(shuffled.reverse()), WINDOW);
        expect(new Map([...b].sort())).toEqual(new Map([...a].sort()));
      }),
    );
  });

  it('never invents an edge: each one is in Marquez view or reported by a run inside the window', () => {
    fc.assert(
      fc.property(fc.array(runArb, { maxLength: 25 }), fc.integer({ min: 1, max: 6 }), (specs, depth) => {
        const histories = toHistories(specs);
        const { edges, graph } = augmentLineage(emptyMarquez, histories, WINDOW, { focusId: `dataset:${NS}:a`, depth });
        const mq = marquezLinks(emptyMarquez);
        for (const e of edges) {
          const key = edgeKey(e.job, e.dataset, e.direction);
          const reported = specs.some((s) => s.job === e.job.name && s.day <= 30 && (e.direction === 'input' ? s.inputs : s.outputs).includes(e.dataset.name));
          expect(mq.has(key) || reported).toBe(true);
          if (e.seen)
            expect(
              specs.filter((s) => s.job === e.job.name && s.day <= 30 && (e.direction === 'input' ? s.inputs : s.outputs).includes(e.dataset.name)),
            ).toHaveLength(e.seen.runs);
        }
        // Every edge drawn is listed, and its two ends are nodes of the graph.
        const ids = new Set(graph.graph.map((n) => n.id));
        for (const n of graph.graph) for (const e of [...n.inEdges, ...n.outEdges]) expect(ids.has(e.origin) && ids.has(e.destination)).toBe(true);
      }),
    );
  });

  it('keeps every node and edge of Marquez view', () => {
    const mq: MqLineageGraph = {
      graph: [
        {
          id: `dataset:${NS}:a`,
          type: 'DATASET',
          data: { id: { namespace: NS, name: 'a' }, namespace: NS, name: 'a' },
          inEdges: [],
          outEdges: [{ origin: `dataset:${NS}:a`, destination: `job:${NS}:j1` }],
        },
        {
          id: `job:${NS}:j1`,
          type: 'JOB',
          data: { id: { namespace: NS, name: 'j1' }, namespace: NS, name: 'j1' },
          inEdges: [{ origin: `dataset:${NS}:a`, destination: `job:${NS}:j1` }],
          outEdges: [],
        },
      ],
    };
    fc.assert(
      fc.property(fc.array(runArb, { maxLength: 20 }), (specs) => {
        const { graph, edges } = augmentLineage(mq, toHistories(specs), WINDOW, { focusId: `dataset:${NS}:a`, depth: 1 });
        expect(graph.graph.map((n) => n.id)).toEqual(expect.arrayContaining([`dataset:${NS}:a`, `job:${NS}:j1`]));
        expect(edges.find((e) => e.job.name === 'j1' && e.dataset.name === 'a' && e.direction === 'input')?.inMarquezView).toBe(true);
      }),
    );
  });
});
