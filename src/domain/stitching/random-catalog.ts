// fast-check generators of random, partly hostile catalogs for the boundary property tests. Test support only.
import fc from 'fast-check';
import type { MqDataset, MqJob } from '../marquez-shapes.ts';
import type { Catalog } from './catalog.ts';

// A small vocabulary makes collisions (same topic, same path, aliases) frequent enough for every rule to fire.
const namespaces = fc.constantFrom(
  'kafka://broker-1:9092',
  'kafka://broker-2:9092',
  'kafka://broker-1:9092,broker-2:9092',
  'kafka://broker-2:9092,broker-1:9092',
  'kafka://other:1',
  's3://lake',
  's3a://lake',
  's3n://lake/warehouse',
  'hdfs://nn:8020',
  'file',
  'hive://ms:9083',
  'iceberg://rest',
  'postgres://db:5432',
  'arn:aws:glue:eu-west-1:1',
  '',
  ':::',
);
const names = fc.oneof(
  fc.constantFrom(
    'orders',
    'db.t',
    'warehouse/db/t',
    '/warehouse/db/t/',
    'db.db/t',
    'x/db/t',
    'table/db/t',
    'shop.public.orders',
    'topics/shop.public.orders',
    'a/b',
    '/',
    '',
  ),
  fc.string({ maxLength: 12 }),
);
const ref = fc.record({ namespace: namespaces, name: names });

const fieldName = fc.constantFrom('a', 'b', 'amount', 'region', 'A');
const transformation = fc.oneof(
  fc.record({ type: fc.constantFrom('DIRECT', 'INDIRECT'), subtype: fc.constantFrom('IDENTITY', 'AGGREGATION', 'FILTER') }),
  fc.anything(),
);
const inputField = fc.oneof(
  fc.record({ namespace: namespaces, name: names, field: fieldName, transformations: fc.array(transformation, { maxLength: 3 }) }),
  fc.anything(),
);
const columnLineage = fc.oneof(
  fc.record({
    fields: fc.dictionary(
      fieldName,
      fc.oneof(
        fc.record({
          inputFields: fc.array(inputField, { maxLength: 3 }),
          transformationType: fc.option(fc.constantFrom('IDENTITY', 'MASKED'), { nil: undefined }),
        }),
        fc.anything(),
      ),
      { maxKeys: 4 },
    ),
    dataset: fc.array(inputField, { maxLength: 2 }),
  }),
  fc.anything(),
);
const facets = fc.record(
  {
    symlinks: fc.oneof(
      fc.record({
        identifiers: fc.array(fc.oneof(fc.record({ namespace: namespaces, name: names, type: fc.constantFrom('TABLE', 'LOCATION') }), fc.anything()), {
          maxLength: 3,
        }),
      }),
      fc.anything(),
    ),
    catalog: fc.oneof(
      fc.record({ framework: fc.constantFrom('iceberg', 'hive'), name: fc.string(), warehouseUri: fc.constantFrom('s3://lake/warehouse', '/tmp', 'x') }),
      fc.anything(),
    ),
    storage: fc.record({ storageLayer: fc.constantFrom('iceberg', 'delta') }),
    columnLineage,
  },
  { requiredKeys: [] },
);

const mqDataset: fc.Arbitrary<MqDataset> = fc
  .record({
    ref,
    fields: fc.array(fc.oneof(fc.record({ name: fieldName }), fc.anything()), { maxLength: 4 }),
    facets: fc.oneof({ weight: 5, arbitrary: facets }, { weight: 1, arbitrary: fc.anything() }),
    currentVersion: fc.option(fc.constantFrom('v1', 'v2', 'v3'), { nil: null }),
  })
  .map(({ ref: r, fields, facets: f, currentVersion }) => ({ id: r, ...r, fields, facets: f, currentVersion }) as MqDataset);

const mqJob: fc.Arbitrary<MqJob> = fc
  .record({
    ref: fc.record({ namespace: fc.constantFrom('spark', 'flink', 'connect', 'x'), name: fc.string({ maxLength: 6 }) }),
    inputs: fc.oneof({ weight: 5, arbitrary: fc.array(ref, { maxLength: 4 }) }, { weight: 1, arbitrary: fc.anything() }),
    outputs: fc.oneof({ weight: 5, arbitrary: fc.array(ref, { maxLength: 3 }) }, { weight: 1, arbitrary: fc.anything() }),
    integration: fc.constantFrom('SPARK', 'FLINK', 'DEBEZIUM', 'DBT', 'HIVE', 42),
  })
  .map(({ ref: r, inputs, outputs, integration }) => ({ id: r, ...r, inputs, outputs, facets: { jobType: { integration } } }) as MqJob);

/** A random catalog; datasets may share keys unless `uniqueKeys`. */
export function randomCatalog(opts: { uniqueKeys?: boolean } = {}): fc.Arbitrary<Catalog> {
  const datasets = opts.uniqueKeys
    ? fc.uniqueArray(mqDataset, { maxLength: 14, selector: (d) => `${d.namespace}\u0000${d.name}` })
    : fc.array(mqDataset, { maxLength: 14 });
  return fc.record({ datasets, jobs: fc.array(mqJob, { maxLength: 8 }) });
}
