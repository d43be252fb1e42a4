import type { FieldSpec } from '../kit/facets.ts';

// Each engine reports the same data in its own type system (Flink, Flink SQL, Spark), as real events do; the unit
// change is visible only where the producer declares it. Kafka Connect's fields are the registry's
// (mocks/connect/schemas.ts), as connect-lineage reads them.

/** What the Flink 1 DataStream job deserialises (Avro reader schema, unchanged by the source migration). */
export const FLINK1_ORDERS: FieldSpec[] = [
  { name: 'order_id', type: 'long' },
  { name: 'customer_id', type: 'long' },
  { name: 'amount', type: 'double' },
  { name: 'currency', type: 'string' },
  { name: 'status', type: 'string' },
  { name: 'created_at', type: 'long' },
];

export const FRAUD_ALERTS: FieldSpec[] = [
  { name: 'alert_id', type: 'string' },
  { name: 'order_id', type: 'long' },
  { name: 'customer_id', type: 'long' },
  { name: 'score', type: 'double' },
  { name: 'reason', type: 'string' },
  { name: 'detected_at', type: 'long' },
];

/** The Flink SQL table over the orders topic: its DDL still says DECIMAL dollars after the migration. */
export const FLINK_SQL_ORDERS: FieldSpec[] = [
  { name: 'order_id', type: 'BIGINT', description: '' },
  { name: 'customer_id', type: 'BIGINT', description: '' },
  { name: 'amount', type: 'DECIMAL(12, 2)', description: '' },
  { name: 'currency', type: 'STRING', description: '' },
  { name: 'status', type: 'STRING', description: '' },
  { name: 'created_at', type: 'TIMESTAMP(3)', description: '' },
];

export const FLINK_SQL_FX_RATES: FieldSpec[] = [
  { name: 'currency', type: 'STRING', description: '' },
  { name: 'rate', type: 'DECIMAL(18, 8)', description: 'USD per unit of currency' },
  { name: 'updated_at', type: 'TIMESTAMP(3)', description: '' },
];

export const ORDERS_ENRICHED_FLINK: FieldSpec[] = [
  { name: 'order_id', type: 'BIGINT', description: '' },
  { name: 'customer_id', type: 'BIGINT', description: '' },
  { name: 'order_date', type: 'DATE', description: '' },
  { name: 'region', type: 'STRING', description: '' },
  { name: 'amount', type: 'DECIMAL(12, 2)', description: '' },
  { name: 'currency', type: 'STRING', description: '' },
  { name: 'fx_rate', type: 'DECIMAL(18, 8)', description: '' },
  { name: 'amount_usd', type: 'DECIMAL(14, 2)', description: 'amount converted to US dollars' },
  { name: 'status', type: 'STRING', description: '' },
  { name: 'created_at', type: 'TIMESTAMP(3)', description: '' },
];

/** The same Iceberg table as Spark reads it. */
export const ORDERS_ENRICHED_SPARK: FieldSpec[] = [
  { name: 'order_id', type: 'long' },
  { name: 'customer_id', type: 'long' },
  { name: 'order_date', type: 'date' },
  { name: 'region', type: 'string' },
  { name: 'amount', type: 'decimal(12,2)' },
  { name: 'currency', type: 'string' },
  { name: 'fx_rate', type: 'decimal(18,8)' },
  { name: 'amount_usd', type: 'decimal(14,2)' },
  { name: 'status', type: 'string' },
  { name: 'created_at', type: 'timestamp' },
];

export const DAILY_REVENUE: FieldSpec[] = [
  { name: 'order_date', type: 'date' },
  { name: 'region', type: 'string' },
  { name: 'total_revenue_usd', type: 'decimal(24,2)' },
  { name: 'order_count', type: 'long' },
];

export const REVENUE_SUMMARY: FieldSpec[] = [
  { name: 'report_date', type: 'date' },
  { name: 'region', type: 'string' },
  { name: 'revenue_usd', type: 'decimal(24,2)' },
  { name: 'revenue_7d_avg_usd', type: 'decimal(28,6)' },
];
