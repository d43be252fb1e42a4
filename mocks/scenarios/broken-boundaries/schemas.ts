import type { FieldSpec } from '../kit/facets.ts';

export const POSTGRES_PAYMENTS: FieldSpec[] = [
  { name: 'payment_id', type: 'int8' },
  { name: 'customer_id', type: 'int8' },
  { name: 'amount', type: 'numeric(12,2)' },
  { name: 'currency', type: 'bpchar(3)' },
  { name: 'paid_at', type: 'timestamptz' },
];

export const TOPIC_PAYMENTS: FieldSpec[] = [
  { name: 'payment_id', type: 'BIGINT' },
  { name: 'customer_id', type: 'BIGINT' },
  { name: 'amount', type: 'DECIMAL(12,2)' },
  { name: 'currency', type: 'STRING' },
  { name: 'paid_at', type: 'TIMESTAMP' },
];

export const FLINK_SQL_PAYMENTS: FieldSpec[] = [
  { name: 'payment_id', type: 'BIGINT', description: '' },
  { name: 'customer_id', type: 'BIGINT', description: '' },
  { name: 'amount', type: 'DECIMAL(12, 2)', description: '' },
  { name: 'currency', type: 'STRING', description: '' },
  { name: 'paid_at', type: 'TIMESTAMP(3)', description: '' },
];

export const PAYMENTS_ENRICHED_FLINK: FieldSpec[] = [
  { name: 'payment_id', type: 'BIGINT', description: '' },
  { name: 'customer_id', type: 'BIGINT', description: '' },
  { name: 'amount_usd', type: 'DECIMAL(14, 2)', description: '' },
  { name: 'paid_at', type: 'TIMESTAMP(3)', description: '' },
];

export const PAYMENTS_ENRICHED_SPARK: FieldSpec[] = [
  { name: 'payment_id', type: 'long' },
  { name: 'customer_id', type: 'long' },
  { name: 'amount_usd', type: 'decimal(14,2)' },
  { name: 'paid_at', type: 'timestamp' },
];

export const MONTHLY_BILLING: FieldSpec[] = [
  { name: 'billing_month', type: 'string' },
  { name: 'customer_id', type: 'long' },
  { name: 'total_billed_usd', type: 'decimal(24,2)' },
];

export const PAYMENTS_ARCHIVE_TABLE: FieldSpec[] = [
  { name: 'payment_id', type: 'bigint' },
  { name: 'customer_id', type: 'bigint' },
  { name: 'amount', type: 'decimal(12,2)' },
  { name: 'currency', type: 'string' },
  { name: 'paid_at', type: 'timestamp' },
];

export const PAYMENT_ANOMALIES: FieldSpec[] = [
  { name: 'payment_id', type: 'bigint' },
  { name: 'reason', type: 'string' },
];
