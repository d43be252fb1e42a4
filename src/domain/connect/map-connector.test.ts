import { describe, expect, it } from 'vitest';
import * as C from '../../../mocks/connect/connectors.ts';
import { snapshotOf, standInContext } from '../../../mocks/connect/stand-in-data.ts';
import type { InputFieldRef, LineageDataset } from './connect-types.ts';
import { mapConnector, topicsToLookUp } from './map-connector.ts';

// Connector configs from public documentation and examples (mocks/connect/PROVENANCE.md), against the stand-in
// registry's schemas; every column mapping is checked field by field.
const ctx = standInContext(C.DEMO_CONNECTORS, C.DEMO_SUBJECTS);
const map = (c: C.StandInConnector) => mapConnector(snapshotOf(c), ctx);
const ids = (ds: LineageDataset[]) => ds.map((d) => `${d.namespace} ${d.name}`);
/** `field <- input field [subtype(+mask)]` per output field, in order. */
const mappings = (d: LineageDataset | undefined) =>
  Object.entries(d?.columnLineage ?? {}).map(
    ([k, v]: [string, InputFieldRef[]]) =>
      `${k} <- ${v.map((i) => `${i.field} [${i.transformations.map((t) => t.subtype + (t.masking ? '+mask' : '')).join(',')}]`).join(' ')}`,
  );

describe('Debezium sources', () => {
  it('PostgreSQL + ExtractNewRecordState: table columns → unwrapped topic fields, identity', () => {
    const l = map(C.ORDERS_CDC);
    expect(l.kind).toBe('debezium-postgres');
    expect(ids(l.inputs)).toEqual(['postgres://orders-db:5432 shop.public.orders']);
    expect(ids(l.outputs)).toEqual(['kafka://broker:9092 shop.public.orders']);
    expect(l.inputs[0]?.fields?.map((f) => `${f.name}:${f.type}`)).toEqual([
      'order_id:BIGINT',
      'customer_id:BIGINT',
      'amount:DECIMAL(12,2)',
      'currency:STRING',
      'status:STRING',
      'created_at:TIMESTAMP',
    ]);
    expect(mappings(l.outputs[0])).toEqual([
      'order_id <- order_id [IDENTITY]',
      'customer_id <- customer_id [IDENTITY]',
      'amount <- amount [IDENTITY]',
      'currency <- currency [IDENTITY]',
      'status <- status [IDENTITY]',
      'created_at <- created_at [IDENTITY]',
    ]);
    expect(l.outputs[0]?.columnLineage?.amount?.[0]).toMatchObject({ namespace: 'postgres://orders-db:5432', name: 'shop.public.orders' });
    expect(l.outputs[0]?.subject).toBe('shop.public.orders-value v1 (id 1, AVRO)');
    expect(l.columnLevel).toBe(true);
    expect(l.smtSteps[0]?.effects.join()).toContain('unwrapped');
  });

  it("MySQL without SMTs: the envelope's before.* and after.* both come from the table column", () => {
    const l = map(C.INVENTORY_CDC);
    expect(ids(l.inputs)).toEqual(['mysql://mysql:3306 inventory.products']);
    expect(ids(l.outputs)).toEqual(['kafka://broker:9092 inventory.inventory.products']);
    expect(mappings(l.outputs[0])).toEqual([
      'before.id <- id [IDENTITY]',
      'before.name <- name [IDENTITY]',
      'before.description <- description [IDENTITY]',
      'before.weight <- weight [IDENTITY]',
      'after.id <- id [IDENTITY]',
      'after.name <- name [IDENTITY]',
      'after.description <- description [IDENTITY]',
      'after.weight <- weight [IDENTITY]',
    ]);
  });

  it('SQL Server + unwrap(add.fields=op) + RegexRouter: routed topic, __op from no column, JSON Schema', () => {
    const l = map(C.ERP_CDC);
    expect(ids(l.inputs)).toEqual(['mssql://sqlserver:1433 erp.dbo.customers']);
    expect(ids(l.outputs)).toEqual(['kafka://broker:9092 erp.customers']);
    expect(l.inputs[0]?.fields?.map((f) => f.name)).toEqual(['id', 'first_name', 'last_name', 'email']);
    expect(mappings(l.outputs[0])).toEqual([
      'id <- id [IDENTITY]',
      'first_name <- first_name [IDENTITY]',
      'last_name <- last_name [IDENTITY]',
      'email <- email [IDENTITY]',
    ]);
    expect(l.smtSteps.find((s) => s.alias === 'route')?.effects).toEqual(['topic erp.erp.dbo.customers → erp.customers']);
  });

  it('MongoDB: dataset-level, with the reason', () => {
    const l = map(C.CATALOG_CDC);
    expect(ids(l.inputs)).toEqual(['mongodb://mongo:27017 catalog.items']);
    expect(ids(l.outputs)).toEqual(['kafka://broker:9092 catalog.catalog.items']);
    expect(l.columnLevel).toBe(false);
    expect(l.outputs[0]?.datasetLevelReason).toMatch(/JSON string/);
  });

  it('a table include regex is resolved against the topics that exist; one matching nothing is reported', () => {
    const regex = { ...C.INVENTORY_CDC, config: { ...C.INVENTORY_CDC.config, 'table.include.list': 'inventory\\.prod.*' } };
    expect(ids(map(regex).inputs)).toEqual(['mysql://mysql:3306 inventory.products']);
    const none = { ...C.INVENTORY_CDC, config: { ...C.INVENTORY_CDC.config, 'table.include.list': 'inventory\\.nothing.*' } };
    const l = map(none);
    expect(l.inputs).toEqual([]);
    expect(l.problems.map((p) => p.message).join()).toMatch(/table\.include\.list entry "inventory\\\\\.nothing\.\*" matches no active topic/);
  });
});

