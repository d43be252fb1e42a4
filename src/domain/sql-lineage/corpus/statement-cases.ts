import { bids, ds, KAFKA, orders, type CorpusCase } from './corpus-case.ts';

/**
 * The corpus's aggregation, CTE, view, statement-set, CTAS, UNION, UDF, MATCH_RECOGNIZE, catalog, deduplication and
 * table-function cases (corpus-case.ts describes the form).
 */
export const STATEMENT_CASES: readonly CorpusCase[] = [
  {
    file: 'group-agg-having.sql',
    shape: 'GROUP BY aggregation with HAVING',
    job: { inputs: [orders], outputs: [ds(KAFKA, 'big_spenders')] },
    hops: [
      'big_spenders.users <- orders.users DIRECT/IDENTITY',
      'big_spenders.total <- orders.amount DIRECT/AGGREGATION',
      'big_spenders <- orders.users INDIRECT/GROUP_BY',
      'big_spenders <- orders.amount INDIRECT/FILTER',
    ],
    outputs: ['kafka://broker:9092/big_spenders'],
  },
  {
    file: 'cte.sql',
    shape: 'WITH (CTE)',
    job: { inputs: [orders], outputs: [ds(KAFKA, 'order_totals')] },
    hops: [
      'order_totals.order_id <- orders.order_id DIRECT/IDENTITY',
      'order_totals.total <- orders.price DIRECT/AGGREGATION',
      'order_totals.total <- orders.tax DIRECT/AGGREGATION',
      'order_totals <- orders.order_id INDIRECT/GROUP_BY',
    ],
    outputs: ['kafka://broker:9092/order_totals'],
  },
  {
    file: 'view-chain.sql',
    shape: 'CREATE TEMPORARY VIEW chain (cascading windows)',
    job: { inputs: [bids], outputs: [ds(KAFKA, 'bid_totals')] },
    hops: [
      'bid_totals.window_start <- bids.bidtime DIRECT/TRANSFORMATION',
      'bid_totals.window_end <- bids.bidtime DIRECT/TRANSFORMATION',
      'bid_totals.total_price <- bids.price DIRECT/AGGREGATION',
      'bid_totals <- bids.bidtime INDIRECT/WINDOW',
      'bid_totals <- bids.bidtime INDIRECT/GROUP_BY',
      'bid_totals <- bids.supplier_id INDIRECT/GROUP_BY',
    ],
    outputs: ['kafka://broker:9092/bid_totals'],
  },
  {
    file: 'statement-set.sql',
    shape: 'EXECUTE STATEMENT SET with two INSERTs',
    job: { inputs: [orders], outputs: [ds(KAFKA, 'rubber-orders'), ds(KAFKA, 'glass-orders')] },
    hops: [
      'rubber-orders.product <- orders.product DIRECT/IDENTITY',
      'rubber-orders.amount <- orders.amount DIRECT/IDENTITY',
      'rubber-orders <- orders.product INDIRECT/FILTER',
      'glass-orders.product <- orders.product DIRECT/IDENTITY',
      'glass-orders.amount <- orders.amount DIRECT/IDENTITY',
      'glass-orders <- orders.product INDIRECT/FILTER',
    ],
    outputs: ['kafka://broker:9092/rubber-orders', 'kafka://broker:9092/glass-orders'],
  },
  {
    file: 'ctas.sql',
    shape: 'CREATE TABLE … AS SELECT',
    job: { inputs: [ds(KAFKA, 'source_table')], outputs: [ds(KAFKA, 'my_ctas_topic')] },
    hops: [
      'my_ctas_topic.id <- source_table.id DIRECT/IDENTITY',
      'my_ctas_topic.name <- source_table.name DIRECT/IDENTITY',
      'my_ctas_topic.age <- source_table.age DIRECT/IDENTITY',
      'my_ctas_topic <- source_table.id INDIRECT/FILTER',
    ],
    outputs: ['kafka://broker:9092/my_ctas_topic'],
  },
  {
    file: 'union-all.sql',
    shape: 'UNION ALL, one branch unmapped',
    job: { inputs: [ds(KAFKA, 't1')], outputs: [ds(KAFKA, 'all_s')] },
    hops: ['all_s.s <- t1.s DIRECT/IDENTITY'],
    outputs: ['kafka://broker:9092/all_s'],
    unmapped: ['t2'],
  },
  {
    file: 'cast-case-udf.sql',
    shape: 'CAST, CASE, UDF and a masking hash over a temporal join',
    job: {
      inputs: [ds(KAFKA, 'shop.public.orders', [], ['default_catalog.default_database.orders']), ds(KAFKA, 'fx_rates')],
      outputs: [ds('s3://lakehouse', 'warehouse/lakehouse/orders_enriched')],
    },
    hops: [
      'warehouse/lakehouse/orders_enriched.order_id <- shop.public.orders.order_id DIRECT/IDENTITY',
      'warehouse/lakehouse/orders_enriched.customer_hash <- shop.public.orders.customer_id DIRECT/TRANSFORMATION/masking',
      'warehouse/lakehouse/orders_enriched.order_date <- shop.public.orders.created_at DIRECT/TRANSFORMATION',
      // A simple CASE's operand decides which literal the column takes: it is not the value (CONDITIONAL).
      'warehouse/lakehouse/orders_enriched.region <- shop.public.orders.currency INDIRECT/CONDITIONAL',
      'warehouse/lakehouse/orders_enriched.status <- shop.public.orders.status DIRECT/TRANSFORMATION',
      'warehouse/lakehouse/orders_enriched.amount_usd <- shop.public.orders.amount DIRECT/TRANSFORMATION',
      'warehouse/lakehouse/orders_enriched.amount_usd <- fx_rates.rate DIRECT/TRANSFORMATION',
      'warehouse/lakehouse/orders_enriched <- shop.public.orders.created_at INDIRECT/JOIN',
      'warehouse/lakehouse/orders_enriched <- shop.public.orders.currency INDIRECT/JOIN',
      'warehouse/lakehouse/orders_enriched <- fx_rates.currency INDIRECT/JOIN',
    ],
    outputs: ['s3://lakehouse/warehouse/lakehouse/orders_enriched'],
  },
  {
    file: 'match-recognize.sql',
    shape: 'MATCH_RECOGNIZE (unsupported)',
    job: { inputs: [ds(KAFKA, 'ticker')], outputs: [ds(KAFKA, 'price_drops')] },
    hops: [],
    outputs: [],
    unsupported: ['MATCH_RECOGNIZE: its MEASURES and DEFINE'],
  },
  {
    file: 'iceberg-catalog.sql',
    shape: 'Iceberg catalog table named by location',
    job: { inputs: [ds(KAFKA, 'shop.public.orders')], outputs: [ds('s3://lakehouse', 'warehouse/lakehouse/orders_daily')] },
    hops: [
      'warehouse/lakehouse/orders_daily.customer_id <- shop.public.orders.customer_id DIRECT/IDENTITY',
      'warehouse/lakehouse/orders_daily.order_date <- shop.public.orders.created_at DIRECT/TRANSFORMATION',
      'warehouse/lakehouse/orders_daily.total <- shop.public.orders.amount DIRECT/AGGREGATION',
      'warehouse/lakehouse/orders_daily <- shop.public.orders.currency INDIRECT/FILTER',
      'warehouse/lakehouse/orders_daily <- shop.public.orders.customer_id INDIRECT/GROUP_BY',
      'warehouse/lakehouse/orders_daily <- shop.public.orders.created_at INDIRECT/GROUP_BY',
    ],
    outputs: ['s3://lakehouse/warehouse/lakehouse/orders_daily'],
  },
  {
    file: 'deduplication.sql',
    shape: 'deduplication (ROW_NUMBER over a subquery, SELECT * from DDL, computed PROCTIME column)',
    job: { inputs: [orders], outputs: [ds(KAFKA, 'unique_orders')] },
    hops: [
      'unique_orders.order_id <- orders.order_id DIRECT/IDENTITY',
      'unique_orders.user <- orders.user DIRECT/IDENTITY',
      'unique_orders.product <- orders.product DIRECT/IDENTITY',
      'unique_orders.num <- orders.num DIRECT/IDENTITY',
      'unique_orders <- orders.order_id INDIRECT/SORT',
    ],
    outputs: ['kafka://broker:9092/unique_orders'],
  },
  {
    file: 'table-function.sql',
    shape: 'table function (LATERAL TABLE) and array expansion (UNNEST)',
    job: { inputs: [orders], outputs: [ds(KAFKA, 'order_words'), ds(KAFKA, 'order_tags')] },
    hops: [
      'order_words.order_id <- orders.order_id DIRECT/IDENTITY',
      'order_words.res <- orders.order_id DIRECT/TRANSFORMATION',
      'order_tags.order_id <- orders.order_id DIRECT/IDENTITY',
      'order_tags.tag <- orders.tags DIRECT/TRANSFORMATION',
    ],
    outputs: ['kafka://broker:9092/order_words', 'kafka://broker:9092/order_tags'],
  },
  {
    file: 'sql-client-statement-set.sql',
    shape: "SQL client script: SET, BEGIN STATEMENT SET … END, a 'values' source and an unnamed VALUES subquery",
    job: {
      inputs: [ds('file', '/tmp/src', [], ['default_catalog.default_database.src'])],
      outputs: [ds('file', '/tmp/streaming', [], ['default_catalog.default_database.StreamingTable'])],
    },
    hops: [
      '/tmp/streaming.id <- /tmp/src.id DIRECT/IDENTITY',
      '/tmp/streaming.str <- /tmp/src.str DIRECT/TRANSFORMATION',
      '/tmp/streaming <- /tmp/src.id INDIRECT/FILTER',
    ],
    outputs: ['file//tmp/streaming'],
    unsupported: ['the FlinkSQL grammar rejects it: Statement is incomplete'],
  },
];
