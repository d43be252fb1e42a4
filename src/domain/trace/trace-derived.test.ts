import { describe, expect, it } from 'vitest';
import type { OlRunEvent } from '../marquez-shapes.ts';
import type { DerivedSqlLineage } from '../sql-lineage/derived-types.ts';
import { snapshotFromRunEvents } from './snapshot-from-events.ts';
import { summarizeImpact } from './summarize-impact.ts';
import { traceField } from './trace-field.ts';
import { traceToMarkdown } from './trace-to-markdown.ts';
import type { TraceHop } from './trace-types.ts';

const ev = (name: string, inputs: OlRunEvent['inputs'], outputs: OlRunEvent['outputs']): OlRunEvent => ({
  eventType: 'COMPLETE',
  eventTime: '2026-01-01T00:00:00Z',
  producer: 'test',
  schemaURL: 'test',
  run: { runId: `${name}-run` },
  job: { namespace: 'jobs', name, facets: { jobType: { integration: 'FLINK', processingType: 'STREAMING', jobType: 'JOB' } } },
  inputs,
  outputs,
});
const schema = (...fields: string[]) => ({ schema: { fields: fields.map((name) => ({ name, type: 'STRING' })) } });
const direct = (subtype: string, description: string | null = null) => ({ type: 'DIRECT', subtype, description, masking: false });
const show = (h: TraceHop): string => `${h.from.dataset}.${h.from.field ?? '*'} -> ${h.to.dataset}.${h.to.field ?? '*'} [${h.level}]`;

const derivedOf = (outputs: DerivedSqlLineage['outputs'], gaps: Partial<Pick<DerivedSqlLineage, 'unmapped' | 'unsupported'>> = {}): DerivedSqlLineage => ({
  parser: 'fixture',
  outputs,
  unmapped: gaps.unmapped ?? [],
  unsupported: gaps.unsupported ?? [],
});

// in (a, b) → job → out (x, y): x = upper(a) per the SQL.
const base = [ev('j', [{ namespace: 'k', name: 'in', facets: schema('a', 'b') }], [{ namespace: 'k', name: 'out', facets: schema('x', 'y') }])];
const xFromA = derivedOf([
  {
    namespace: 'k',
    name: 'out',
    fields: { x: [{ namespace: 'k', name: 'in', field: 'a', transformations: [direct('TRANSFORMATION', 'UPPER(a)')] }] },
    dataset: [],
  },
]);