describe('JDBC', () => {
  it('source (Protobuf): table → prefixed topic, a nested message field comes from its top-level column', () => {
    const l = map(C.USERS_JDBC_SOURCE);
    expect(ids(l.inputs)).toEqual(['postgres://legacy-db:5432 legacy.public.users']);
    expect(ids(l.outputs)).toEqual(['kafka://broker:9092 legacy-users']);
    expect(mappings(l.outputs[0])).toEqual([
      'id <- id [IDENTITY]',
      'username <- username [IDENTITY]',
      'address.city <- address [IDENTITY]',
      'address.country <- address [IDENTITY]',
      'created <- created [IDENTITY]',
      'tier <- tier [IDENTITY]',
    ]);
    expect(l.problems.some((p) => p.message.includes('no schema; named in public'))).toBe(true);
  });

  it('sink through RegexRouter, ReplaceField, MaskField, Cast, InsertField', () => {
    const l = map(C.ORDERS_TO_WAREHOUSE);
    expect(ids(l.outputs)).toEqual(['postgres://warehouse-db:5432 analytics.staging.orders']);
    const out = l.outputs[0];
    expect(out?.fields?.map((f) => `${f.name}:${f.type}`)).toEqual([
      'order_id:BIGINT',
      'customer_id:BIGINT',
      'amount_usd:DOUBLE',
      'currency:STRING',
      'ordered_at:TIMESTAMP',
      'source_topic:STRING',
      'loaded_at:TIMESTAMP',
    ]);
    expect(mappings(out)).toEqual([
      'order_id <- order_id [IDENTITY]',
      'customer_id <- customer_id [TRANSFORMATION+mask]',
      'amount_usd <- amount [TRANSFORMATION]',
      'currency <- currency [IDENTITY]',
      'ordered_at <- created_at [IDENTITY]',
    ]);
    expect(out?.columnLineage?.amount_usd?.[0]?.transformations[0]?.description).toBe('Cast DECIMAL(12,2) to float64');
    expect(l.smtSteps.map((s) => s.alias)).toEqual(['route', 'rename', 'mask', 'cast', 'stamp']);
  });

  it('sink whose schema does not parse: dataset-level with the parse error', () => {
    const l = map(C.SESSIONS_SINK_FAILED);
    expect(ids(l.outputs)).toEqual(['postgres://warehouse-db:5432 analytics.public.sessions']);
    expect(l.outputs[0]?.datasetLevelReason).toMatch(/does not parse: Avro type "SessionId" is not defined/);
    expect(l.problems.map((p) => p.message)).toContain(
      'config keys transforms.orphan.* name a transform that "transforms" does not list: ignored, as Connect does',
    );
  });
});

describe('object store sinks', () => {
  it('S3: s3://bucket + topics.dir/topic, identity', () => {
    const l = map(C.ORDERS_ARCHIVE);
    expect(ids(l.outputs)).toEqual(['s3://raw-archive topics/shop.public.orders']);
    expect(l.outputs[0]?.storage).toEqual({ storageLayer: 's3', fileFormat: 'parquet' });
    expect(mappings(l.outputs[0])).toHaveLength(6);
    expect(mappings(l.outputs[0])[2]).toBe('amount <- amount [IDENTITY]');
  });

  it('GCS with topics.regex and TimestampRouter: the per-day directories are not known, said, nothing named from the pattern', () => {
    const l = map(C.PAGEVIEWS_GCS);
    expect(ids(l.inputs)).toEqual(['kafka://broker:9092 pageviews']);
    expect(ids(l.outputs)).toEqual([]);
    expect(l.problems.map((p) => p.message)).toContainEqual(expect.stringMatching(/TimestampRouter.*yyyyMMdd window.*not known/));
    expect(l.columnLevel).toBe(false);
  });

  it('Azure Blob: wasbs://container@account', () => {
    expect(ids(map(C.PAGEVIEWS_AZURE).outputs)).toEqual(['wasbs://pageviews@clickstore.blob.core.windows.net topics/pageviews']);
  });
});

