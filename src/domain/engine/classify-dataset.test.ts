import { describe, expect, it } from 'vitest';
import { classifyDataset } from './classify-dataset.ts';

describe('classifyDataset', () => {
  it('recognises Kafka topics and Postgres tables by namespace', () => {
    expect(classifyDataset('kafka://broker:9092', 'shop.public.orders')).toBe('kafka-topic');
    expect(classifyDataset('postgres://db:5432', 'shop.public.orders')).toBe('postgres-table');
    expect(classifyDataset('postgresql://db:5432', 'x')).toBe('postgres-table');
  });

  it('recognises Iceberg by catalog, storage or symlink facets before S3', () => {
    expect(classifyDataset('s3://bucket', 'data/t', { catalog: { framework: 'iceberg', type: 'rest', name: 'c' } })).toBe('iceberg-table');
    expect(classifyDataset('file', '/tmp/t', { storage: { storageLayer: 'iceberg' } })).toBe('iceberg-table');
    expect(classifyDataset('s3://bucket', 'data/t', { symlinks: { identifiers: [{ namespace: 'iceberg://cat', name: 'db.t', type: 'TABLE' }] } })).toBe(
      'iceberg-table',
    );
  });

  it('treats a warehouse path as Iceberg (Flink 1.x reports no facets)', () => {
    expect(classifyDataset('s3://lake', 'warehouse/shop/orders_enriched')).toBe('iceberg-table');
    expect(classifyDataset('kafka://b:9092', 'warehouse')).toBe('kafka-topic');
  });

  it('falls back to S3 path and other', () => {
    expect(classifyDataset('s3://archive', 'topics/orders')).toBe('s3-path');
    expect(classifyDataset('s3a://archive', 'topics/orders', { catalog: { framework: 'hive' } })).toBe('s3-path');
    expect(classifyDataset('snowflake://acct', 'DB.SCHEMA.T')).toBe('other');
  });
});
