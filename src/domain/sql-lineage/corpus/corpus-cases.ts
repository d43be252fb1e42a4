import type { SqlJobDataset, SqlJobDatasets } from '../derived-types.ts';

/**
 * The derivation corpus (test-only): real Flink SQL from Flink's documentation (PROVENANCE.md says where each file
 * comes from and what was changed), the datasets a job running it would report, and the hand-checked lineage.
 * Hops are written `output.column <- input.field TYPE/SUBTYPE` (DIRECT, per column) and
 * `output <- input.field INDIRECT/SUBTYPE` (the facet's dataset-wide part), by dataset name.
 */
export interface CorpusCase {
  file: string;
  shape: string;
  job: SqlJobDatasets;
  hops: readonly string[];
  /** Output datasets as `namespace/name`, when the mapping itself is under test. */
  outputs?: readonly string[];
  unmapped?: readonly string[];
  /** A fragment of each `unsupported` reason, in order. */
  unsupported?: readonly string[];
}

const ds = (namespace: string, name: string, fields: readonly string[] = [], aliases: readonly string[] = []): SqlJobDataset => ({
  namespace,
  name,
  fields,
  aliases,
});
const KAFKA = 'kafka://broker:9092';
const bids = ds(KAFKA, 'bids', [], ['default_catalog.default_database.Bid']);
const orders = ds(KAFKA, 'orders');

