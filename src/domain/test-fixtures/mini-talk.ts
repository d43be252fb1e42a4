import type { Facets, OlRunEvent } from '../marquez-shapes.ts';
import type { DerivedSqlLineage } from '../sql-lineage/derived-types.ts';

/**
 * A hand-built miniature of the talk scenario (Postgres → Debezium → Kafka → Flink SQL → Iceberg → Spark, plus the
 * fraud job and the S3 archive sink), as OpenLineage events, for domain tests that must not wait on the emulator.
 */
export const KAFKA = 'kafka://kafka:9092';
export const PG = 'postgres://shop-db:5432';
export const WAREHOUSE = 's3://warehouse';

const schema = (fields: [string, string][]): Facets => ({
  schema: { _producer: 'test', _schemaURL: 'test', fields: fields.map(([name, type]) => ({ name, type })) },
});

const ORDERS: [string, string][] = [
  ['order_id', 'BIGINT'],
  ['amount', 'DECIMAL(10,2)'],
  ['currency', 'VARCHAR'],
  ['customer_id', 'BIGINT'],
  ['order_ts', 'TIMESTAMP'],
];

export const FLINK_SQL = `CREATE TABLE orders (order_id BIGINT, amount DECIMAL(10,2)) WITH ('connector' = 'kafka');
INSERT INTO orders_enriched
SELECT o.order_id, o.amount * r.rate AS amount_usd, o.customer_id, o.order_ts
FROM orders o JOIN fx_rates FOR SYSTEM_TIME AS OF o.proc_time AS r ON o.currency = r.currency`;

const event = (
  job: { namespace: string; name: string; facets?: Facets },
  runId: string,
  inputs: OlRunEvent['inputs'],
  outputs: OlRunEvent['outputs'],
  runFacets: Facets = {},
): OlRunEvent => ({
  eventType: 'COMPLETE',
  eventTime: '2026-11-20T10:00:00Z',
  producer: 'test',
  schemaURL: 'https://openlineage.io/spec/2-0-2/OpenLineage.json#/$defs/RunEvent',
  run: { runId, facets: runFacets },
  job,
  inputs,
  outputs,
});

