import type { CorpusCase } from '../corpus-cases.ts';
import { BROKER, copied, dataset, influenced, named } from './public-datasets.ts';

/**
 * Hand-checked lineage of Decodable's public pipeline examples (PROVENANCE.md), written from the SQL. They declare no
 * DDL: each stream's fields are the job's schema facet, as the upstream pipeline of the same example writes them.
 */

const TICKER = ['time', 'type', 'sequence', 'product_id', 'price', 'open_24h', 'volume_24h', 'low_24h', 'high_24h'];
const TICKER_REST = ['volume_30d', 'best_bid', 'best_ask', 'side', 'trade_id', 'last_size'];
const TRANSACTIONS = ['tx_time', 'tx_type', 'sequence', 'product_id', 'price', 'open_24h', 'volume_24h', 'low_24h', 'high_24h', ...TICKER_REST];
const SUMMARY = ['window_start', 'window_end', 'window_time', 'product_id', 'side', 'volume', 'price_min', 'price_max', 'price_avg'];
const PRICES = ['price_min', 'price_max', 'price_avg'];
const VELOCITY = ['session_id', 'server_time', 'determined_at', 'dx', 'dy', 'size', 't_delta', 'd_delta', 'inst_velocity'];
const RECORDS = ['determined_at', 'dx', 'dy', 'radius', 'size', 'app_id', 'session_id', 'user_id', 'server_time', 'wall_time', 'timer_millis'];
const CUSTOMERS = ['id', 'first_name', 'last_name', 'email', 'gender', 'ip_address', 'cc'];
const ORDERS = ['orderId', 'customerId', 'orderNumber', 'product', 'backordered', 'cost', 'description', 'create_ts', 'creditCardNumber', 'discountPercent'];
const CLAIMS = ['date_of_consultation', 'member_id', 'procedure_code', 'claim_date', 'facility_id'];

/** Each field both ways: a lagged value (AGGREGATION) combined with the current one (TRANSFORMATION). */
const withLag = (out: string, fields: readonly string[]): string[] =>
  fields.flatMap((f) => [`${out} <- moonsense_pointer_records.${f} DIRECT/TRANSFORMATION`, `${out} <- moonsense_pointer_records.${f} DIRECT/AGGREGATION`]);

