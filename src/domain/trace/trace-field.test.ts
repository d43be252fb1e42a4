import { describe, expect, it } from 'vitest';
import { KAFKA, PG, WAREHOUSE, miniTalkDerived, miniTalkEvents } from '../test-fixtures/mini-talk.ts';
import { undirectedAnswer } from '../test-fixtures/marquez-answer.ts';
import { createSnapshot } from './lineage-snapshot.ts';
import { snapshotFromRunEvents } from './snapshot-from-events.ts';
import { traceField } from './trace-field.ts';
import { TraceTargetNotFound } from './trace-target.ts';
import type { TraceHop } from './trace-types.ts';

// The Flink SQL job's lineage derived from its SQL, as the loader adds it (src/investigation/trace-inputs.ts).
const snapshot = { ...snapshotFromRunEvents(miniTalkEvents()), derived: new Map([['job:flink-jobs:orders-enrichment', miniTalkDerived()]]) };
const underived = snapshotFromRunEvents(miniTalkEvents());
const revenue = { namespace: WAREHOUSE, dataset: 'warehouse/shop/daily_revenue', field: 'total_revenue_usd' };
const show = (h: TraceHop): string => `${h.from.dataset}.${h.from.field ?? '*'} -> ${h.to.dataset}.${h.to.field ?? '*'} [${h.level}]`;

describe('traceField upstream on the mini talk scenario', () => {
  const result = traceField(snapshot, revenue);

  it('starts with the Spark column hop and its AGGREGATION', () => {
    const first = result.hops[0];
    expect(first?.level).toBe('column');
    expect(first?.from).toEqual({ namespace: WAREHOUSE, dataset: 'warehouse/shop/orders_enriched', field: 'amount_usd' });
    expect(first?.job?.name).toBe('daily_revenue_job.execute_insert.daily_revenue');
    expect(first?.transformations).toEqual([{ type: 'DIRECT', subtype: 'AGGREGATION', description: 'sum(amount_usd)', masking: false }]);
  });

  it('lists the GROUP BY input as an influencer, not as a source', () => {
    expect(result.influencers.filter((h) => h.level === 'column').map(show)).toEqual([
      'warehouse/shop/orders_enriched.order_ts -> warehouse/shop/daily_revenue.total_revenue_usd [column]',
    ]);
    expect(result.hops.some((h) => h.from.field === 'order_ts')).toBe(false);
  });

  it('goes column-level through the Flink SQL job with lineage derived from its SQL, the join keys as influencers', () => {
    const derived = result.hops.filter((h) => h.level === 'derived');
    expect(derived.map(show).sort()).toEqual([
      'fx_rates.rate -> warehouse/shop/orders_enriched.amount_usd [derived]',
      'shop.public.orders.amount -> warehouse/shop/orders_enriched.amount_usd [derived]',
    ]);
    expect(derived.every((h) => h.job?.name === 'orders-enrichment')).toBe(true);
    expect(derived[0]?.evidence).toBe(
      "derived from orders-enrichment's SQL (hand-written fixture): amount_usd ← shop.public.orders.amount (amount_usd = o.amount * r.rate)",
    );
    expect(derived[0]?.transformations).toEqual([{ type: 'DIRECT', subtype: 'TRANSFORMATION', description: 'o.amount * r.rate', masking: false }]);
    expect(result.influencers.filter((h) => h.level === 'derived').map((h) => `${h.from.dataset}.${h.from.field}`)).toEqual([
      'shop.public.orders.currency',
      'fx_rates.currency',
    ]);
    // Derived lineage covers the field: no degrade point, no dataset-level hop and no guess at the Flink job.
    expect(result.degradations.some((d) => d.job?.name === 'orders-enrichment')).toBe(false);
    expect(result.hops.filter((h) => h.job?.name === 'orders-enrichment').every((h) => h.level === 'derived')).toBe(true);
  });

  it('without derived lineage, records the Flink degradation and stays dataset-level: no SQL guess, no name match for amount_usd', () => {
    const plain = traceField(underived, revenue);
    const flink = plain.degradations.find((d) => d.job?.name === 'orders-enrichment');
    expect(flink?.dataset).toEqual({ namespace: WAREHOUSE, name: 'warehouse/shop/orders_enriched' });
    expect(flink?.reason).toBe('Flink job reports dataset-level lineage only — no columnLineage facet');
    const hops = plain.hops.map(show);
    expect(hops).toContain('shop.public.orders.* -> warehouse/shop/orders_enriched.amount_usd [dataset]');
    expect(hops).toContain('fx_rates.* -> warehouse/shop/orders_enriched.amount_usd [dataset]');
    expect(plain.hops.filter((h) => h.level === 'inferred' || h.level === 'derived')).toEqual([]);
  });

  it('degrades again at Kafka Connect and ends at the Postgres table', () => {
    expect(result.degradations.find((d) => d.job?.name === 'shop-cdc.0')?.reason).toBe(
      'Kafka Connect job reports dataset-level lineage only — no columnLineage facet',
    );
    // Column-level up to the topic's amount (derived through Flink), then dataset level through Kafka Connect.
    expect(result.hops.map(show)).toContain('shop.public.orders.* -> shop.public.orders.amount [dataset]');
    expect(result.roots).toContainEqual({ namespace: PG, dataset: 'shop.public.orders', field: null });
  });

  it('keeps the S3 archive and fraud.alerts off the upstream path', () => {
    const touched = result.hops.flatMap((h) => [h.from.dataset, h.to.dataset]);
    expect(touched).not.toContain('fraud.alerts');
    expect(touched).not.toContain('topics/shop.public.orders');
  });

  it('drops inferred hops when inference is switched off', () => {
    const strict = traceField(snapshot, revenue, { inferred: false });
    expect(strict.hops.some((h) => h.level === 'inferred')).toBe(false);
    expect(strict.roots).toContainEqual({ namespace: PG, dataset: 'shop.public.orders', field: null });
  });
});