export function miniTalkEvents(): OlRunEvent[] {
  return [
    event(
      { namespace: 'kafka-connect', name: 'shop-cdc.0', facets: { jobType: { processingType: 'STREAMING', integration: 'DEBEZIUM', jobType: 'SOURCE' } } },
      '00000000-0000-0000-0000-000000000001',
      [{ namespace: PG, name: 'shop.public.orders', facets: schema(ORDERS) }],
      [{ namespace: KAFKA, name: 'shop.public.orders', facets: schema(ORDERS) }],
    ),
    event(
      {
        namespace: 'flink-jobs',
        name: 'orders-enrichment',
        facets: { jobType: { processingType: 'STREAMING', integration: 'FLINK', jobType: 'JOB' }, sql: { query: FLINK_SQL } },
      },
      '00000000-0000-0000-0000-000000000002',
      [
        { namespace: KAFKA, name: 'shop.public.orders', facets: schema(ORDERS) },
        {
          namespace: KAFKA,
          name: 'fx_rates',
          facets: schema([
            ['currency', 'VARCHAR'],
            ['rate', 'DOUBLE'],
          ]),
        },
      ],
      [
        {
          namespace: WAREHOUSE,
          name: 'warehouse/shop/orders_enriched',
          facets: {
            ...schema([
              ['order_id', 'BIGINT'],
              ['amount_usd', 'DOUBLE'],
              ['customer_id', 'BIGINT'],
              ['order_ts', 'TIMESTAMP'],
            ]),
            symlinks: { identifiers: [{ namespace: 'iceberg://catalog', name: 'shop.orders_enriched', type: 'TABLE' }] },
          },
        },
      ],
    ),
    event(
      { namespace: 'flink-jobs', name: 'fraud-detector', facets: { jobType: { processingType: 'STREAMING', integration: 'FLINK', jobType: 'JOB' } } },
      '00000000-0000-0000-0000-000000000003',
      [{ namespace: KAFKA, name: 'shop.public.orders', facets: schema(ORDERS) }],
      [
        {
          namespace: KAFKA,
          name: 'fraud.alerts',
          facets: schema([
            ['order_id', 'BIGINT'],
            ['score', 'DOUBLE'],
          ]),
        },
      ],
    ),
    event(
      { namespace: 'kafka-connect', name: 's3-archive-sink.0' },
      '00000000-0000-0000-0000-000000000004',
      [{ namespace: KAFKA, name: 'shop.public.orders', facets: schema(ORDERS) }],
      [{ namespace: 's3://archive', name: 'topics/shop.public.orders', facets: {} }],
    ),
    event(
      {
        namespace: 'spark',
        name: 'daily_revenue_job.execute_insert.daily_revenue',
        facets: { jobType: { processingType: 'BATCH', integration: 'SPARK', jobType: 'SQL_JOB' } },
      },
      '00000000-0000-0000-0000-000000000005',
      [{ namespace: WAREHOUSE, name: 'warehouse/shop/orders_enriched', facets: {} }],
      [
        {
          namespace: WAREHOUSE,
          name: 'warehouse/shop/daily_revenue',
          facets: {
            ...schema([
              ['order_date', 'DATE'],
              ['total_revenue_usd', 'DOUBLE'],
            ]),
            catalog: { framework: 'iceberg', type: 'rest', name: 'shop' },
            columnLineage: {
              _producer: 'test',
              _schemaURL: 'test',
              fields: {
                total_revenue_usd: {
                  inputFields: [
                    {
                      namespace: WAREHOUSE,
                      name: 'warehouse/shop/orders_enriched',
                      field: 'amount_usd',
                      transformations: [{ type: 'DIRECT', subtype: 'AGGREGATION', description: 'sum(amount_usd)', masking: false }],
                    },
                    {
                      namespace: WAREHOUSE,
                      name: 'warehouse/shop/orders_enriched',
                      field: 'order_ts',
                      transformations: [{ type: 'INDIRECT', subtype: 'GROUP_BY', description: 'GROUP BY to_date(order_ts)', masking: false }],
                    },
                  ],
                },
                order_date: {
                  inputFields: [
                    {
                      namespace: WAREHOUSE,
                      name: 'warehouse/shop/orders_enriched',
                      field: 'order_ts',
                      transformations: [{ type: 'DIRECT', subtype: 'TRANSFORMATION', description: 'to_date(order_ts)', masking: false }],
                    },
                  ],
                },
              },
            },
          },
        },
      ],
      { processing_engine: { name: 'spark', version: '3.5.1' } },
    ),
  ];
}

const t = (type: 'DIRECT' | 'INDIRECT', subtype: string, description: string | null = null) => ({ type, subtype, description, masking: false });

/**
 * What deriving {@link FLINK_SQL} gives, checked by hand against the query: the trace's `derived` input for the mini
 * talk's Flink SQL job (job nodeId `job:flink-jobs:orders-enrichment`), independent of the parser.
 */
export function miniTalkDerived(): DerivedSqlLineage {
  const orders = (field: string) => ({ namespace: KAFKA, name: 'shop.public.orders', field });
  const join = [
    { ...orders('currency'), transformations: [t('INDIRECT', 'JOIN')] },
    { namespace: KAFKA, name: 'fx_rates', field: 'currency', transformations: [t('INDIRECT', 'JOIN')] },
  ];
  return {
    parser: 'hand-written fixture',
    outputs: [
      {
        namespace: WAREHOUSE,
        name: 'warehouse/shop/orders_enriched',
        fields: {
          order_id: [{ ...orders('order_id'), transformations: [t('DIRECT', 'IDENTITY')] }],
          amount_usd: [
            { ...orders('amount'), transformations: [t('DIRECT', 'TRANSFORMATION', 'o.amount * r.rate')] },
            { namespace: KAFKA, name: 'fx_rates', field: 'rate', transformations: [t('DIRECT', 'TRANSFORMATION', 'o.amount * r.rate')] },
          ],
          customer_id: [{ ...orders('customer_id'), transformations: [t('DIRECT', 'IDENTITY')] }],
          order_ts: [{ ...orders('order_ts'), transformations: [t('DIRECT', 'IDENTITY')] }],
        },
        dataset: join,
      },
    ],
    unmapped: [],
    unsupported: [],
  };
}
