import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../mocks/emulator/index.ts';
import { traceAnswers } from '../../../mocks/emulator/testing/trace-answers.ts';
import type { OlRunEvent } from '../marquez-shapes.ts';
import { datasetNodeId } from '../node-id.ts';
import { createSnapshot, type LineageSnapshot } from './lineage-snapshot.ts';
import { snapshotFromRunEvents } from './snapshot-from-events.ts';
import { traceField } from './trace-field.ts';
import type { TraceHop } from './trace-types.ts';

// Issue 16: several jobs write one dataset, each declaring column lineage (possibly for the same output column from
// different inputs). Every declared (input field → output field, job) must be in the upstream trace of the output
// field and in the downstream trace of the input field, credited to the job that declared it.

const NS = 'ns';
const FIELDS = ['a', 'b', 'c'];
// `_producer`/`_schemaURL` so Marquez (the emulator) accepts the events too.
const P = { _producer: 'https://github.com/tributary/tests', _schemaURL: 'https://openlineage.io/spec/facets/1-0-0/Facet.json' };
const schema = { ...P, fields: FIELDS.map((name) => ({ name, type: 'INT' })) };

interface Writer {
  inputs: number[];
  outputs: number[];
  /** [output index, output field, input index (into this writer's inputs), input field] */
  declares: [number, number, number, number][];
  /** Events this writer sends; only the last carries its final facet (earlier ones a different, replaced one). */
  events: number;
}

interface History {
  sources: number;
  targets: number;
  writers: Writer[];
}

const historyArb: fc.Arbitrary<History> = fc
  .record({ sources: fc.integer({ min: 1, max: 4 }), targets: fc.integer({ min: 1, max: 2 }) })
  .chain(({ sources, targets }) => {
    const src = fc.integer({ min: 0, max: sources - 1 });
    const tgt = fc.integer({ min: 0, max: targets - 1 });
    const f = fc.integer({ min: 0, max: FIELDS.length - 1 });
    const writer = fc.record({
      inputs: fc.uniqueArray(src, { minLength: 1, maxLength: 3 }),
      outputs: fc.uniqueArray(tgt, { minLength: 1, maxLength: 2 }),
      declares: fc.array(fc.tuple(fc.nat(), f, fc.nat(), f), { maxLength: 5 }),
      events: fc.integer({ min: 1, max: 2 }),
    });
    return fc.record({ sources: fc.constant(sources), targets: fc.constant(targets), writers: fc.array(writer, { minLength: 2, maxLength: 4 }) });
  });

interface Declared {
  job: string;
  input: string;
  inField: string;
  output: string;
  outField: string;
}

const src = (i: number) => `src${i}`;
const tgt = (i: number) => `tgt${i}`;

function toEvents(h: History): { events: OlRunEvent[]; declared: Declared[]; ever: Declared[] } {
  const events: OlRunEvent[] = [];
  const declared: Declared[] = [];
  // Every pair any event declared: Marquez keeps them all (a pair is never retired).
  const ever: Declared[] = [];
  // Every source is written by a loader, so it is a reported dataset with a schema.
  events.push({
    eventType: 'COMPLETE',
    eventTime: '2026-01-01T00:00:00Z',
    producer: 'test',
    run: { runId: 'load' },
    job: { namespace: NS, name: 'loader' },
    outputs: Array.from({ length: h.sources }, (_, i) => ({ namespace: NS, name: src(i), facets: { schema } })),
  });
  h.writers.forEach((w, j) => {
    const job = `writer${j}`;
    for (let e = 0; e < w.events; e++) {
      const last = e === w.events - 1;
      const outputs = w.outputs.map((o) => {
        const fields: Record<string, { inputFields: object[] }> = {};
        for (const [oi, of, ii, inf] of w.declares) {
          if (w.outputs[oi % w.outputs.length] !== o) continue;
          // An earlier event declares from another field: the writer's later facet replaces it, as Marquez's does.
          const input = w.inputs[ii % w.inputs.length] ?? 0;
          const inField = FIELDS[last ? inf : (inf + 1) % FIELDS.length] ?? 'a';
          const outField = FIELDS[of] ?? 'a';
          (fields[outField] ??= { inputFields: [] }).inputFields.push({ namespace: NS, name: src(input), field: inField });
          if (last) declared.push({ job, input: src(input), inField, output: tgt(o), outField });
          ever.push({ job, input: src(input), inField, output: tgt(o), outField });
        }
        return { namespace: NS, name: tgt(o), facets: { schema, columnLineage: { ...P, fields } } };
      });
      events.push({
        eventType: last ? 'COMPLETE' : 'START',
        eventTime: `2026-01-01T0${j + 1}:0${e}:00Z`,
        producer: 'test',
        run: { runId: `run${j}` },
        job: { namespace: NS, name: job },
        inputs: w.inputs.map((i) => ({ namespace: NS, name: src(i), facets: { schema } })),
        outputs,
      });
    }
  });
  return { events, declared, ever };
}