describe('traceField downstream (impact) from the topic', () => {
  const result = traceField(snapshot, { namespace: KAFKA, dataset: 'shop.public.orders', field: 'amount' }, { direction: 'downstream' });

  it('reaches the S3 archive, fraud.alerts and the Spark summary', () => {
    const reached = result.hops.map((h) => h.to.dataset);
    expect(reached).toContain('fraud.alerts');
    expect(reached).toContain('topics/shop.public.orders');
    expect(result.hops.map(show)).toContain('warehouse/shop/orders_enriched.amount_usd -> warehouse/shop/daily_revenue.total_revenue_usd [column]');
  });

  it('keeps from upstream of to', () => {
    const fraud = result.hops.find((h) => h.to.dataset === 'fraud.alerts');
    expect(fraud?.from).toEqual({ namespace: KAFKA, dataset: 'shop.public.orders', field: 'amount' });
  });

  it('names sinks as roots', () => {
    expect(result.roots.map((r) => r.dataset)).toEqual(expect.arrayContaining(['fraud.alerts', 'topics/shop.public.orders', 'warehouse/shop/daily_revenue']));
  });
});

describe('traceField targets', () => {
  it('throws field-not-found for an unknown field', () => {
    expect(() => traceField(snapshot, { ...revenue, field: 'nope' })).toThrow(TraceTargetNotFound);
    try {
      traceField(snapshot, { ...revenue, field: 'nope' });
    } catch (e) {
      expect((e as TraceTargetNotFound).code).toBe('field-not-found');
    }
  });

  it('throws dataset-not-found for an unknown dataset', () => {
    expect(() => traceField(snapshot, { namespace: 'x', dataset: 'y', field: 'z' })).toThrow(/not in the lineage snapshot/);
  });

  it('accepts a symlink alias as the target', () => {
    const r = traceField(underived, { namespace: 'iceberg://catalog', dataset: 'shop.orders_enriched', field: 'amount_usd' });
    expect(r.degradations[0]?.job?.name).toBe('orders-enrichment');
  });
});

describe('traceField on a Marquez-shaped snapshot', () => {
  it('ignores alias identities a job GET lists next to its /lineage edges (no phantom hops)', () => {
    const answer = undirectedAnswer();
    const j1 = answer.graph.find((n) => n.id === 'job:ns:j1');
    const job = {
      ...j1!.data,
      inputs: [
        { namespace: 'ns', name: 'a' },
        { namespace: 'hive://ms', name: 'db.a' },
      ],
      outputs: [{ namespace: 'ns', name: 'b' }],
    };
    const snap = createSnapshot(answer, [], [job], 'dataset:ns:b');
    const r = traceField(snap, { namespace: 'ns', dataset: 'b', field: 'x' }, { inferred: false });
    expect(r.hops.map((h) => `${h.from.namespace} ${h.from.dataset}`)).toEqual(['ns a']);
    expect(r.degradations).toEqual([
      {
        dataset: { namespace: 'ns', name: 'b' },
        job: { namespace: 'ns', name: 'j1' },
        reason: 'Job reports dataset-level lineage only — no columnLineage facet',
      },
    ]);
  });
});