describe('Iceberg, Elasticsearch, MirrorMaker 2, unknown', () => {
  it('Apache Iceberg sink (hive catalog) + ExtractField + Flatten: location identity, catalog symlink', () => {
    const l = map(C.PRODUCTS_ICEBERG);
    expect(ids(l.outputs)).toEqual(['s3://lakehouse warehouse/lakehouse/products']);
    expect(l.outputs[0]?.symlinks).toEqual([{ namespace: 'hive://metastore:9083', name: 'lakehouse.products', type: 'TABLE' }]);
    expect(mappings(l.outputs[0])).toEqual([
      'id <- after.id [IDENTITY]',
      'name <- after.name [IDENTITY]',
      'description <- after.description [IDENTITY]',
      'weight <- after.weight [IDENTITY]',
    ]);
  });

  it('Tabular Iceberg sink (rest catalog) + ReplaceField include', () => {
    const l = map(C.CUSTOMERS_TABULAR_ICEBERG);
    expect(ids(l.outputs)).toEqual(['s3://lakehouse warehouse/crm/customers']);
    expect(l.outputs[0]?.symlinks?.[0]).toEqual({ namespace: 'http://iceberg-rest:8181', name: 'crm.customers', type: 'TABLE' });
    expect(mappings(l.outputs[0])).toEqual(['id <- id [IDENTITY]', 'email <- email [IDENTITY]', '__op <- __op [IDENTITY]']);
  });

  it('Iceberg with dynamic routing: tables not known, said so', () => {
    const c = {
      ...C.PRODUCTS_ICEBERG,
      config: { ...C.PRODUCTS_ICEBERG.config, 'iceberg.tables.dynamic-enabled': 'true', 'iceberg.tables.route-field': 'db_table' },
    };
    const l = map(c);
    expect(l.outputs).toEqual([]);
    expect(l.problems[0]?.message).toMatch(/field db_table/);
  });

  it('Elasticsearch + ExtractNewRecordState: index = topic, fields from after.*', () => {
    const l = map(C.PRODUCTS_SEARCH);
    expect(ids(l.outputs)).toEqual(['elasticsearch://elasticsearch:9200 inventory.inventory.products']);
    expect(mappings(l.outputs[0])).toEqual([
      'id <- after.id [IDENTITY]',
      'name <- after.name [IDENTITY]',
      'description <- after.description [IDENTITY]',
      'weight <- after.weight [IDENTITY]',
    ]);
  });

  it('MirrorMaker 2: source cluster topic → alias-prefixed topic, bytes copied so fields are identity', () => {
    const l = map(C.PAGEVIEWS_MIRROR);
    expect(ids(l.inputs)).toEqual(['kafka://primary-broker-1:9092 pageviews']);
    expect(ids(l.outputs)).toEqual(['kafka://broker:9092 primary.pageviews']);
    expect(mappings(l.outputs[0])).toEqual(['viewtime <- viewtime [IDENTITY]', 'userid <- userid [IDENTITY]', 'pageid <- pageid [IDENTITY]']);
  });

  it('an unknown class is reported; only the topics it reads are named', () => {
    const l = map(C.CUSTOM_SINK);
    expect(l.kind).toBe('unknown');
    expect(ids(l.inputs)).toEqual(['kafka://broker:9092 shop.public.orders']);
    expect(l.outputs).toEqual([]);
    expect(l.problems[0]).toEqual({
      level: 'error',
      message: 'connector class com.acme.connect.AuditSinkConnector is not known: its datasets are not guessed',
    });
  });

  it('a key one typo away from one the mapping reads is reported, with the key meant', () => {
    const typo = { ...C.ORDERS_CDC, config: { ...C.ORDERS_CDC.config, 'table.inclde.list': 'public.refunds' } };
    const l = map(typo);
    expect(l.problems.map((p) => p.message)).toContain(
      'config key table.inclde.list is not one Connect or the connector reads; did you mean table.include.list? (the lineage is derived without it)',
    );
    expect(ids(l.inputs)).toEqual(['postgres://orders-db:5432 shop.public.orders']);
    expect(map(C.ORDERS_CDC).problems).toEqual([]);
  });

  it('no registry: dataset-level, saying so', () => {
    const l = mapConnector(snapshotOf(C.ORDERS_ARCHIVE), { ...ctx, schemaFor: () => undefined });
    expect(l.outputs[0]?.datasetLevelReason).toBe('no Schema Registry was read');
    expect(l.columnLevel).toBe(false);
  });

  it('topicsToLookUp lists the subjects a connector needs', () => {
    expect(topicsToLookUp(snapshotOf(C.ORDERS_TO_WAREHOUSE), ctx)).toEqual(['shop.public.orders']);
    expect(topicsToLookUp(snapshotOf(C.ERP_CDC), ctx)).toEqual(['erp.customers']);
  });
});
