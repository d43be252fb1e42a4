import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OlRunEvent } from '../marquez-shapes.ts';
import { snapshotFromRunEvents } from './snapshot-from-events.ts';
import { traceField } from './trace-field.ts';
import type { TraceEndpoint, TraceHop, TraceResult } from './trace-types.ts';

const NS = 'ns';
const FIELDS = ['a', 'b', 'c'];

type Spec = {
  datasets: number;
  jobs: { inputs: number[]; outputs: number[]; cll: { out: number; field: number; input: number; inField: number; direct: boolean }[] | null }[];
  stitches: [number, number][];
};

const specArb: fc.Arbitrary<Spec> = fc.integer({ min: 2, max: 7 }).chain((datasets) => {
  const ds = fc.integer({ min: 0, max: datasets - 1 });
  const fi = fc.integer({ min: 0, max: FIELDS.length - 1 });
  const cllEntry = fc.record({ out: ds, field: fi, input: ds, inField: fi, direct: fc.boolean() });
  const job = fc.record({
    inputs: fc.uniqueArray(ds, { minLength: 0, maxLength: 3 }),
    outputs: fc.uniqueArray(ds, { minLength: 1, maxLength: 2 }),
    cll: fc.option(fc.array(cllEntry, { maxLength: 6 }), { nil: null }),
  });
  return fc.record({
    datasets: fc.constant(datasets),
    jobs: fc.array(job, { minLength: 1, maxLength: 6 }),
    stitches: fc.array(fc.tuple(ds, ds), { maxLength: 2 }),
  });
});

const dsName = (i: number): string => `d${i}`;

// Each job's outputs carry its columnLineage (only entries whose output it writes), so cycles arise whenever a job
// reads what it (or a later job) writes.
function toEvents(spec: Spec): OlRunEvent[] {
  const schema = { fields: FIELDS.map((name) => ({ name, type: 'INT' })) };
  return spec.jobs.map((job, j) => ({
    eventType: 'COMPLETE',
    eventTime: '2026-01-01T00:00:00Z',
    producer: 'test',
    schemaURL: 'test',
    run: { runId: `r${j}` },
    job: { namespace: NS, name: `j${j}` },
    inputs: job.inputs.map((i) => ({ namespace: NS, name: dsName(i), facets: { schema } })),
    outputs: job.outputs.map((o) => {
      const entries = (job.cll ?? []).filter((e) => e.out === o);
      const fields: Record<string, { inputFields: object[] }> = {};
      for (const e of entries) {
        const list = (fields[FIELDS[e.field]!] ??= { inputFields: [] }).inputFields;
        list.push({
          namespace: NS,
          name: dsName(e.input),
          field: FIELDS[e.inField],
          transformations: [{ type: e.direct ? 'DIRECT' : 'INDIRECT', subtype: 'X' }],
        });
      }
      return { namespace: NS, name: dsName(o), facets: { schema, ...(job.cll ? { columnLineage: { fields } } : {}) } };
    }),
  }));
}

const pointKey = (p: TraceEndpoint): string => `${p.dataset}.${p.field ?? '*'}`;

function reachable(result: TraceResult): Set<string> {
  const reached = new Set([pointKey({ namespace: NS, dataset: result.target.dataset, field: result.target.field })]);
  const near = (h: TraceHop): TraceEndpoint => (result.direction === 'upstream' ? h.to : h.from);
  const far = (h: TraceHop): TraceEndpoint => (result.direction === 'upstream' ? h.from : h.to);
  for (let grew = true; grew;) {
    grew = false;
    for (const h of result.hops) {
      if (reached.has(pointKey(near(h))) && !reached.has(pointKey(far(h)))) {
        reached.add(pointKey(far(h)));
        grew = true;
      }
    }
  }
  return reached;
}

describe('traceField on random graphs with cycles (fast-check)', () => {
  it('terminates, every hop is reachable from the target, and no column hop lacks facet evidence', () => {
    fc.assert(
      fc.property(specArb, fc.integer({ min: 0, max: 6 }), fc.constantFrom(...FIELDS), fc.boolean(), fc.boolean(), (spec, start, field, down, inferred) => {
        const events = toEvents(spec);
        const snapshot = snapshotFromRunEvents(events);
        const target = { namespace: NS, dataset: dsName(start % spec.datasets), field };
        if (!snapshot.datasets.has(`dataset:${NS}:${target.dataset}`)) return;
        const stitches = spec.stitches.map(([a, b]) => ({ a: { namespace: NS, name: dsName(a) }, b: { namespace: NS, name: dsName(b) } }));
        const result = traceField(snapshot, target, { direction: down ? 'downstream' : 'upstream', inferred, stitches });

        const reached = reachable(result);
        for (const h of result.hops) {
          expect(reached.has(pointKey(result.direction === 'upstream' ? h.to : h.from))).toBe(true);
        }
        for (const h of result.influencers) {
          expect(reached.has(pointKey(result.direction === 'upstream' ? h.to : h.from))).toBe(true);
        }

        for (const h of result.hops.filter((x) => x.level === 'column')) {
          const evidence = events.some((e) =>
            (e.outputs ?? []).some((o) => {
              if (o.name !== h.to.dataset) return false;
              const facet = o.facets?.columnLineage as
                { fields: Record<string, { inputFields: { name: string; field: string; transformations: { type: string }[] }[] }> } | undefined;
              return (facet?.fields[h.to.field ?? ''] ?? { inputFields: [] }).inputFields.some(
                (i) => i.name === h.from.dataset && i.field === h.from.field && i.transformations.some((t) => t.type === 'DIRECT'),
              );
            }),
          );
          expect(evidence).toBe(true);
        }

        if (!inferred) expect(result.hops.some((h) => h.level === 'inferred')).toBe(false);
        const hopKeys = result.hops.map((h) => `${pointKey(h.from)}>${pointKey(h.to)}>${h.job?.name}>${h.level}`);
        expect(new Set(hopKeys).size).toBe(hopKeys.length);
        const rootKeys = result.roots.map(pointKey);
        expect(new Set(rootKeys).size).toBe(rootKeys.length);
      }),
      { numRuns: 1000 },
    );
  });

  it('walks a long chain iteratively without hitting a recursion limit', () => {
    const n = 5000;
    const events: OlRunEvent[] = Array.from({ length: n }, (_, i) => ({
      eventTime: '2026-01-01T00:00:00Z',
      producer: 'test',
      schemaURL: 'test',
      run: { runId: `r${i}` },
      job: { namespace: NS, name: `j${i}` },
      inputs: [{ namespace: NS, name: dsName(i) }],
      outputs: [
        {
          namespace: NS,
          name: dsName(i + 1),
          facets: { schema: { fields: [{ name: 'a' }] }, columnLineage: { fields: { a: { inputFields: [{ namespace: NS, name: dsName(i), field: 'a' }] } } } },
        },
      ],
    }));
    const result = traceField(snapshotFromRunEvents(events), { namespace: NS, dataset: dsName(n), field: 'a' });
    expect(result.hops).toHaveLength(n);
    expect(result.roots).toEqual([{ namespace: NS, dataset: dsName(0), field: 'a' }]);
  });
});