describe('derived hops', () => {
  it('upstream and downstream through a job that reports none, level derived with the SQL as evidence', () => {
    const snap = { ...snapshotFromRunEvents(base), derived: new Map([['job:jobs:j', xFromA]]) };
    const up = traceField(snap, { namespace: 'k', dataset: 'out', field: 'x' });
    expect(up.hops.map(show)).toEqual(['in.a -> out.x [derived]']);
    expect(up.hops[0]?.evidence).toBe("derived from j's SQL (fixture): x ← in.a (x = UPPER(a))");
    const down = traceField(snap, { namespace: 'k', dataset: 'in', field: 'a' }, { direction: 'downstream' });
    expect(down.hops.map(show)).toEqual(['in.a -> out.x [derived]']);
  });

  it('reported column lineage wins over derived for the same job and output', () => {
    const reported = [
      ev(
        'j',
        [{ namespace: 'k', name: 'in', facets: schema('a', 'b') }],
        [
          {
            namespace: 'k',
            name: 'out',
            facets: {
              ...schema('x', 'y'),
              columnLineage: { fields: { x: { inputFields: [{ namespace: 'k', name: 'in', field: 'b', transformations: [] }] } } },
            },
          },
        ],
      ),
    ];
    const snap = { ...snapshotFromRunEvents(reported), derived: new Map([['job:jobs:j', xFromA]]) };
    expect(traceField(snap, { namespace: 'k', dataset: 'out', field: 'x' }).hops.map(show)).toEqual(['in.b -> out.x [column]']);
  });

  it('derived wins over inference: no name-match guess beside a derived hop', () => {
    const same = [ev('j', [{ namespace: 'k', name: 'in', facets: schema('x', 'a') }], [{ namespace: 'k', name: 'out', facets: schema('x') }])];
    const snap = { ...snapshotFromRunEvents(same), derived: new Map([['job:jobs:j', xFromA]]) };
    expect(traceField(snap, { namespace: 'k', dataset: 'out', field: 'x' }).hops.map(show)).toEqual(['in.a -> out.x [derived]']);
  });

  it('a derived hop says which tables of the SQL gave no hop because the job does not name them', () => {
    const partial = derivedOf(xFromA.outputs, { unmapped: [{ table: 'rates', reason: 'no input or output of the job is named rates' }] });
    const snap = { ...snapshotFromRunEvents(base), derived: new Map([['job:jobs:j', partial]]) };
    const up = traceField(snap, { namespace: 'k', dataset: 'out', field: 'x' });
    expect(up.hops.map(show)).toEqual(['in.a -> out.x [derived]']);
    expect(up.hops[0]?.evidence).toBe(
      "derived from j's SQL (fixture): x ← in.a (x = UPPER(a)); the SQL also reads rates, which the job's events do not name: no hop from there",
    );
  });

  it("degrades with the SQL's gaps as the reason where the derived lineage does not cover the field", () => {
    const gappy = derivedOf(xFromA.outputs, {
      unsupported: [{ statement: 'INSERT INTO out SELECT … MATCH_RECOGNIZE', reason: 'MATCH_RECOGNIZE is not supported' }],
      unmapped: [{ table: 'side', reason: 'no input or output of the job is named side' }],
    });
    const snap = { ...snapshotFromRunEvents(base), derived: new Map([['job:jobs:j', gappy]]) };
    const r = traceField(snap, { namespace: 'k', dataset: 'out', field: 'y' });
    expect(r.hops.map(show)).toEqual(['in.* -> out.y [dataset]']);
    expect(r.degradations.map((d) => d.reason)).toEqual([
      'Flink job reports no column lineage, and its SQL derives none for field "y" — dataset-level beyond; SQL not derived: MATCH_RECOGNIZE is not supported; table side not mapped to a dataset: no input or output of the job is named side',
    ]);
  });
});

