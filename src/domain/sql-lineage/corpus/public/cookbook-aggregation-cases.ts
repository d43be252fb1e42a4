import type { CorpusCase } from '../corpus-cases.ts';
import { BROKER, dataset, influenced, named } from './public-datasets.ts';

/**
 * Hand-checked lineage of the Ververica Flink SQL Cookbook's aggregation and window recipes (PROVENANCE.md). Written
 * from the SQL, before running the deriver; the conventions are in PROVENANCE.md.
 */
export const COOKBOOK_AGGREGATION_CASES: readonly CorpusCase[] = [
  {
    file: 'cookbook-group-by-window.sql',
    shape: 'legacy TUMBLE over a PROCTIME() column, COUNT(DISTINCT)',
    job: { inputs: [named('server_logs')], outputs: [named('ip_counts', ['ip_addresses', 'window_interval'])] },
    // log_time is PROCTIME(): the window and TUMBLE_PROCTIME read no source field.
    hops: ['ip_counts.ip_addresses <- server_logs.client_ip DIRECT/AGGREGATION/masking'],
    outputs: [`${BROKER}/ip_counts`],
  },
  {
    file: 'cookbook-group-by-window-tvf.sql',
    shape: 'TUMBLE TVF over a PROCTIME() column, COUNT(DISTINCT)',
    job: { inputs: [named('server_logs')], outputs: [named('ip_counts', ['window_start', 'window_end', 'ip_addresses'])] },
    hops: ['ip_counts.ip_addresses <- server_logs.client_ip DIRECT/AGGREGATION/masking'],
    outputs: [`${BROKER}/ip_counts`],
  },
  {
    file: 'cookbook-watermarks.sql',
    shape: 'legacy TUMBLE with TUMBLE_ROWTIME and a grouping key',
    job: { inputs: [named('doctor_sightings')], outputs: [named('doctor_sightings_per_minute', ['doctor', 'sighting_time', 'sightings'])] },
    hops: [
      'doctor_sightings_per_minute.doctor <- doctor_sightings.doctor DIRECT/IDENTITY',
      'doctor_sightings_per_minute.sighting_time <- doctor_sightings.sighting_time DIRECT/TRANSFORMATION',
      ...influenced('doctor_sightings_per_minute', 'doctor_sightings', 'GROUP_BY', ['sighting_time', 'doctor']),
      'doctor_sightings_per_minute <- doctor_sightings.sighting_time INDIRECT/WINDOW',
    ],
    outputs: [`${BROKER}/doctor_sightings_per_minute`],
  },
  {
    file: 'cookbook-session-window.sql',
    shape: 'legacy SESSION window with SESSION_START/SESSION_ROWTIME, WHERE',
    job: { inputs: [named('server_logs')], outputs: [named('forbidden_sessions', ['userid', 'session_beg', 'session_end', 'request_cnt'])] },
    hops: [
      'forbidden_sessions.userid <- server_logs.userid DIRECT/IDENTITY',
      'forbidden_sessions.session_beg <- server_logs.log_time DIRECT/TRANSFORMATION',
      'forbidden_sessions.session_end <- server_logs.log_time DIRECT/TRANSFORMATION',
      'forbidden_sessions.request_cnt <- server_logs.request_line DIRECT/AGGREGATION/masking',
      'forbidden_sessions <- server_logs.status_code INDIRECT/FILTER',
      ...influenced('forbidden_sessions', 'server_logs', 'GROUP_BY', ['userid', 'log_time']),
      'forbidden_sessions <- server_logs.log_time INDIRECT/WINDOW',
    ],
    outputs: [`${BROKER}/forbidden_sessions`],
  },
  {
    file: 'cookbook-over-named-window.sql',
    shape: 'OVER aggregations over a named WINDOW clause',
    job: {
      inputs: [named('temperature_measurements')],
      outputs: [
        named('temperature_stats', [
          'measurement_time',
          'city',
          'temperature',
          'avg_temperature_minute',
          'min_temperature_minute',
          'max_temperature_minute',
          'stdev_temperature_minute',
        ]),
      ],
    },
    hops: [
      'temperature_stats.measurement_time <- temperature_measurements.measurement_time DIRECT/IDENTITY',
      'temperature_stats.city <- temperature_measurements.city DIRECT/IDENTITY',
      'temperature_stats.temperature <- temperature_measurements.temperature DIRECT/IDENTITY',
      ...['avg', 'min', 'max', 'stdev'].map((f) => `temperature_stats.${f}_temperature_minute <- temperature_measurements.temperature DIRECT/AGGREGATION`),
      ...influenced('temperature_stats', 'temperature_measurements', 'WINDOW', ['city', 'measurement_time']),
    ],
    outputs: [`${BROKER}/temperature_stats`],
  },
  {
    file: 'cookbook-top-n.sql',
    shape: 'GROUP BY, then Top-N (ROW_NUMBER over an aggregated subquery)',
    job: {
      inputs: [named('spells_cast')],
      outputs: [named('spell_counts', ['wizard', 'spell', 'times_cast']), named('top_spells', ['wizard', 'spell', 'times_cast'])],
    },
    // times_cast is COUNT(*): no source field, so ORDER BY times_cast adds no SORT input.
    hops: [
      'spell_counts.wizard <- spells_cast.wizard DIRECT/IDENTITY',
      'spell_counts.spell <- spells_cast.spell DIRECT/IDENTITY',
      ...influenced('spell_counts', 'spells_cast', 'GROUP_BY', ['wizard', 'spell']),
      'top_spells.wizard <- spells_cast.wizard DIRECT/IDENTITY',
      'top_spells.spell <- spells_cast.spell DIRECT/IDENTITY',
      ...influenced('top_spells', 'spells_cast', 'GROUP_BY', ['wizard', 'spell']),
      'top_spells <- spells_cast.wizard INDIRECT/SORT',
    ],
    outputs: [`${BROKER}/spell_counts`, `${BROKER}/top_spells`],
  },
  {
    file: 'cookbook-dedup.sql',
    shape: 'HAVING COUNT(*) > 1, and deduplication ordered by a CURRENT_TIMESTAMP column',
    job: {
      inputs: [named('orders')],
      outputs: [named('duplicate_orders', ['order_id', 'order_cnt']), named('latest_orders', ['order_id', 'order_time'])],
    },
    hops: [
      'duplicate_orders.order_id <- orders.id DIRECT/IDENTITY',
      'duplicate_orders <- orders.id INDIRECT/GROUP_BY',
      'latest_orders.order_id <- orders.id DIRECT/IDENTITY',
      'latest_orders <- orders.id INDIRECT/SORT',
    ],
    outputs: [`${BROKER}/duplicate_orders`, `${BROKER}/latest_orders`],
  },
  {
    file: 'cookbook-chained-windows.sql',
    shape: 'views of legacy TUMBLE windows chained on TUMBLE_ROWTIME, BEGIN STATEMENT SET',
    job: { inputs: [named('server_logs')], outputs: [named('avg_request_size_1m'), named('avg_request_size_5m')] },
    hops: ['avg_request_size_1m', 'avg_request_size_5m'].flatMap((out) => [
      `${out}.window_start <- server_logs.log_time DIRECT/TRANSFORMATION`,
      `${out}.window_end <- server_logs.log_time DIRECT/TRANSFORMATION`,
      `${out}.avg_size <- server_logs.size DIRECT/AGGREGATION`,
      `${out} <- server_logs.log_time INDIRECT/GROUP_BY`,
      `${out} <- server_logs.log_time INDIRECT/WINDOW`,
    ]),
    outputs: [`${BROKER}/avg_request_size_1m`, `${BROKER}/avg_request_size_5m`],
  },
  {
    file: 'cookbook-match-recognize.sql',
    shape: 'MATCH_RECOGNIZE (said unsupported)',
    job: { inputs: [named('subscriptions')], outputs: [named('premium_downgrades')] },
    hops: [],
    outputs: [],
    unsupported: ['MATCH_RECOGNIZE: its MEASURES and DEFINE'],
  },
  {
    file: 'cookbook-cdc-materialized-view.sql',
    shape: 'GROUP BY over a postgres-cdc table',
    job: {
      inputs: [dataset('postgres://postgres:5432', 'postgres.claims.accident_claims')],
      outputs: [named('agg_claims', ['accident_detail', 'agg_claim_costs'])],
    },
    hops: [
      'agg_claims.accident_detail <- postgres.claims.accident_claims.accident_detail DIRECT/IDENTITY',
      'agg_claims.agg_claim_costs <- postgres.claims.accident_claims.claim_total DIRECT/AGGREGATION',
      'agg_claims <- postgres.claims.accident_claims.claim_status INDIRECT/FILTER',
      'agg_claims <- postgres.claims.accident_claims.accident_detail INDIRECT/GROUP_BY',
    ],
    outputs: [`${BROKER}/agg_claims`],
  },
  {
    file: 'cookbook-hopping-windows.sql',
    shape: 'HOP TVF with ROUND(AVG(…))',
    job: { inputs: [named('bids')], outputs: [named('moving_averages', ['window_start', 'window_end', 'currency_code', 'MovingAverageBidPrice'])] },
    hops: [
      'moving_averages.window_start <- bids.transaction_time DIRECT/TRANSFORMATION',
      'moving_averages.window_end <- bids.transaction_time DIRECT/TRANSFORMATION',
      'moving_averages.currency_code <- bids.currency_code DIRECT/IDENTITY',
      'moving_averages.MovingAverageBidPrice <- bids.bid_price DIRECT/AGGREGATION',
      'moving_averages <- bids.transaction_time INDIRECT/WINDOW',
      ...influenced('moving_averages', 'bids', 'GROUP_BY', ['transaction_time', 'currency_code']),
    ],
    outputs: [`${BROKER}/moving_averages`],
  },
  {
    file: 'cookbook-window-top-n.sql',
    shape: 'window Top-N over a TUMBLE TVF, SELECT * twice',
    job: { inputs: [named('orders')], outputs: [named('top_suppliers', ['window_start', 'window_end', 'supplier', 'price', 'cnt', 'rownum'])] },
    hops: [
      'top_suppliers.window_start <- orders.bidtime DIRECT/TRANSFORMATION',
      'top_suppliers.window_end <- orders.bidtime DIRECT/TRANSFORMATION',
      'top_suppliers.supplier <- orders.supplier DIRECT/IDENTITY',
      'top_suppliers.price <- orders.price DIRECT/AGGREGATION',
      'top_suppliers <- orders.bidtime INDIRECT/WINDOW',
      ...influenced('top_suppliers', 'orders', 'GROUP_BY', ['bidtime', 'supplier']),
      ...influenced('top_suppliers', 'orders', 'SORT', ['bidtime', 'price']),
    ],
    outputs: [`${BROKER}/top_suppliers`],
  },
  {
    file: 'cookbook-lag.sql',
    shape: 'INSERT … WITH: LAG over a window (alias without AS), CASE on it with literal results',
    job: { inputs: [named('fake_stocks')], outputs: [named('stock_trends', ['stock_name', 'log_time', 'stock_value', 'previous_value', 'trend'])] },
    hops: [
      'stock_trends.stock_name <- fake_stocks.stock_name DIRECT/IDENTITY',
      'stock_trends.stock_value <- fake_stocks.stock_value DIRECT/IDENTITY',
      'stock_trends.previous_value <- fake_stocks.stock_value DIRECT/AGGREGATION',
      // The CASE yields only literals: stock_value decides which, it is not the value.
      'stock_trends.trend <- fake_stocks.stock_value INDIRECT/CONDITIONAL',
      'stock_trends <- fake_stocks.stock_name INDIRECT/WINDOW',
    ],
    outputs: [`${BROKER}/stock_trends`],
  },
];
