import type { CorpusCase } from '../corpus-cases.ts';
import { BROKER, copied, dataset, influenced, named } from './public-datasets.ts';

/** Hand-checked lineage of the Cookbook's foundations recipes (PROVENANCE.md), written from the SQL. */

const SERVER_LOGS = ['client_ip', 'client_identity', 'userid', 'user_agent', 'log_time', 'request_line', 'status_code', 'size'];

export const COOKBOOK_QUERY_CASES: readonly CorpusCase[] = [
  {
    file: 'cookbook-insert-into.sql',
    shape: 'INSERT INTO a blackhole sink, WHERE … SIMILAR TO',
    job: { inputs: [named('server_logs')], outputs: [named('client_errors')] },
    hops: [
      ...copied('client_errors', 'server_logs', ['log_time', 'request_line', 'status_code', 'size']),
      'client_errors <- server_logs.status_code INDIRECT/FILTER',
    ],
    outputs: [`${BROKER}/client_errors`],
  },
  {
    file: 'cookbook-where.sql',
    shape: 'WHERE … IN (literals)',
    job: { inputs: [named('server_logs')], outputs: [named('auth_failures', ['log_time', 'request_line', 'status_code'])] },
    hops: [...copied('auth_failures', 'server_logs', ['log_time', 'request_line', 'status_code']), 'auth_failures <- server_logs.status_code INDIRECT/FILTER'],
    outputs: [`${BROKER}/auth_failures`],
  },
  {
    file: 'cookbook-group-by.sql',
    shape: 'GROUP BY an expression (REGEXP_EXTRACT) repeated from the select list',
    job: { inputs: [named('server_logs')], outputs: [named('browser_status_counts', ['browser', 'status_code', 'cnt_status'])] },
    hops: [
      'browser_status_counts.browser <- server_logs.user_agent DIRECT/TRANSFORMATION',
      'browser_status_counts.status_code <- server_logs.status_code DIRECT/IDENTITY',
      ...influenced('browser_status_counts', 'server_logs', 'GROUP_BY', ['user_agent', 'status_code']),
    ],
    outputs: [`${BROKER}/browser_status_counts`],
  },
  {
    file: 'cookbook-order-by.sql',
    shape: 'SELECT * ORDER BY; legacy TUMBLE ordered by its TUMBLE_ROWTIME alias',
    job: {
      inputs: [named('server_logs')],
      outputs: [named('sorted_logs', SERVER_LOGS), named('browser_counts', ['window_time', 'browser', 'cnt_browser'])],
    },
    hops: [
      ...copied('sorted_logs', 'server_logs', SERVER_LOGS),
      'sorted_logs <- server_logs.log_time INDIRECT/SORT',
      'browser_counts.window_time <- server_logs.log_time DIRECT/TRANSFORMATION',
      'browser_counts.browser <- server_logs.user_agent DIRECT/TRANSFORMATION',
      ...influenced('browser_counts', 'server_logs', 'GROUP_BY', ['user_agent', 'log_time']),
      'browser_counts <- server_logs.log_time INDIRECT/WINDOW',
      'browser_counts <- server_logs.log_time INDIRECT/SORT',
    ],
    outputs: [`${BROKER}/sorted_logs`, `${BROKER}/browser_counts`],
  },
  {
    file: 'cookbook-views.sql',
    shape: 'CREATE VIEW … SELECT * WHERE, then SELECT * from the view',
    job: { inputs: [named('server_logs')], outputs: [named('successful_requests_sink', SERVER_LOGS)] },
    hops: [...copied('successful_requests_sink', 'server_logs', SERVER_LOGS), 'successful_requests_sink <- server_logs.status_code INDIRECT/FILTER'],
    outputs: [`${BROKER}/successful_requests_sink`],
  },
  {
    file: 'cookbook-statement-sets.sql',
    shape: 'shared view, BEGIN STATEMENT SET into Kafka and a partitioned filesystem sink, DATE_FORMAT(TUMBLE_ROWTIME(…))',
    job: {
      inputs: [named('server_logs')],
      outputs: [dataset('kafka://localhost:9092', 'browser-status-codes'), dataset('s3://my-bucket', 'browser-into')],
    },
    hops: [
      'browser-status-codes.browser <- server_logs.user_agent DIRECT/TRANSFORMATION',
      'browser-status-codes.status_code <- server_logs.status_code DIRECT/IDENTITY',
      'browser-status-codes.end_time <- server_logs.log_time DIRECT/TRANSFORMATION',
      ...influenced('browser-status-codes', 'server_logs', 'GROUP_BY', ['user_agent', 'status_code', 'log_time']),
      'browser-status-codes <- server_logs.log_time INDIRECT/WINDOW',
      'browser-into.browser <- server_logs.user_agent DIRECT/TRANSFORMATION',
      'browser-into.status_code <- server_logs.status_code DIRECT/IDENTITY',
      'browser-into.dt <- server_logs.log_time DIRECT/TRANSFORMATION',
      'browser-into.hour <- server_logs.log_time DIRECT/TRANSFORMATION',
      ...influenced('browser-into', 'server_logs', 'GROUP_BY', ['user_agent', 'status_code', 'log_time']),
      'browser-into <- server_logs.log_time INDIRECT/WINDOW',
    ],
    outputs: ['kafka://localhost:9092/browser-status-codes', 's3://my-bucket/browser-into'],
  },
  {
    file: 'cookbook-convert-timezones.sql',
    shape: 'function call aliased without AS (convert_tz)',
    job: {
      inputs: [named('iot_status')],
      outputs: [named('iot_status_utc', ['device_ip', 'device_timezone', 'iot_timestamp', 'iot_timestamp_utc', 'status_code'])],
    },
    hops: [
      ...copied('iot_status_utc', 'iot_status', ['device_ip', 'device_timezone', 'iot_timestamp', 'status_code']),
      'iot_status_utc.iot_timestamp_utc <- iot_status.iot_timestamp DIRECT/TRANSFORMATION',
      'iot_status_utc.iot_timestamp_utc <- iot_status.device_timezone DIRECT/TRANSFORMATION',
    ],
    outputs: [`${BROKER}/iot_status_utc`],
  },
  {
    file: 'cookbook-date-time.sql',
    shape: 'date functions, EXTRACT(… FROM …), TIMESTAMPDIFF(DAY, …) in WHERE',
    job: {
      inputs: [named('subscriptions')],
      outputs: [named('subscription_dates', ['id', 'start_date', 'end_date', 'exp_yweek', 'exp_day', 'exp_month', 'exp_year'])],
    },
    hops: [
      'subscription_dates.id <- subscriptions.id DIRECT/IDENTITY',
      'subscription_dates.start_date <- subscriptions.start_date DIRECT/TRANSFORMATION',
      'subscription_dates.end_date <- subscriptions.end_date DIRECT/TRANSFORMATION',
      ...['exp_yweek', 'exp_day', 'exp_month', 'exp_year'].map((c) => `subscription_dates.${c} <- subscriptions.payment_expiration DIRECT/TRANSFORMATION`),
      'subscription_dates <- subscriptions.payment_expiration INDIRECT/FILTER',
    ],
    outputs: [`${BROKER}/subscription_dates`],
  },
  {
    file: 'cookbook-union-all.sql',
    shape: "UNION ALL of three tables, '' literals padding missing columns",
    job: {
      inputs: [named('rickandmorty_visits'), named('spaceagency_visits'), named('hitchhiker_visits')],
      outputs: [named('all_visits', ['visitor', 'spacecraft', 'location', 'visit_time'])],
    },
    hops: [
      'all_visits.visitor <- rickandmorty_visits.visitor DIRECT/IDENTITY',
      'all_visits.visitor <- hitchhiker_visits.visitor DIRECT/IDENTITY',
      'all_visits.spacecraft <- spaceagency_visits.spacecraft DIRECT/IDENTITY',
      'all_visits.spacecraft <- hitchhiker_visits.starship DIRECT/IDENTITY',
      ...['rickandmorty_visits', 'spaceagency_visits', 'hitchhiker_visits'].flatMap((t) => copied('all_visits', t, ['location', 'visit_time'])),
    ],
    outputs: [`${BROKER}/all_visits`],
  },
  {
    file: 'cookbook-current-watermark.sql',
    shape: 'views filtering on CURRENT_WATERMARK, a TVF over a view, SELECT *, expr',
    job: { inputs: [named('mobile_usage')], outputs: [named('unique_users_per_window'), named('late_usage_events')] },
    // ingest_time is PROCTIME(): copied, but from no source field.
    hops: [
      'unique_users_per_window.window_start <- mobile_usage.log_time DIRECT/TRANSFORMATION',
      'unique_users_per_window.window_end <- mobile_usage.log_time DIRECT/TRANSFORMATION',
      'unique_users_per_window.ip_addresses <- mobile_usage.client_ip DIRECT/AGGREGATION/masking',
      ...['FILTER', 'WINDOW', 'GROUP_BY'].map((s) => `unique_users_per_window <- mobile_usage.log_time INDIRECT/${s}`),
      ...copied('late_usage_events', 'mobile_usage', ['activity', 'client_ip', 'log_time']),
      'late_usage_events.current_watermark <- mobile_usage.log_time DIRECT/TRANSFORMATION',
      'late_usage_events <- mobile_usage.log_time INDIRECT/FILTER',
    ],
    outputs: [`${BROKER}/unique_users_per_window`, `${BROKER}/late_usage_events`],
  },
  {
    file: 'cookbook-table-hints.sql',
    shape: 'OPTIONS hint, back-quoted names, filesystem csv source with a file:/// path',
    job: {
      inputs: [dataset('file', '/flink-sql-cookbook/other-builtin-functions/04_override_table_options/airports.csv')],
      outputs: [named('airports_without_coordinates', ['IATA_CODE', 'AIRPORT', 'CITY', 'STATE', 'COUNTRY', 'LATITUDE', 'LONGITUDE'])],
    },
    hops: [
      ...copied('airports_without_coordinates', '/flink-sql-cookbook/other-builtin-functions/04_override_table_options/airports.csv', [
        'IATA_CODE',
        'AIRPORT',
        'CITY',
        'STATE',
        'COUNTRY',
        'LATITUDE',
        'LONGITUDE',
      ]),
      'airports_without_coordinates <- /flink-sql-cookbook/other-builtin-functions/04_override_table_options/airports.csv.LATITUDE INDIRECT/FILTER',
    ],
    outputs: [`${BROKER}/airports_without_coordinates`],
  },
  {
    file: 'cookbook-split-strings-into-maps.sql',
    shape: "STR_TO_MAP over ||, with a literal 'postal_address:' spelling a column's name",
    job: { inputs: [named('customers')], outputs: [named('customer_addresses', ['identifier', 'fullname', 'addresses'])] },
    hops: [
      ...copied('customer_addresses', 'customers', ['identifier', 'fullname']),
      'customer_addresses.addresses <- customers.postal_address DIRECT/TRANSFORMATION',
      'customer_addresses.addresses <- customers.residential_address DIRECT/TRANSFORMATION',
    ],
    outputs: [`${BROKER}/customer_addresses`],
  },
  {
    file: 'cookbook-python-udf.sql',
    shape: 'CREATE FUNCTION … LANGUAGE PYTHON, the UDF over two columns',
    job: { inputs: [named('temperature_measurements')], outputs: [named('temperatures_converted', ['city', 'tmp', 'tmp_conv', 'measurement_time'])] },
    hops: [
      ...copied('temperatures_converted', 'temperature_measurements', ['city', 'measurement_time']),
      'temperatures_converted.tmp <- temperature_measurements.temperature DIRECT/IDENTITY',
      'temperatures_converted.tmp_conv <- temperature_measurements.city DIRECT/TRANSFORMATION',
      'temperatures_converted.tmp_conv <- temperature_measurements.temperature DIRECT/TRANSFORMATION',
    ],
    outputs: [`${BROKER}/temperatures_converted`],
  },
];
