import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';

const symlinks = (identifiers: { namespace: string; name: string; type: string }[]) => ({ facets: { symlinks: { identifiers } } });

describe('displayName', () => {
  it('shows an Iceberg table stored by location under its catalog name, with the location as subtitle', () => {
    const d = displayName({
      kind: 'dataset',
      namespace: 's3://lakehouse',
      name: 'warehouse/lakehouse/orders_enriched',
      details: symlinks([{ namespace: 'hive://metastore:9083', name: 'lakehouse.orders_enriched', type: 'TABLE' }]),
    });
    expect(d).toEqual({
      title: 'lakehouse.orders_enriched',
      subtitle: 's3://lakehouse/warehouse/lakehouse/orders_enriched',
      full: 's3://lakehouse\nwarehouse/lakehouse/orders_enriched',
    });
  });

  it('reads the facets the answer came with while the GET is not in, and the GET’s once it is', () => {
    const stored = { kind: 'dataset', namespace: 's3://lakehouse', name: 'warehouse/lakehouse/orders_enriched' } as const;
    const table = (name: string) => symlinks([{ namespace: 'hive://m', name, type: 'TABLE' }]).facets;
    expect(displayName({ ...stored, facets: table('lakehouse.orders_enriched') }).title).toBe('lakehouse.orders_enriched');
    expect(displayName({ ...stored, facets: table('old.name'), details: { facets: table('lakehouse.orders_enriched') } }).title).toBe(
      'lakehouse.orders_enriched',
    );
  });

  it('uses an alias the graph already knows when the facet is missing', () => {
    const d = displayName({
      kind: 'dataset',
      namespace: 's3://lakehouse',
      name: 'warehouse/lakehouse/daily_revenue',
      aliases: [{ namespace: 'hive://m', name: 'lakehouse.daily_revenue' }],
    });
    expect(d.title).toBe('lakehouse.daily_revenue');
  });

  it('ignores LOCATION symlinks and shows the last two path segments over the namespace', () => {
    const d = displayName({
      kind: 'dataset',
      namespace: 's3://raw-archive',
      name: 'topics/shop.public.orders',
      details: symlinks([{ namespace: 's3://other', name: 'x/y/z', type: 'LOCATION' }]),
    });
    expect(d).toMatchObject({ title: 'topics/shop.public.orders', subtitle: 's3://raw-archive' });
    expect(displayName({ kind: 'dataset', namespace: 'hdfs://nn:8020', name: '/data/raw/2026/orders/' }).title).toBe('2026/orders');
    expect(displayName({ kind: 'dataset', namespace: 'file', name: '/tmp/out.csv' }).title).toBe('tmp/out.csv');
  });

  it("keeps a topic's own name even when Flink adds a catalog-table symlink", () => {
    const d = displayName({
      kind: 'dataset',
      namespace: 'kafka://broker:9092',
      name: 'shop.public.orders',
      details: symlinks([{ namespace: 'kafka://broker:9092', name: 'default_catalog.default_database.orders', type: 'TABLE' }]),
    });
    expect(d).toMatchObject({ title: 'shop.public.orders', subtitle: 'kafka://broker:9092' });
  });

  it('splits a Spark action job into the application and the action', () => {
    const d = displayName({ kind: 'job', namespace: 'spark', name: 'daily_revenue.overwrite_partitions_dynamic', engine: 'spark' });
    expect(d).toEqual({ title: 'daily_revenue', subtitle: 'overwrite_partitions_dynamic', full: 'spark\ndaily_revenue.overwrite_partitions_dynamic' });
    expect(
      displayName({
        kind: 'job',
        namespace: 'spark',
        name: 'app.execute_insert_command.db_table',
        engine: { engine: 'spark', rule: 'producer', evidence: '' },
      }),
    ).toMatchObject({ title: 'app', subtitle: 'execute_insert_command.db_table' });
  });

  it('leaves other jobs, and Spark names that are not app.action, whole', () => {
    expect(displayName({ kind: 'job', namespace: 'flink', name: 'orders-enrichment', engine: 'flink' })).toMatchObject({
      title: 'orders-enrichment',
      subtitle: null,
    });
    expect(displayName({ kind: 'job', namespace: 'dbt', name: 'model.shop.orders', engine: 'dbt' }).title).toBe('model.shop.orders');
    expect(displayName({ kind: 'job', namespace: 'spark', name: 'daily_revenue', engine: 'spark' }).title).toBe('daily_revenue');
    expect(displayName({ kind: 'job', namespace: 'spark', name: 'App.Run', engine: 'spark' }).title).toBe('App.Run');
  });
});
