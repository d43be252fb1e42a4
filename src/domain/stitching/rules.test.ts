import { describe, expect, it } from 'vitest';
import { findStitchCandidates } from './find-stitch-candidates.ts';
import { dataset, fields, job, symlinks } from './test-catalog.ts';

const pair = (c: { a: { namespace: string; name: string }; b: { namespace: string; name: string } }): string =>
  `${c.a.namespace} ${c.a.name} | ${c.b.namespace} ${c.b.name}`;

describe('rule (a) symlink identifiers', () => {
  it('stitches a dataset to another existing dataset its TABLE symlink names (an alias declared too late)', () => {
    const catalog = {
      datasets: [dataset('s3://lake', 'warehouse/db/t', { facets: symlinks(['hive://ms:9083', 'db.t']) }), dataset('hive://ms:9083', 'db.t')],
      jobs: [],
    };
    const [c, ...rest] = findStitchCandidates(catalog);
    expect(rest).toEqual([]);
    expect(c?.rule).toBe('symlink');
    expect(c?.confidence).toBe(0.95);
    expect(c?.hint).toMatch(/2738/);
  });

  it('works in the LOCATION direction (Hive hook names the table, the symlink the path)', () => {
    const catalog = {
      datasets: [
        dataset('hive://ms:9083', 'test.t1', { facets: symlinks(['file', '/opt/hive/data/warehouse/test.db/t1', 'LOCATION']) }),
        dataset('file', '/opt/hive/data/warehouse/test.db/t1'),
      ],
      jobs: [],
    };
    const c = findStitchCandidates(catalog);
    expect(c.map((x) => x.rule)).toEqual(['symlink']);
  });

  it('stitches two datasets declaring the same alias', () => {
    const catalog = {
      datasets: [
        dataset('file', '/tmp/a/t', { facets: symlinks(['hive://ms', 'db.t']) }),
        dataset('s3://b', 'x/t', { facets: symlinks(['hive://ms', 'db.t']) }),
      ],
      jobs: [],
    };
    const c = findStitchCandidates(catalog);
    expect(c).toHaveLength(1);
    expect(c[0]?.confidence).toBe(0.9);
    expect(c[0]?.evidence).toMatch(/both declare/);
  });

  it('does not stitch an alias row Marquez already merged (same current version)', () => {
    const catalog = {
      datasets: [
        dataset('s3://lake', 'warehouse/db/t', { currentVersion: 'v1', facets: symlinks(['hive://ms', 'db.t']) }),
        dataset('hive://ms', 'db.t', { currentVersion: 'v1', facets: {} }),
      ],
      jobs: [],
    };
    expect(findStitchCandidates(catalog)).toEqual([]);
  });

  it('ignores a symlink naming nothing in the catalog, and a symlink to itself', () => {
    const catalog = {
      datasets: [dataset('s3://lake', 'x', { facets: symlinks(['hive://ms', 'db.nothing'], ['s3://lake', 'x']) })],
      jobs: [],
    };
    expect(findStitchCandidates(catalog)).toEqual([]);
  });
});

describe('rule (b) Kafka bootstrap servers', () => {
  it('stitches one topic under two first bootstrap servers and hints namespaceResolvers', () => {
    const catalog = {
      datasets: [dataset('kafka://broker-1:9092', 'orders'), dataset('kafka://broker-2:9092', 'orders')],
      jobs: [job('connect', 'cdc', [], [['kafka://broker-1:9092', 'orders']]), job('flink', 'enrich', [['kafka://broker-2:9092', 'orders']], [])],
    };
    const [c, ...rest] = findStitchCandidates(catalog);
    expect(rest).toEqual([]);
    expect(c?.rule).toBe('kafka-bootstrap');
    // Oriented in the flow of data: the written name first.
    expect(pair(c!)).toBe('kafka://broker-1:9092 orders | kafka://broker-2:9092 orders');
    expect(c?.confidence).toBe(0.8);
    expect(c?.hint).toMatch(/dataset\.namespaceResolvers/);
    expect(c?.hint).toMatch(/broker-1, broker-2/);
  });

  it('is most confident when only the broker order differs, and rises with equal fields', () => {
    const f = fields('id', 'amount');
    const catalog = {
      datasets: [dataset('kafka://a:9092,b:9092', 't', { fields: f }), dataset('kafka://b:9092,a:9092', 't', { fields: f }), dataset('kafka://zeta:1', 't')],
      jobs: [],
    };
    const c = findStitchCandidates(catalog);
    const ordered = c.find((x) => x.a.namespace.includes('a:9092') && x.b.namespace.includes('a:9092'));
    expect(ordered?.confidence).toBe(0.99);
    expect(c.filter((x) => x.rule === 'kafka-bootstrap')).toHaveLength(3);
    for (const x of c) expect(x.confidence).toBeLessThanOrEqual(0.99);
  });

  it('does not stitch different topics, or a topic with a non-Kafka dataset of the same name', () => {
    const catalog = {
      datasets: [dataset('kafka://broker-1:9092', 'orders'), dataset('kafka://broker-2:9092', 'payments'), dataset('postgres://db:5432', 'orders')],
      jobs: [],
    };
    expect(findStitchCandidates(catalog)).toEqual([]);
  });

  it('does not stitch two names lineage already connects (a mirror job copies one topic to the other)', () => {
    const catalog = {
      datasets: [dataset('kafka://east:9092', 'orders'), dataset('kafka://west:9092', 'orders')],
      jobs: [job('ops', 'mirror-maker', [['kafka://east:9092', 'orders']], [['kafka://west:9092', 'orders']])],
    };
    expect(findStitchCandidates(catalog)).toEqual([]);
  });
});