export const CORPUS: readonly CorpusCase[] = [
  {
    file: 'insert-select-filter.sql',
    shape: 'INSERT … SELECT with WHERE',
    job: { inputs: [orders], outputs: [ds(KAFKA, 'rubber-orders')] },
    hops: [
      'rubber-orders.product <- orders.product DIRECT/IDENTITY',
      'rubber-orders.amount <- orders.amount DIRECT/IDENTITY',
      'rubber-orders <- orders.product INDIRECT/FILTER',
    ],
    outputs: ['kafka://broker:9092/rubber-orders'],
  },
  {
    file: 'regular-join.sql',
    shape: 'regular join, SELECT * expanded from DDL and schema facets',
    job: {
      inputs: [ds(KAFKA, 'orders', ['order_id', 'product_id', 'quantity']), ds(KAFKA, 'product', ['id', 'name'])],
      outputs: [ds('s3://lake', 'order_products')],
    },
    hops: [
      'order_products.order_id <- orders.order_id DIRECT/IDENTITY',
      'order_products.product_id <- orders.product_id DIRECT/IDENTITY',
      'order_products.quantity <- orders.quantity DIRECT/IDENTITY',
      'order_products.id <- product.id DIRECT/IDENTITY',
      'order_products.name <- product.name DIRECT/IDENTITY',
      'order_products <- orders.product_id INDIRECT/JOIN',
      'order_products <- product.id INDIRECT/JOIN',
    ],
    outputs: ['s3://lake/order_products'],
  },
  {
    file: 'interval-join.sql',
    shape: 'interval join (join condition in WHERE)',
    job: { inputs: [orders, ds(KAFKA, 'shipments')], outputs: [ds(KAFKA, 'shipped_orders')] },
    hops: [
      'shipped_orders.id <- orders.id DIRECT/IDENTITY',
      'shipped_orders.order_time <- orders.order_time DIRECT/IDENTITY',
      'shipped_orders.ship_time <- shipments.ship_time DIRECT/IDENTITY',
      'shipped_orders <- orders.id INDIRECT/FILTER',
      'shipped_orders <- shipments.order_id INDIRECT/FILTER',
      'shipped_orders <- orders.order_time INDIRECT/FILTER',
      'shipped_orders <- shipments.ship_time INDIRECT/FILTER',
    ],
    outputs: ['kafka://broker:9092/shipped_orders'],
  },
  {
    file: 'temporal-join.sql',
    shape: 'event-time temporal join (FOR SYSTEM_TIME AS OF)',
    job: {
      inputs: [ds('kafka://kafka-1:9092', 'orders'), ds('kafka://kafka-1:9092', 'currency_rates')],
      outputs: [ds('kafka://kafka-1:9092', 'orders_in_eur')],
    },
    hops: [
      'orders_in_eur.order_id <- orders.order_id DIRECT/IDENTITY',
      'orders_in_eur.price <- orders.price DIRECT/IDENTITY',
      'orders_in_eur.currency <- orders.currency DIRECT/IDENTITY',
      'orders_in_eur.conversion_rate <- currency_rates.conversion_rate DIRECT/IDENTITY',
      'orders_in_eur.order_time <- orders.order_time DIRECT/IDENTITY',
      'orders_in_eur <- orders.order_time INDIRECT/JOIN',
      'orders_in_eur <- orders.currency INDIRECT/JOIN',
      'orders_in_eur <- currency_rates.currency INDIRECT/JOIN',
    ],
    outputs: ['kafka://kafka-1:9092/orders_in_eur'],
  },
  {
    file: 'lookup-join.sql',
    shape: 'lookup join, JDBC table named by its DDL',
    job: { inputs: [orders, ds('mysql://mysqlhost:3306', 'customerdb.customers')], outputs: [ds(KAFKA, 'enriched_orders')] },
    hops: [
      'enriched_orders.order_id <- orders.order_id DIRECT/IDENTITY',
      'enriched_orders.total <- orders.total DIRECT/IDENTITY',
      'enriched_orders.country <- customerdb.customers.country DIRECT/IDENTITY',
      'enriched_orders.zip <- customerdb.customers.zip DIRECT/IDENTITY',
      'enriched_orders <- orders.proc_time INDIRECT/JOIN',
      'enriched_orders <- orders.customer_id INDIRECT/JOIN',
      'enriched_orders <- customerdb.customers.id INDIRECT/JOIN',
    ],
    outputs: ['kafka://broker:9092/enriched_orders'],
  },
  {
    file: 'window-tumble.sql',
    shape: 'TUMBLE window aggregation',
    job: { inputs: [bids], outputs: [ds(KAFKA, 'bid_totals')] },
    hops: [
      'bid_totals.window_start <- bids.bidtime DIRECT/TRANSFORMATION',
      'bid_totals.window_end <- bids.bidtime DIRECT/TRANSFORMATION',
      'bid_totals.total_price <- bids.price DIRECT/AGGREGATION',
      'bid_totals <- bids.bidtime INDIRECT/WINDOW',
      'bid_totals <- bids.bidtime INDIRECT/GROUP_BY',
    ],
    outputs: ['kafka://broker:9092/bid_totals'],
  },
  {
    file: 'window-hop.sql',
    shape: 'HOP window aggregation',
    job: { inputs: [bids], outputs: [ds(KAFKA, 'bid_totals')] },
    hops: [
      'bid_totals.window_start <- bids.bidtime DIRECT/TRANSFORMATION',
      'bid_totals.window_end <- bids.bidtime DIRECT/TRANSFORMATION',
      'bid_totals.total_price <- bids.price DIRECT/AGGREGATION',
      'bid_totals <- bids.bidtime INDIRECT/WINDOW',
      'bid_totals <- bids.bidtime INDIRECT/GROUP_BY',
    ],
    outputs: ['kafka://broker:9092/bid_totals'],
  },
  {
    file: 'window-cumulate.sql',
    shape: 'CUMULATE window aggregation with GROUPING SETS',
    job: { inputs: [bids], outputs: [ds(KAFKA, 'supplier_totals')] },
    hops: [
      'supplier_totals.window_start <- bids.bidtime DIRECT/TRANSFORMATION',
      'supplier_totals.window_end <- bids.bidtime DIRECT/TRANSFORMATION',
      'supplier_totals.supplier_id <- bids.supplier_id DIRECT/IDENTITY',
      'supplier_totals.price <- bids.price DIRECT/AGGREGATION',
      'supplier_totals <- bids.bidtime INDIRECT/WINDOW',
      'supplier_totals <- bids.bidtime INDIRECT/GROUP_BY',
      'supplier_totals <- bids.supplier_id INDIRECT/GROUP_BY',
    ],
    outputs: ['kafka://broker:9092/supplier_totals'],
  },
  {
    file: 'window-session.sql',
    shape: 'SESSION window aggregation with PARTITION BY',
    job: { inputs: [bids], outputs: [ds(KAFKA, 'item_sessions')] },
    hops: [
      'item_sessions.window_start <- bids.bidtime DIRECT/TRANSFORMATION',
      'item_sessions.window_end <- bids.bidtime DIRECT/TRANSFORMATION',
      'item_sessions.item <- bids.item DIRECT/IDENTITY',
      'item_sessions.total_price <- bids.price DIRECT/AGGREGATION',
      'item_sessions <- bids.bidtime INDIRECT/WINDOW',
      'item_sessions <- bids.bidtime INDIRECT/GROUP_BY',
      'item_sessions <- bids.item INDIRECT/WINDOW',
      'item_sessions <- bids.item INDIRECT/GROUP_BY',
    ],
    outputs: ['kafka://broker:9092/item_sessions'],
  },
  {
    file: 'window-topn.sql',
    shape: 'window TopN (ROW_NUMBER over a window aggregation)',
    job: { inputs: [bids], outputs: [ds(KAFKA, 'top_suppliers')] },
    hops: [
      'top_suppliers.window_start <- bids.bidtime DIRECT/TRANSFORMATION',
      'top_suppliers.window_end <- bids.bidtime DIRECT/TRANSFORMATION',
      'top_suppliers.supplier_id <- bids.supplier_id DIRECT/IDENTITY',
      'top_suppliers.price <- bids.price DIRECT/AGGREGATION',
      'top_suppliers <- bids.bidtime INDIRECT/WINDOW',
      'top_suppliers <- bids.bidtime INDIRECT/GROUP_BY',
      'top_suppliers <- bids.bidtime INDIRECT/SORT',
      'top_suppliers <- bids.supplier_id INDIRECT/GROUP_BY',
      'top_suppliers <- bids.price INDIRECT/SORT',
    ],
    outputs: ['kafka://broker:9092/top_suppliers'],
  },
  {
    file: 'over-agg.sql',
    shape: 'OVER aggregation',
    job: { inputs: [orders], outputs: [ds(KAFKA, 'order_running_sums')] },
    hops: [
      'order_running_sums.order_id <- orders.order_id DIRECT/IDENTITY',
      'order_running_sums.order_time <- orders.order_time DIRECT/IDENTITY',
      'order_running_sums.amount <- orders.amount DIRECT/IDENTITY',
      'order_running_sums.one_hour_prod_amount_sum <- orders.amount DIRECT/AGGREGATION',
      'order_running_sums <- orders.product INDIRECT/WINDOW',
      'order_running_sums <- orders.order_time INDIRECT/WINDOW',
    ],
    outputs: ['kafka://broker:9092/order_running_sums'],
  },
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
