import type { FieldSpec } from '../kit/facets.ts';

// Each engine reports the columns in its own type system, as real events do.

export const POSTGRES_PAYMENTS: FieldSpec[] = [
  { name: 'payment_id', type: 'uuid' },
  { name: 'order_id', type: 'int8' },
  { name: 'amount', type: 'numeric(12,2)' },
  { name: 'currency', type: 'bpchar(3)', description: 'ISO 4217 code' },
  { name: 'created_at', type: 'timestamptz' },
];

export const POSTGRES_REFUNDS: FieldSpec[] = [
  { name: 'payment_id', type: 'uuid' },
  { name: 'refund_amount', type: 'numeric(12,2)' },
];

/** What the Connect converter writes to the topic. */
export const TOPIC_PAYMENTS: FieldSpec[] = [
  { name: 'payment_id', type: 'STRING' },
  { name: 'order_id', type: 'INT64' },
  { name: 'amount', type: 'BYTES', description: 'org.apache.kafka.connect.data.Decimal, scale 2' },
  { name: 'currency', type: 'STRING' },
  { name: 'created_at', type: 'INT64', description: 'org.apache.kafka.connect.data.Timestamp' },
];

/** The Flink DataStream job's Avro reader schema of the topic. */
export const FLINK_PAYMENTS: FieldSpec[] = [
  { name: 'payment_id', type: 'string' },
  { name: 'order_id', type: 'long' },
  { name: 'amount', type: 'bytes' },
  { name: 'currency', type: 'string' },
  { name: 'created_at', type: 'long' },
];

export const TOPIC_FX_RATES: FieldSpec[] = [
  { name: 'currency', type: 'STRING' },
  { name: 'rate', type: 'DECIMAL(18,8)' },
  { name: 'valid_from', type: 'TIMESTAMP(3)' },
];

/** Iceberg tables as Flink writes them. */
export const ICEBERG_PAYMENTS_ENRICHED: FieldSpec[] = [
  { name: 'payment_id', type: 'string' },
  { name: 'order_id', type: 'long' },
  { name: 'amount', type: 'decimal(12,2)' },
  { name: 'currency', type: 'string' },
  { name: 'amount_usd', type: 'decimal(12,2)' },
  { name: 'created_at', type: 'timestamptz' },
];

export const ICEBERG_FX_RATES: FieldSpec[] = [
  { name: 'currency', type: 'string' },
  { name: 'rate', type: 'decimal(18,8)' },
  { name: 'valid_from', type: 'timestamp' },
];

/** Spark's view of the same tables and files. */
export const SPARK_PAYMENTS_ENRICHED: FieldSpec[] = [
  { name: 'payment_id', type: 'string' },
  { name: 'order_id', type: 'long' },
  { name: 'amount', type: 'decimal(12,2)' },
  { name: 'currency', type: 'string' },
  { name: 'amount_usd', type: 'decimal(12,2)' },
  { name: 'created_at', type: 'timestamp' },
];

/** Spark reads the fx table with the types Iceberg stores. */
export const SPARK_FX_RATES: FieldSpec[] = ICEBERG_FX_RATES.map((f) => ({ ...f }));

/** The archive's Parquet files: the enriched columns without the conversion. */
export const SPARK_PAYMENTS_ARCHIVE: FieldSpec[] = SPARK_PAYMENTS_ENRICHED.filter((f) => f.name !== 'amount_usd').map((f) => ({ ...f }));

export const SPARK_REFUNDS: FieldSpec[] = [
  { name: 'payment_id', type: 'string' },
  { name: 'refund_amount', type: 'decimal(12,2)' },
];

export const SPARK_REVENUE_SUMMARY: FieldSpec[] = [
  { name: 'day', type: 'date' },
  { name: 'currency', type: 'string' },
  { name: 'revenue_usd', type: 'decimal(18,2)' },
  { name: 'payments', type: 'long' },
];

/** The auction topics and their lake tables: `supplier` and `price` in both, `currency` in orders only. */
export const TOPIC_BIDS: FieldSpec[] = [
  { name: 'bid_id', type: 'STRING' },
  { name: 'supplier', type: 'STRING' },
  { name: 'price', type: 'FLOAT64' },
  { name: 'placed_at', type: 'INT64' },
];

export const TOPIC_AUCTION_ORDERS: FieldSpec[] = [
  { name: 'order_id', type: 'STRING' },
  { name: 'supplier', type: 'STRING' },
  { name: 'price', type: 'FLOAT64' },
  { name: 'currency', type: 'STRING' },
  { name: 'ordered_at', type: 'INT64' },
];

/** The sink's tables; bids gained a `currency` column (always null there): a name only the other topic offers. */
export const ICEBERG_BIDS: FieldSpec[] = [
  { name: 'bid_id', type: 'string' },
  { name: 'supplier', type: 'string' },
  { name: 'price', type: 'double' },
  { name: 'currency', type: 'string' },
  { name: 'placed_at', type: 'timestamptz' },
];

export const ICEBERG_AUCTION_ORDERS: FieldSpec[] = [
  { name: 'order_id', type: 'string' },
  { name: 'supplier', type: 'string' },
  { name: 'price', type: 'double' },
  { name: 'currency', type: 'string' },
  { name: 'ordered_at', type: 'timestamptz' },
];