describe('inferred hops that never mislead', () => {
  // bids (supplier, price) and orders (supplier, amount) → one job → bids_t (supplier, price) and orders_t (supplier, amount).
  const connector = [
    ev(
      'sink',
      [
        { namespace: 'kafka', name: 'bids', facets: schema('bid_id', 'supplier', 'price') },
        { namespace: 'kafka', name: 'orders', facets: schema('order_id', 'supplier', 'price', 'currency') },
      ],
      [
        // `currency` only the orders topic offers: a unique name match, yet across topics.
        { namespace: 'db', name: 'lake.bids', facets: schema('bid_id', 'supplier', 'price', 'currency') },
        { namespace: 'db', name: 'lake.orders', facets: schema('order_id', 'supplier', 'price') },
      ],
    ),
  ];
  const snap = snapshotFromRunEvents(connector);

  it('several inputs offering the field: one ambiguous group with the reason, none of it walked on', () => {
    const r = traceField(snap, { namespace: 'db', dataset: 'lake.orders', field: 'supplier' });
    const inferred = r.hops.filter((h) => h.level === 'inferred');
    expect(inferred.map(show).sort()).toEqual(['bids.supplier -> lake.orders.supplier [inferred]', 'orders.supplier -> lake.orders.supplier [inferred]']);
    expect(inferred.every((h) => h.ambiguous === true)).toBe(true);
    expect(inferred[0]?.ambiguity).toBe(
      '2 input fields match "supplier" of lake.orders by name (bids.supplier, orders.supplier): the job does not say which feeds it',
    );
    expect(JSON.parse(JSON.stringify(inferred[0]))).toMatchObject({ ambiguous: true, ambiguity: expect.any(String) });
  });

  it('a unique name match across an all-to-all job is ambiguous unless the datasets pair by name', () => {
    const r = traceField(snap, { namespace: 'db', dataset: 'lake.bids', field: 'bid_id' });
    const [hop, ...rest] = r.hops.filter((h) => h.level === 'inferred');
    expect(rest).toEqual([]);
    expect(show(hop!)).toBe('bids.bid_id -> lake.bids.bid_id [inferred]');
    expect(hop?.ambiguous).toBeUndefined();
    const down = traceField(snap, { namespace: 'kafka', dataset: 'orders', field: 'order_id' }, { direction: 'downstream' });
    expect(down.hops.filter((h) => h.level === 'inferred' && !h.ambiguous).map(show)).toEqual(['orders.order_id -> lake.orders.order_id [inferred]']);
  });

  it('no confident inferred hop crosses from one topic into the other table', () => {
    for (const [dataset, fields] of [
      ['bids', ['bid_id', 'supplier', 'price']],
      ['orders', ['order_id', 'supplier', 'price', 'currency']],
    ] as const) {
      for (const field of fields) {
        const down = traceField(snap, { namespace: 'kafka', dataset, field }, { direction: 'downstream' });
        const crossing = down.hops.filter((h) => h.level === 'inferred' && !h.ambiguous && h.to.dataset !== `lake.${dataset}`);
        expect(crossing.map(show)).toEqual([]);
      }
    }
  });

  it('the cross-topic unique match is shown as ambiguous, with the all-to-all reason', () => {
    const r = traceField(snap, { namespace: 'db', dataset: 'lake.bids', field: 'currency' });
    const hop = r.hops.find((h) => h.level === 'inferred');
    expect(hop && show(hop)).toBe('orders.currency -> lake.bids.currency [inferred]');
    expect(hop?.ambiguity).toMatch(
      /^sink reports all 2 inputs feeding all 2 outputs, though its datasets pair up by name \(2 pairs\).*orders and lake.bids are not a pair$/,
    );
  });

  it('downstream impact keeps fields only inferred hops reach apart from reported and derived reach', () => {
    const withDerived = {
      ...snap,
      derived: new Map([
        [
          'job:jobs:sink',
          derivedOf([
            {
              namespace: 'db',
              name: 'lake.orders',
              fields: { order_id: [{ namespace: 'kafka', name: 'orders', field: 'order_id', transformations: [direct('IDENTITY')] }] },
              dataset: [],
            },
          ]),
        ],
      ]),
    };
    const viaSql = summarizeImpact(
      traceField(withDerived, { namespace: 'kafka', dataset: 'orders', field: 'order_id' }, { direction: 'downstream' }),
      withDerived,
    );
    const rows = viaSql.flatMap((g) => g.datasets).map((d) => [d.dataset, d.fields, d.inferredFields, d.datasetLevel]);
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual(['lake.orders', ['order_id'], [], false]);
    expect(rows).toContainEqual(['lake.bids', [], [], true]);
    const guessed = summarizeImpact(traceField(snap, { namespace: 'kafka', dataset: 'orders', field: 'supplier' }, { direction: 'downstream' }), snap);
    const orders = guessed.flatMap((g) => g.datasets).find((d) => d.dataset === 'lake.orders');
    expect([orders?.fields, orders?.inferredFields, orders?.datasetLevel]).toEqual([[], ['supplier'], true]);
  });

  it('names the all-to-all job and the ambiguous guesses in the result and its Markdown', () => {
    const r = traceField(snap, { namespace: 'db', dataset: 'lake.orders', field: 'supplier' });
    expect(r.allToAll?.map((a) => a.job.name)).toEqual(['sink']);
    const md = traceToMarkdown(r);
    expect(md).toContain('### Jobs reporting all-to-all datasets (inferred hops across them are ambiguous)');
    expect(md).toContain('- `jobs sink`: sink reports all 2 inputs feeding all 2 outputs');
    expect(md).toContain('### Ambiguous inferred hops (guesses among several; not walked on)');
    expect(md).toMatch(/\| `jobs sink` \| inferred \(ambiguous\) \|/);
    const single = traceField(snapshotFromRunEvents(base), { namespace: 'k', dataset: 'out', field: 'x' });
    expect(single.allToAll).toBeUndefined();
  });

  it('inference off: no inferred hop at all', () => {
    const r = traceField(snap, { namespace: 'db', dataset: 'lake.orders', field: 'supplier' }, { inferred: false });
    expect(r.hops.some((h) => h.level === 'inferred')).toBe(false);
  });
});
