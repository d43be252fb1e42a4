import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenarioEvents, SPEC_2026 } from '../../../mocks/scenarios/index.ts';
import { explicitCoverage } from '../coverage/explicit-coverage.ts';
import { explicitGraphEdges, unstatedPairs } from '../graph/explicit-edges.ts';
import { snapshotFromEvents } from './snapshot-from-all-events.ts';
import { traceField } from './trace-field.ts';

const { datasets: D } = SPEC_2026;
type Event = Record<string, unknown> & {
  job?: { facets?: Record<string, unknown> };
  dataset?: { facets?: Record<string, unknown> };
  run?: { facets?: Record<string, unknown> };
};

const hostile = fc.constantFrom(
  '<img src=x onerror="window.__xss=1">',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  '',
  'DATASET',
  'JOB',
  D.tableA.namespace,
  D.tableA.name,
);
const leaf = fc.oneof(fc.string({ maxLength: 8 }), hostile, fc.integer(), fc.boolean(), fc.constant(null));
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.constantFrom('type', 'namespace', 'name', 'field', 'inputs', 'fields', 'entries', 'transformations', 'job', 'upstream', 'downstream', '__proto__'),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
}));
// A lineage facet whose entries are half right: real names, wrong shapes, hostile text.
const source = fc.record({
  type: fc.constantFrom('DATASET', 'JOB', 'dataset', 7),
  namespace: fc.oneof(hostile, leaf),
  name: fc.oneof(hostile, leaf),
  field: leaf,
  transformations: value,
});
const entry = fc.record({
  type: fc.constantFrom('DATASET', 'JOB'),
  namespace: fc.oneof(hostile, leaf),
  name: fc.oneof(hostile, leaf),
  inputs: fc.oneof(fc.array(source, { maxLength: 3 }), value),
  fields: fc.oneof(fc.dictionary(fc.oneof(hostile, fc.string()), fc.record({ inputs: fc.array(source, { maxLength: 2 }) })), value),
});
const facet = fc.oneof(
  value,
  fc.record({ entries: fc.oneof(fc.array(entry, { maxLength: 3 }), value) }),
  fc.record({ inputs: fc.array(source, { maxLength: 3 }), fields: value }),
);

describe('malformed and hostile 2026 facets never break the trace, the graph edges or coverage', () => {
  it('replaces every lineage, catalog, tags and jobDependencies facet with arbitrary values', () => {
    fc.assert(
      fc.property(fc.array(facet, { minLength: 12, maxLength: 12 }), (values) => {
        let i = 0;
        const next = () => values[i++ % values.length];
        const events = (scenarioEvents('spec-2026') as Event[]).map((e) => {
          const copy = structuredClone(e);
          for (const facets of [copy.job?.facets, copy.dataset?.facets, copy.run?.facets]) {
            if (!facets) continue;
            for (const key of ['lineage', 'catalog', 'tags', 'jobDependencies', 'hierarchy', 'datasetType']) if (key in facets) facets[key] = next();
          }
          return copy;
        });
        const snapshot = snapshotFromEvents(events);
        for (const [ref, field, direction] of [
          [D.tableC, 'id', 'upstream'],
          [D.tableA, 'id', 'downstream'],
          [D.dailySummary, 'total', 'upstream'],
          [D.customers, 'id', 'downstream'],
          [D.customerView, 'total_spent', 'upstream'],
        ] as const) {
          const r = traceField(snapshot, { namespace: ref.namespace, dataset: ref.name, field }, { direction });
          for (const h of [...r.hops, ...r.influencers])
            expect([typeof h.evidence, typeof h.from.dataset, typeof h.to.dataset]).toEqual(['string', 'string', 'string']);
        }
        const graph = snapshot.graph;
        for (const e of explicitGraphEdges(graph, { schedule: true })) expect(graph.nodes.has(e.source) && graph.nodes.has(e.target)).toBe(true);
        unstatedPairs(graph);
        explicitCoverage({ datasets: [...snapshot.datasets.values()], jobs: [...snapshot.jobs.values()] });
        expect(Object.keys(Object.prototype)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