export const DECODABLE_CASES: readonly CorpusCase[] = [
  {
    file: 'decodable-claims-window-filter.sql',
    shape: 'TUMBLE TVF whose time column is also a grouping key, filtered on count(1) outside',
    job: {
      inputs: [named('extracted', CLAIMS)],
      outputs: [named('summary', ['window_start', 'window_end', 'claim_date', 'facility_id', 'member_id', 'procedure_code', 'duplicate_claims'])],
    },
    hops: [
      'summary.window_start <- extracted.claim_date DIRECT/TRANSFORMATION',
      'summary.window_end <- extracted.claim_date DIRECT/TRANSFORMATION',
      ...copied('summary', 'extracted', ['claim_date', 'facility_id', 'member_id', 'procedure_code']),
      'summary <- extracted.claim_date INDIRECT/WINDOW',
      ...influenced('summary', 'extracted', 'GROUP_BY', ['claim_date', 'facility_id', 'member_id', 'procedure_code']),
    ],
    outputs: [`${BROKER}/summary`],
  },
  {
    file: 'decodable-coinbase-extract.sql',
    shape: "casts, to_timestamp with a pattern holding '' quotes, back-quoted `time`/`type` and a hyphenated stream",
    job: {
      inputs: [named('coinbase-btc-usd-ticker', [...TICKER, ...TICKER_REST])],
      outputs: [named('coinbase_exchange_transactions', TRANSACTIONS)],
    },
    hops: [
      'coinbase_exchange_transactions.tx_time <- coinbase-btc-usd-ticker.time DIRECT/TRANSFORMATION',
      'coinbase_exchange_transactions.tx_type <- coinbase-btc-usd-ticker.type DIRECT/IDENTITY',
      ...copied('coinbase_exchange_transactions', 'coinbase-btc-usd-ticker', ['product_id', 'side']),
      ...['sequence', 'price', 'open_24h', 'volume_24h', 'low_24h', 'high_24h', 'volume_30d', 'best_bid', 'best_ask', 'trade_id', 'last_size'].map(
        (f) => `coinbase_exchange_transactions.${f} <- coinbase-btc-usd-ticker.${f} DIRECT/TRANSFORMATION`,
      ),
    ],
    outputs: [`${BROKER}/coinbase_exchange_transactions`],
  },
  {
    file: 'decodable-coinbase-summary.sql',
    shape: 'LAG over a window TVF aggregation, differences of the lagged values, SELECT * twice',
    job: {
      inputs: [named('coinbase_exchange_transactions', TRANSACTIONS)],
      outputs: [named('coinbase_transaction_summary', [...SUMMARY, ...PRICES.map((p) => `${p}_prev`), ...PRICES.map((p) => `${p}_change`)])],
    },
    hops: [
      ...['window_start', 'window_end', 'window_time'].map(
        (w) => `coinbase_transaction_summary.${w} <- coinbase_exchange_transactions.tx_time DIRECT/TRANSFORMATION`,
      ),
      ...copied('coinbase_transaction_summary', 'coinbase_exchange_transactions', ['product_id', 'side']),
      ...PRICES.flatMap((p) => [p, `${p}_prev`, `${p}_change`]).map(
        (c) => `coinbase_transaction_summary.${c} <- coinbase_exchange_transactions.price DIRECT/AGGREGATION`,
      ),
      'coinbase_transaction_summary <- coinbase_exchange_transactions.tx_time INDIRECT/WINDOW',
      ...influenced('coinbase_transaction_summary', 'coinbase_exchange_transactions', 'FILTER', ['product_id', 'side']),
      ...influenced('coinbase_transaction_summary', 'coinbase_exchange_transactions', 'GROUP_BY', ['tx_time', 'product_id', 'side']),
    ],
    outputs: [`${BROKER}/coinbase_transaction_summary`],
  },
  {
    file: 'decodable-pointer-statistics.sql',
    shape: 'TUMBLE TVF with approx_percentile and a ratio of two sums',
    job: {
      inputs: [named('moonsense_pointer_velocity', VELOCITY)],
      outputs: [
        named('moonsense_pointer_stats', [
          'window_start',
          'window_end',
          'session_id',
          'record_count',
          ...['p0', 'p25', 'p50', 'p75', 'p100', 'mean'].map((v) => `velocity_${v}`),
          'total_distance',
          'total_duration',
          'total_velocity',
        ]),
      ],
    },
    hops: [
      'moonsense_pointer_stats.window_start <- moonsense_pointer_velocity.server_time DIRECT/TRANSFORMATION',
      'moonsense_pointer_stats.window_end <- moonsense_pointer_velocity.server_time DIRECT/TRANSFORMATION',
      'moonsense_pointer_stats.session_id <- moonsense_pointer_velocity.session_id DIRECT/IDENTITY',
      ...['p0', 'p25', 'p50', 'p75', 'p100', 'mean'].map(
        (v) => `moonsense_pointer_stats.velocity_${v} <- moonsense_pointer_velocity.inst_velocity DIRECT/AGGREGATION`,
      ),
      'moonsense_pointer_stats.total_distance <- moonsense_pointer_velocity.d_delta DIRECT/AGGREGATION',
      'moonsense_pointer_stats.total_duration <- moonsense_pointer_velocity.t_delta DIRECT/AGGREGATION',
      'moonsense_pointer_stats.total_velocity <- moonsense_pointer_velocity.d_delta DIRECT/AGGREGATION',
      'moonsense_pointer_stats.total_velocity <- moonsense_pointer_velocity.t_delta DIRECT/AGGREGATION',
      'moonsense_pointer_stats <- moonsense_pointer_velocity.server_time INDIRECT/WINDOW',
      ...influenced('moonsense_pointer_stats', 'moonsense_pointer_velocity', 'GROUP_BY', ['server_time', 'session_id']),
    ],
    outputs: [`${BROKER}/moonsense_pointer_stats`],
  },
  {
    file: 'decodable-pointer-velocity.sql',
    shape: 'three LAGs, arithmetic on them a level up, a CASE guarding a division; written by position',
    job: { inputs: [named('moonsense_pointer_records', [...RECORDS, 'timer_realtime_millis'])], outputs: [named('moonsense_pointer_velocity', VELOCITY)] },
    hops: [
      ...copied('moonsense_pointer_velocity', 'moonsense_pointer_records', ['session_id', 'server_time', 'determined_at', 'dx', 'dy', 'size']),
      ...withLag('moonsense_pointer_velocity.t_delta', ['determined_at']),
      ...withLag('moonsense_pointer_velocity.d_delta', ['dx', 'dy']),
      ...withLag('moonsense_pointer_velocity.inst_velocity', ['dx', 'dy', 'determined_at']),
      'moonsense_pointer_velocity.inst_velocity <- moonsense_pointer_records.determined_at INDIRECT/CONDITIONAL',
      ...influenced('moonsense_pointer_velocity', 'moonsense_pointer_records', 'WINDOW', ['session_id', 'server_time']),
    ],
    outputs: [`${BROKER}/moonsense_pointer_velocity`],
  },
  {
    file: 'decodable-masking-overlay.sql',
    shape: "masking with OVERLAY(CAST(cc AS STRING) PLACING '****…' FROM 1 FOR 12)",
    job: { inputs: [named('customers', CUSTOMERS)], outputs: [named('customers_masked', CUSTOMERS)] },
    hops: [...copied('customers_masked', 'customers', CUSTOMERS.slice(0, 6)), 'customers_masked.cc <- customers.cc DIRECT/TRANSFORMATION/masking'],
    outputs: [`${BROKER}/customers_masked`],
  },
  {
    file: 'decodable-masking-regex.sql',
    shape: "masking with REGEXP_REPLACE(ip_address, '\\d', '*') aliased without AS; a column replaced by a literal",
    job: { inputs: [named('customers', CUSTOMERS)], outputs: [named('customers_masked', CUSTOMERS)] },
    hops: [
      ...copied('customers_masked', 'customers', CUSTOMERS.slice(0, 5)),
      'customers_masked.ip_address <- customers.ip_address DIRECT/TRANSFORMATION/masking',
    ],
    outputs: [`${BROKER}/customers_masked`],
  },
  {
    file: 'decodable-clickstream-join.sql',
    shape: 'inner join, back-quoted `time`/`bytes`, NOW() and SPLIT_INDEX, streams without a schema facet',
    job: {
      inputs: [named('clickstream_avro'), named('customers_pg')],
      outputs: [
        named('customer_last_url_visit', [
          ...['userid', 'first_name', 'last_name', 'phone', 'ip', 'remote_user', 'time', '_time'],
          ...['request', 'url', 'status', 'bytes', 'referrer', 'agent'],
        ]),
      ],
    },
    hops: [
      ...copied('customer_last_url_visit', 'customers_pg', ['userid', 'first_name', 'last_name', 'phone']),
      ...copied('customer_last_url_visit', 'clickstream_avro', ['ip', 'remote_user', 'time', 'request', 'status', 'bytes', 'referrer', 'agent']),
      'customer_last_url_visit.url <- clickstream_avro.request DIRECT/TRANSFORMATION',
      'customer_last_url_visit <- customers_pg.userid INDIRECT/JOIN',
      'customer_last_url_visit <- clickstream_avro.userid INDIRECT/JOIN',
    ],
    outputs: [`${BROKER}/customer_last_url_visit`],
  },
  {
    file: 'decodable-cdc-cleanse.sql',
    shape: 'nested ROW fields of a Debezium envelope (payload.after.userid), unaliased, written by position',
    job: {
      inputs: [named('mssql_cdc', ['schema', 'payload'])],
      outputs: [named('mssql_cdc_partitioned', ['userid', 'first_name', 'last_name', 'phone', 'op', 'ts_ms'])],
    },
    // A nested field is read as its top-level column; copying it is IDENTITY.
    hops: [
      ...['userid', 'first_name', 'last_name', 'phone', 'op'].map((c) => `mssql_cdc_partitioned.${c} <- mssql_cdc.payload DIRECT/IDENTITY`),
      'mssql_cdc_partitioned.ts_ms <- mssql_cdc.payload DIRECT/TRANSFORMATION',
      'mssql_cdc_partitioned <- mssql_cdc.payload INDIRECT/FILTER',
    ],
    outputs: [`${BROKER}/mssql_cdc_partitioned`],
  },
  {
    file: 'decodable-kafka-to-iceberg.sql',
    shape: 'SET, then CTAS into an iceberg-connector table (Hive catalog type) named by its location',
    job: { inputs: [dataset('kafka://broker:29092', 'orders')], outputs: [dataset('s3a://warehouse', 'default.db/t_i_orders')] },
    hops: [...copied('default.db/t_i_orders', 'orders', ORDERS), 'default.db/t_i_orders <- orders.cost INDIRECT/FILTER'],
    outputs: ['s3a://warehouse/default.db/t_i_orders'],
  },
  {
    file: 'decodable-inventory-summary.sql',
    shape: 'TUMBLE TVF, count(1) and sum, grouping keys beside the window',
    job: {
      inputs: [
        named('extracted', ['adj_id', 'adj_reference', 'adj_timestamp', 'reason_id', 'reason', 'line_item_id', 'item_id', 'quantity_adjusted', 'warehouse_id']),
      ],
      outputs: [named('summary', ['window_start', 'window_end', 'reason_id', 'reason', 'num_items', 'total_quantity'])],
    },
    hops: [
      'summary.window_start <- extracted.adj_timestamp DIRECT/TRANSFORMATION',
      'summary.window_end <- extracted.adj_timestamp DIRECT/TRANSFORMATION',
      ...copied('summary', 'extracted', ['reason_id', 'reason']),
      'summary.total_quantity <- extracted.quantity_adjusted DIRECT/AGGREGATION',
      'summary <- extracted.adj_timestamp INDIRECT/WINDOW',
      ...influenced('summary', 'extracted', 'GROUP_BY', ['adj_timestamp', 'reason_id', 'reason']),
    ],
    outputs: [`${BROKER}/summary`],
  },
  {
    file: 'decodable-change-stream.sql',
    shape: 'a UDF (grok) whose pattern literal is full of %{DATA:name} tokens, a map subscript, GROUP BY that expression',
    job: { inputs: [named('demo_day_envoy_raw', ['value'])], outputs: [named('demo_day_change_stream', ['status_code', 'count'])] },
    hops: [
      'demo_day_change_stream.status_code <- demo_day_envoy_raw.value DIRECT/TRANSFORMATION',
      'demo_day_change_stream <- demo_day_envoy_raw.value INDIRECT/GROUP_BY',
    ],
    outputs: [`${BROKER}/demo_day_change_stream`],
  },
];
