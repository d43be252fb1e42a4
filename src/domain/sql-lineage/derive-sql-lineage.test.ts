import { describe, expect, it } from 'vitest';
import { deriveSqlLineage } from './derive-sql-lineage.ts';
import type { SqlJobDatasets } from './derived-types.ts';
import { hopLines } from './corpus/hop-lines.ts';

const KAFKA = 'kafka://broker:9092';

const talkJob: SqlJobDatasets = {
  inputs: [
    { namespace: KAFKA, name: 'shop.public.orders', fields: [], aliases: ['default_catalog.default_database.orders'] },
    { namespace: KAFKA, name: 'fx_rates', fields: [], aliases: ['default_catalog.default_database.fx_rates'] },
  ],
  outputs: [{ namespace: 's3://lakehouse', name: 'warehouse/lakehouse/orders_enriched', fields: [], aliases: [] }],
};

describe('deriveSqlLineage', () => {
  it('derives a temporal join INSERT … SELECT column by column, mapping tables by name', () => {
    const sql = `INSERT INTO lakehouse.orders_enriched
SELECT o.order_id, CAST(o.created_at AS DATE) AS order_date, r.rate AS fx_rate, o.amount * r.rate AS amount_usd
FROM orders AS o
JOIN fx_rates FOR SYSTEM_TIME AS OF o.created_at AS r ON o.currency = r.currency`;
    const derived = deriveSqlLineage(sql, talkJob);
    const out = 'warehouse/lakehouse/orders_enriched';
    expect(hopLines(derived).sort()).toEqual(
      [
        `${out}.order_id <- shop.public.orders.order_id DIRECT/IDENTITY`,
        `${out}.order_date <- shop.public.orders.created_at DIRECT/TRANSFORMATION`,
        `${out}.fx_rate <- fx_rates.rate DIRECT/IDENTITY`,
        `${out}.amount_usd <- shop.public.orders.amount DIRECT/TRANSFORMATION`,
        `${out}.amount_usd <- fx_rates.rate DIRECT/TRANSFORMATION`,
        `${out} <- shop.public.orders.created_at INDIRECT/JOIN`,
        `${out} <- shop.public.orders.currency INDIRECT/JOIN`,
        `${out} <- fx_rates.currency INDIRECT/JOIN`,
      ].sort(),
    );
    expect(derived.unmapped).toEqual([]);
    expect(derived.unsupported).toEqual([]);
  });

  it('reports a table it cannot map instead of inventing a dataset', () => {
    const derived = deriveSqlLineage('INSERT INTO lakehouse.orders_enriched SELECT id FROM payments', talkJob);
    expect(derived.unmapped).toEqual([{ table: 'payments', reason: 'no DDL in the script names it, and no dataset of the job is named like it' }]);
    expect(derived.outputs[0]?.fields).toEqual({});
  });

  it('says a statement the grammar rejects is unsupported and goes on with the next', () => {
    const derived = deriveSqlLineage('INSERT INTO x SELECT FROM WHERE; INSERT INTO lakehouse.orders_enriched SELECT order_id FROM orders', talkJob);
    expect(derived.unsupported).toHaveLength(1);
    expect(derived.unsupported[0]?.reason).toMatch(/FlinkSQL grammar rejects it/);
    expect(hopLines(derived).sort()).toEqual(['warehouse/lakehouse/orders_enriched.order_id <- shop.public.orders.order_id DIRECT/IDENTITY']);
  });
});