describe('rule (c) Iceberg location vs catalog name', () => {
  it('stitches a warehouse location to its catalog name, more surely with Iceberg facets', () => {
    const catalog = {
      datasets: [
        dataset('s3://lakehouse', 'warehouse/lakehouse/orders_enriched'),
        dataset('iceberg://rest-catalog', 'lakehouse.orders_enriched', {
          facets: { catalog: { framework: 'iceberg', type: 'rest', name: 'lakehouse', warehouseUri: 's3://lakehouse/warehouse' } },
        }),
      ],
      jobs: [
        job('flink', 'enrich', [], [['s3://lakehouse', 'warehouse/lakehouse/orders_enriched']]),
        job('spark', 'daily', [['iceberg://rest-catalog', 'lakehouse.orders_enriched']], []),
      ],
    };
    const [c, ...rest] = findStitchCandidates(catalog);
    expect(rest).toEqual([]);
    expect(c?.rule).toBe('iceberg-location');
    expect(pair(c!)).toBe('s3://lakehouse warehouse/lakehouse/orders_enriched | iceberg://rest-catalog lakehouse.orders_enriched');
    expect(c?.confidence).toBe(0.95);
    expect(c?.hint).toMatch(/TABLE symlink/);
  });

  it('folds the Hive `db.db/table` layout and gives a bare suffix match lower confidence', () => {
    const catalog = {
      datasets: [dataset('file', '/data/warehouse/test.db/t1'), dataset('hive://ms:9083', 'test.t1'), dataset('s3://x', 'some/test/t1')],
      jobs: [],
    };
    const c = findStitchCandidates(catalog).filter((x) => x.rule === 'iceberg-location');
    // Without jobs there is no flow of data to orient by: the pair is in identity order (hive:// before s3://).
    expect(c.map((x) => [x.a.name, x.b.name, x.confidence])).toEqual([
      ['/data/warehouse/test.db/t1', 'test.t1', 0.75],
      ['test.t1', 'some/test/t1', 0.55],
    ]);
  });

  it('does not take topics, Postgres tables or object keys with dots for catalog names', () => {
    const catalog = {
      datasets: [
        dataset('s3://raw-archive', 'topics/shop.public.orders'),
        dataset('kafka://b:9092', 'public.orders'),
        dataset('postgres://db:5432', 'shop.public.orders'),
        dataset('s3://lake', 'warehouse/public/orders'),
        dataset('hive://ms', 'public.other'),
      ],
      jobs: [],
    };
    expect(findStitchCandidates(catalog)).toEqual([]);
  });
});

describe('rule (d) storage paths', () => {
  it('stitches paths that differ by leading/trailing slashes', () => {
    const catalog = { datasets: [dataset('s3://bucket', '/raw/events/'), dataset('s3://bucket', 'raw/events')], jobs: [] };
    const c = findStitchCandidates(catalog);
    expect(c.map((x) => [x.rule, x.confidence])).toEqual([['storage-path', 0.9]]);
  });

  it('stitches s3a/s3n scheme aliases and a prefix carried in the namespace', () => {
    const catalog = {
      datasets: [dataset('s3a://bucket', 'raw/events'), dataset('s3n://bucket/raw', 'events'), dataset('hdfs://nn:8020', '/raw/events')],
      jobs: [],
    };
    const c = findStitchCandidates(catalog);
    expect(c.map((x) => [x.rule, x.confidence, x.evidence])).toEqual([['storage-path', 0.85, 'both normalise to s3://bucket/raw/events (scheme s3a vs s3n)']]);
  });

  it('does not stitch different buckets or paths', () => {
    const catalog = { datasets: [dataset('s3://a', 'raw/events'), dataset('s3://b', 'raw/events'), dataset('s3://a', 'raw/events2')], jobs: [] };
    expect(findStitchCandidates(catalog)).toEqual([]);
  });
});

describe('findStitchCandidates', () => {
  it('lists each pair once, with the most confident rule, in a deterministic order', () => {
    const a = dataset('s3://lake', 'warehouse/db/t', { facets: symlinks(['hive://ms', 'db.t']) });
    const b = dataset('hive://ms', 'db.t', { facets: symlinks(['s3://lake', 'warehouse/db/t']) });
    const k1 = dataset('kafka://k1:9092', 'x');
    const k2 = dataset('kafka://k2:9092', 'x');
    const first = findStitchCandidates({ datasets: [a, b, k1, k2], jobs: [] });
    const second = findStitchCandidates({ datasets: [k2, b, k1, a], jobs: [] });
    expect(first.map((c) => c.rule)).toEqual(['symlink', 'kafka-bootstrap']);
    expect(second).toEqual(first);
  });

  it('survives malformed metadata', () => {
    const catalog = {
      datasets: [
        null,
        { name: 3 },
        dataset('kafka://k:1', 't', { facets: { symlinks: { identifiers: [null, { namespace: 1 }, 'x'] } } as never }),
        dataset('kafka://k:2', 't', { facets: 'nope' as never, fields: [null] as never }),
      ],
      jobs: [{ inputs: 'x' }, null, job('n', 'j', [['kafka://k:1', 't']], [])],
    } as never;
    expect(findStitchCandidates(catalog).map((c) => c.rule)).toEqual(['kafka-bootstrap']);
  });
});