const credited = (hops: TraceHop[], d: Declared) =>
  hops.some(
    (h) =>
      h.level === 'column' &&
      h.from.dataset === d.input &&
      h.from.field === d.inField &&
      h.to.dataset === d.output &&
      h.to.field === d.outField &&
      h.job?.name === d.job,
  );

// A hop is only ever credited to a job that declared exactly that pair.
const declaredBy = (declared: Declared[], h: TraceHop) =>
  declared.some(
    (d) => d.job === h.job?.name && d.input === h.from.dataset && d.inField === h.from.field && d.output === h.to.dataset && d.outField === h.to.field,
  );

describe('multi-writer column lineage (issue 16)', () => {
  it('every declared (input field → output field, job) is in the upstream and downstream traces, credited to its job', () => {
    fc.assert(
      fc.property(historyArb, (h) => {
        const { events, declared } = toEvents(h);
        const snapshot = snapshotFromRunEvents(events);
        for (const d of declared) {
          const up = traceField(snapshot, { namespace: NS, dataset: d.output, field: d.outField }, { inferred: false });
          expect(credited(up.hops, d), `upstream of ${d.output}.${d.outField} lacks ${JSON.stringify(d)}`).toBe(true);
          const down = traceField(snapshot, { namespace: NS, dataset: d.input, field: d.inField }, { direction: 'downstream', inferred: false });
          expect(credited(down.hops, d), `downstream of ${d.input}.${d.inField} lacks ${JSON.stringify(d)}`).toBe(true);
          for (const hop of [...up.hops, ...down.hops]) {
            if (hop.level === 'column' && hop.to.dataset.startsWith('tgt')) expect(declaredBy(declared, hop), JSON.stringify(hop)).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it("the issue's case: two jobs declare one output column from different inputs — each hop credited to its declarer", () => {
    const { events } = toEvents({
      sources: 2,
      targets: 1,
      writers: [
        { inputs: [0], outputs: [0], declares: [[0, 0, 0, 0]], events: 1 },
        { inputs: [1], outputs: [0], declares: [[0, 0, 0, 1]], events: 1 },
      ],
    });
    const snapshot = snapshotFromRunEvents(events);
    const up = traceField(snapshot, { namespace: NS, dataset: 'tgt0', field: 'a' }, { inferred: false });
    expect(up.hops.map((h) => `${h.from.dataset}.${h.from.field} → ${h.to.field} by ${h.job?.name}`).sort()).toEqual([
      'src0.a → a by writer0',
      'src1.b → a by writer1',
    ]);
    // Neither writer drops to dataset level at tgt0 (the loader of the sources does, further up).
    expect(up.degradations.filter((d) => d.dataset.name === 'tgt0')).toEqual([]);
    const down = traceField(snapshot, { namespace: NS, dataset: 'src0', field: 'a' }, { direction: 'downstream', inferred: false });
    expect(down.hops.map((h) => `${h.to.dataset}.${h.to.field} by ${h.job?.name}`)).toEqual(['tgt0.a by writer0']);
    expect(down.roots.map((r) => r.dataset)).toEqual(['tgt0']);
  });

  it('through Marquez (the emulator): no declared pair is dropped, and a hop is credited to its declarer or, when Marquez cannot tell, to no job', async () => {
    await fc.assert(
      fc.asyncProperty(historyArb, async (h) => {
        const { events, ever } = toEvents(h);
        const em = createEmulator({ clock: () => new Date('2026-02-01T00:00:00Z') });
        expect(em.loadEvents(events).rejected).toEqual([]);
        const snapshots = new Map<string, LineageSnapshot>();
        const snapshotOf = async (dataset: string) => {
          if (!snapshots.has(dataset)) {
            const { lineage, datasets, jobs } = await traceAnswers(em, datasetNodeId({ namespace: NS, name: dataset }));
            snapshots.set(dataset, createSnapshot(lineage, datasets, jobs));
          }
          return snapshots.get(dataset)!;
        };
        const mayHave = (h: TraceHop, d: Declared) =>
          h.level === 'column' && h.from.dataset === d.input && h.from.field === d.inField && h.to.dataset === d.output && h.to.field === d.outField;
        for (const d of ever) {
          for (const r of [
            traceField(await snapshotOf(d.output), { namespace: NS, dataset: d.output, field: d.outField }, { inferred: false }),
            traceField(await snapshotOf(d.output), { namespace: NS, dataset: d.input, field: d.inField }, { direction: 'downstream', inferred: false }),
          ]) {
            const hops = r.hops.filter((x) => mayHave(x, d));
            expect(hops.length, `${r.direction}: ${JSON.stringify(d)}`).toBeGreaterThan(0);
            // Credited to a job that declared this very pair, or to none with the declarer among the candidates named.
            for (const x of hops) {
              if (x.job)
                expect(
                  ever.some((e) => e.job === x.job?.name && mayHave(x, e)),
                  JSON.stringify(x),
                ).toBe(true);
              else expect(x.evidence).toContain(d.job);
            }
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
