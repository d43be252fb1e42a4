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

describe('deriveSqlLineage: what it will not guess', () => {
  const two: SqlJobDatasets = {
    inputs: [
      { namespace: KAFKA, name: 'a', fields: [], aliases: [] },
      { namespace: KAFKA, name: 'b', fields: [], aliases: [] },
    ],
    outputs: [{ namespace: KAFKA, name: 'enriched', fields: [], aliases: [] }],
  };

  it('says an unqualified column that two FROM items of unknown schema could hold is ambiguous', () => {
    const derived = deriveSqlLineage('INSERT INTO enriched SELECT a.id, price FROM a JOIN b ON a.id = b.id', two);
    expect(derived.unsupported.map((u) => u.reason)).toEqual(['column "price" could come from "a" or "b": qualify it']);
    expect(hopLines(derived)).not.toContainEqual(expect.stringContaining('price'));
  });

  it('resolves the same column once a schema facet says which input has it', () => {
    const known: SqlJobDatasets = {
      ...two,
      inputs: [
        { ...two.inputs[0], fields: ['id'] } as SqlJobDatasets['inputs'][number],
        { ...two.inputs[1], fields: ['id', 'price'] } as SqlJobDatasets['inputs'][number],
      ],
    };
    const derived = deriveSqlLineage('INSERT INTO enriched SELECT a.id, price FROM a JOIN b ON a.id = b.id', known);
    expect(hopLines(derived)).toContain('enriched.price <- b.price DIRECT/IDENTITY');
    expect(derived.unsupported).toEqual([]);
  });

  it('expands SELECT * only over known fields, and says so otherwise', () => {
    const derived = deriveSqlLineage('INSERT INTO enriched SELECT * FROM a', two);
    expect(derived.unsupported.map((u) => u.reason)).toEqual(['SELECT * over "a" whose fields are unknown (no DDL, no schema facet)']);
    expect(derived.outputs[0]?.fields).toEqual({});
  });

  it('reports a table named like several datasets as unmapped', () => {
    const job: SqlJobDatasets = {
      inputs: [
        { namespace: KAFKA, name: 'eu.orders', fields: [], aliases: [] },
        { namespace: KAFKA, name: 'us.orders', fields: [], aliases: [] },
      ],
      outputs: two.outputs,
    };
    const derived = deriveSqlLineage('INSERT INTO enriched SELECT id FROM orders', job);
    expect(derived.unmapped).toEqual([{ table: 'orders', reason: `named like several datasets of the job (${KAFKA}/eu.orders, ${KAFKA}/us.orders)` }]);
  });
});

describe('deriveSqlLineage: DDL', () => {
  it('names a multi-topic Kafka sink, a filesystem source and a computed column from the script', () => {
    const sql = `CREATE TABLE src (raw_ts BIGINT, v STRING, ts AS TO_TIMESTAMP_LTZ(raw_ts, 3)) WITH ('connector' = 'filesystem', 'path' = 's3://landing/events/', 'format' = 'json');
CREATE TABLE sink (v STRING, ts TIMESTAMP_LTZ(3)) WITH ('connector' = 'kafka', 'topic' = 'ev-a;ev-b', 'properties.bootstrap.servers' = 'k1:9093,k2:9093');
INSERT INTO sink SELECT v, ts FROM src`;
    const derived = deriveSqlLineage(sql, { inputs: [], outputs: [] });
    expect(derived.outputs.map((o) => `${o.namespace}/${o.name}`)).toEqual(['kafka://k1:9093/ev-a', 'kafka://k1:9093/ev-b']);
    expect(hopLines(derived).sort()).toEqual(
      [
        'ev-a.ts <- events.raw_ts DIRECT/TRANSFORMATION',
        'ev-a.v <- events.v DIRECT/IDENTITY',
        'ev-b.ts <- events.raw_ts DIRECT/TRANSFORMATION',
        'ev-b.v <- events.v DIRECT/IDENTITY',
      ].sort(),
    );
    expect(derived.outputs[0]?.fields.v?.[0]).toMatchObject({ namespace: 's3://landing', name: 'events' });
  });

  it('writes by the INSERT column list, else by the sink DDL column order', () => {
    const sql = `CREATE TABLE sink (x STRING, y STRING) WITH ('connector' = 'kafka', 'topic' = 's', 'properties.bootstrap.servers' = 'k:9092');
INSERT INTO sink SELECT a AS whatever, b FROM src;
INSERT INTO sink (y, x) SELECT c, d FROM src`;
    const derived = deriveSqlLineage(sql, { inputs: [{ namespace: KAFKA, name: 'src', fields: [], aliases: [] }], outputs: [] });
    expect(hopLines(derived).sort()).toEqual([
      's.x <- src.a DIRECT/IDENTITY',
      's.x <- src.d DIRECT/IDENTITY',
      's.y <- src.b DIRECT/IDENTITY',
      's.y <- src.c DIRECT/IDENTITY',
    ]);
  });
});

describe('deriveSqlLineage: known fields', () => {
  it('names no field a dataset does not have: a lookup on a computed PROCTIME() the event schema lacks is said instead', () => {
    const job: SqlJobDatasets = {
      inputs: [
        { namespace: KAFKA, name: 'orders', fields: ['order_id', 'customer_id'], aliases: [] },
        { namespace: 'mysql://db:3306', name: 'crm.customers', fields: ['id', 'country'], aliases: [] },
      ],
      outputs: [{ namespace: KAFKA, name: 'enriched', fields: [], aliases: [] }],
    };
    const sql =
      'INSERT INTO enriched SELECT o.order_id, c.country FROM orders AS o JOIN customers FOR SYSTEM_TIME AS OF o.proc_time AS c ON o.customer_id = c.id';
    const derived = deriveSqlLineage(sql, job);
    expect(hopLines(derived)).not.toContainEqual(expect.stringContaining('proc_time'));
    expect(hopLines(derived)).toContain('enriched <- crm.customers.id INDIRECT/JOIN');
    expect(derived.unsupported.map((u) => u.reason)).toEqual(['column "proc_time" is not a field of "o"']);
  });
});

describe('deriveSqlLineage: expression text', () => {
  const describedBy = (derived: ReturnType<typeof deriveSqlLineage>, column: string): (string | null)[] =>
    (derived.outputs[0]?.fields[column] ?? []).flatMap((i) => i.transformations.map((t) => t.description));

  it('describes a computed column by its expression as written, whitespace collapsed, and leaves a copied column bare', () => {
    const sql = `INSERT INTO lakehouse.orders_enriched
SELECT o.order_id, o.amount   *
   r.rate AS amount_usd, SUM(o.amount) total
FROM orders AS o
JOIN fx_rates FOR SYSTEM_TIME AS OF o.created_at AS r ON o.currency = r.currency`;
    const derived = deriveSqlLineage(sql, talkJob);
    expect(describedBy(derived, 'amount_usd')).toEqual(['o.amount * r.rate', 'o.amount * r.rate']);
    expect(describedBy(derived, 'total')).toEqual(['SUM(o.amount)']);
    expect(describedBy(derived, 'order_id')).toEqual([null]);
  });

  it('keeps the expression a view computed when the INSERT only copies the column, and truncates a long one', () => {
    const long = Array.from({ length: 30 }, (_, i) => `o.amount * ${i}`).join(' + ');
    const sql = `CREATE VIEW v AS SELECT o.order_id, UPPER(o.currency) AS cur, ${long} AS big FROM orders AS o;
INSERT INTO lakehouse.orders_enriched SELECT order_id, cur, big FROM v`;
    const derived = deriveSqlLineage(sql, talkJob);
    expect(describedBy(derived, 'cur')).toEqual(['UPPER(o.currency)']);
    const [big] = describedBy(derived, 'big');
    expect(big?.length).toBeLessThanOrEqual(120);
    expect(big).toMatch(/^o\.amount \* 0 \+ o\.amount \* 1 .*…$/);
  });

  it('reads a qualified name as a table, never as the view of its last part; an unqualified one may be a qualified view', () => {
    const job: SqlJobDatasets = {
      inputs: [
        { namespace: KAFKA, name: 'src', fields: [], aliases: [] },
        { namespace: KAFKA, name: 'mydb.v', fields: ['amount'], aliases: [] },
      ],
      outputs: [{ namespace: KAFKA, name: 'out', fields: [], aliases: [] }],
    };
    // `out` is a reserved word in Flink SQL, hence the backticks.
    const qualified = deriveSqlLineage('CREATE TEMPORARY VIEW v AS SELECT amount*100 AS amount FROM src; INSERT INTO `out` SELECT amount FROM mydb.v', job);
    expect(qualified.unsupported).toEqual([]);
    expect(hopLines(qualified)).toEqual(['out.amount <- mydb.v.amount DIRECT/IDENTITY']);
    const unqualified = deriveSqlLineage('CREATE TEMPORARY VIEW mydb.w AS SELECT amount*100 AS amount FROM src; INSERT INTO `out` SELECT amount FROM w', job);
    expect(unqualified.unsupported).toEqual([]);
    expect(hopLines(unqualified)).toEqual(['out.amount <- src.amount DIRECT/TRANSFORMATION']);
  });
});
