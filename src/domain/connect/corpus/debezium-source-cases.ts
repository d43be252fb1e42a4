import { A, envelopeSubject, valueSubject, type Column } from './avro-builders.ts';
import type { CorpusCase, ExpectedColumns } from './corpus-types.ts';
import { dbzCase, k, MYSQL_CONNECTION, PG_CONNECTION } from './debezium-configs.ts';
import { ds, envelope, same } from './expected.ts';
import { envelopes, LIVE_UPDATE, MYSQL_INVENTORY, names, PG_INVENTORY, SQLSERVER_INVENTORY } from './inventory-db.ts';

/** Debezium's own source examples (debezium/debezium-examples), against the tutorial's `inventory` database. */

const inMysql = (t: string) => ds('mysql://mysql:3306', `inventory.${t}`);
const inPg = (t: string) => ds('postgres://postgres:5432', `postgres.inventory.${t}`);
const inMssql = (t: string) => ds('mssql://sqlserver:1433', `testDB.dbo.${t}`);
const dbserver1 = (t: string) => `dbserver1.inventory.${t}`;

/** Geometry columns become a struct (WKB and SRID): both leaves come from the one column. */
function geomEnvelope(table: string): ExpectedColumns {
  const out: ExpectedColumns = {};
  for (const side of ['before', 'after']) {
    out[`${side}.id`] = [`${table} id`];
    for (const col of ['g', 'h']) for (const leaf of ['wkb', 'srid']) out[`${side}.${col}.${leaf}`] = [`${table} ${col}`];
  }
  return out;
}

/** Every table of `tables` captured to its topic as change events without unwrap: the whole expectation. */
function captured(
  tables: Readonly<Record<string, Column[]>>,
  input: (t: string) => string,
  topic: (t: string) => string,
): Extract<CorpusCase['expect'], { kind: 'exact' }> {
  return {
    kind: 'exact',
    inputs: Object.keys(tables).map(input),
    outputs: Object.fromEntries(
      Object.entries(tables).map(([t, cols]) => [k(topic(t)), t === 'geom' ? geomEnvelope(input(t)) : envelope(input(t), names(cols))]),
    ),
  };
}

const MYSQL_TUTORIAL = { ...MYSQL_CONNECTION, 'database.include.list': 'inventory' };
const MYSQL_TOPICS = Object.keys(MYSQL_INVENTORY).map(dbserver1);
const PG_TUTORIAL = { ...PG_CONNECTION, 'schema.include.list': 'inventory' };
const PG_TOPICS = Object.keys(PG_INVENTORY).map(dbserver1);
const ORACLE_TABLES = ['CUSTOMERS', 'ORDERS', 'PRODUCTS', 'PRODUCTS_ON_HAND'];
const GRAPHQL_ORDERS: Column[] = [
  ['id', A.int],
  ['ts', A.zonedTimestamp],
  ['customer_id', A.int],
  ['product_id', A.int],
  ['quantity', A.int],
];

export const DEBEZIUM_SOURCE_CASES: CorpusCase[] = [
  dbzCase(
    'dbz-tutorial-mysql',
    'tutorial/register-mysql.json',
    { name: 'inventory-connector', type: 'source', config: MYSQL_TUTORIAL, topics: MYSQL_TOPICS },
    envelopes(MYSQL_INVENTORY, 'mysql', dbserver1),
    captured(MYSQL_INVENTORY, inMysql, dbserver1),
  ),
  dbzCase(
    'dbz-tutorial-postgres',
    'tutorial/register-postgres.json',
    { name: 'inventory-connector', type: 'source', config: PG_TUTORIAL, topics: PG_TOPICS },
    envelopes(PG_INVENTORY, 'postgresql', dbserver1),
    captured(PG_INVENTORY, inPg, dbserver1),
  ),
  dbzCase(
    'dbz-topic-auto-create',
    'topic-auto-create/connector.json',
    {
      name: 'inventory-connector',
      type: 'source',
      // Connect's REST API answers every value as a string.
      config: {
        ...PG_TUTORIAL,
        'topic.creation.default.replication.factor': '1',
        'topic.creation.default.partitions': '5',
        'topic.creation.default.cleanup.policy': 'compact',
        'topic.creation.default.compression.type': 'gzip',
        'topic.creation.default.delete.retention.ms': '2592000000',
        'topic.creation.groups': 'productlog',
        'topic.creation.productlog.include': 'dbserver1\\.inventory\\.product.*',
        'topic.creation.productlog.replication.factor': '1',
        'topic.creation.productlog.partitions': '10',
        'topic.creation.productlog.cleanup.policy': 'delete',
        'topic.creation.productlog.compression.type': 'producer',
        'topic.creation.productlog.retention.ms': '7776000000',
      },
      topics: PG_TOPICS,
    },
    envelopes(PG_INVENTORY, 'postgresql', dbserver1),
    captured(PG_INVENTORY, inPg, dbserver1),
  ),
  dbzCase(
    'dbz-tutorial-sqlserver',
    'tutorial/register-sqlserver.json',
    {
      name: 'inventory-connector',
      type: 'source',
      config: {
        'connector.class': 'io.debezium.connector.sqlserver.SqlServerConnector',
        'tasks.max': '1',
        'topic.prefix': 'server1',
        'database.hostname': 'sqlserver',
        'database.port': '1433',
        'database.user': 'sa',
        'database.password': 'Password!',
        'database.names': 'testDB',
        'schema.history.internal.kafka.bootstrap.servers': 'kafka:9092',
        'schema.history.internal.kafka.topic': 'schema-changes.inventory',
        'database.encrypt': 'false',
      },
      topics: Object.keys(SQLSERVER_INVENTORY).map((t) => `server1.testDB.dbo.${t}`),
    },
    envelopes(SQLSERVER_INVENTORY, 'sqlserver', (t) => `server1.testDB.dbo.${t}`),
    captured(SQLSERVER_INVENTORY, inMssql, (t) => `server1.testDB.dbo.${t}`),
  ),
  dbzCase(
    'dbz-tutorial-oracle',
    'tutorial/register-oracle-logminer.json',
    {
      name: 'inventory-connector',
      type: 'source',
      config: {
        'connector.class': 'io.debezium.connector.oracle.OracleConnector',
        'tasks.max': '1',
        'topic.prefix': 'server1',
        'database.hostname': 'oracle',
        'database.port': '1521',
        'database.user': 'c##dbzuser',
        'database.password': 'dbz',
        'database.dbname': 'ORCLCDB',
        'database.pdb.name': 'ORCLPDB1',
        'schema.history.internal.kafka.bootstrap.servers': 'kafka:9092',
        'schema.history.internal.kafka.topic': 'schema-changes.inventory',
      },
      topics: ORACLE_TABLES.map((t) => `server1.DEBEZIUM.${t}`),
    },
    // The tutorial runs it with the JSON converter: no registry subjects, so dataset-level with the reason.
    [],
    {
      kind: 'exact',
      inputs: ORACLE_TABLES.map((t) => ds('oracle://oracle:1521', `ORCLPDB1.DEBEZIUM.${t}`)),
      outputs: Object.fromEntries(ORACLE_TABLES.map((t) => [k(`server1.DEBEZIUM.${t}`), null])),
    },
  ),
  dbzCase(
    'dbz-unwrap-smt-source',
    'unwrap-smt/source.json',
    {
      name: 'inventory-connector',
      type: 'source',
      config: {
        ...MYSQL_TUTORIAL,
        transforms: 'route',
        'transforms.route.type': 'org.apache.kafka.connect.transforms.RegexRouter',
        'transforms.route.regex': '([^.]+)\\.([^.]+)\\.([^.]+)',
        'transforms.route.replacement': '$3',
      },
      topics: Object.keys(MYSQL_INVENTORY),
    },
    envelopes(MYSQL_INVENTORY, 'mysql', (t) => t, dbserver1),
    captured(MYSQL_INVENTORY, inMysql, (t) => t),
  ),
  dbzCase(
    'dbz-kstreams-mysql-unwrap',
    'kstreams/mysql-source.json',
    {
      name: 'mysql-source',
      type: 'source',
      config: {
        ...MYSQL_CONNECTION,
        'table.include.list': 'inventory.customers,inventory.addresses',
        transforms: 'unwrap',
        'transforms.unwrap.type': 'io.debezium.transforms.ExtractNewRecordState',
        'transforms.unwrap.drop.tombstones': 'false',
      },
      topics: [dbserver1('customers'), dbserver1('addresses')],
    },
    // After ExtractNewRecordState the topic's value is the row itself.
    (['customers', 'addresses'] as const).map((t) => valueSubject(dbserver1(t), 'Value', MYSQL_INVENTORY[t] ?? [], dbserver1(t))),
    {
      kind: 'exact',
      inputs: [inMysql('customers'), inMysql('addresses')],
      outputs: Object.fromEntries((['customers', 'addresses'] as const).map((t) => [k(dbserver1(t)), same(inMysql(t), names(MYSQL_INVENTORY[t] ?? []))])),
    },
  ),
  dbzCase(
    'dbz-live-update-mysql',
    'kstreams-live-update/mysql-source.json',
    {
      name: 'mysql-source',
      type: 'source',
      config: { ...MYSQL_CONNECTION, 'decimal.handling.mode': 'string', 'table.include.list': 'inventory.orders,inventory.categories' },
      topics: [dbserver1('orders'), dbserver1('categories')],
    },
    envelopes(LIVE_UPDATE, 'mysql', dbserver1),
    captured(LIVE_UPDATE, inMysql, dbserver1),
  ),
  dbzCase(
    'dbz-live-update-postgres',
    'kstreams-live-update/pgsql-source.json',
    {
      name: 'inventory-connector',
      type: 'source',
      config: {
        ...PG_CONNECTION,
        name: 'inventory-connector',
        'database.password': 'debezium',
        'plugin.name': 'pgoutput',
        'slot.name': 'debezium',
        'publication.name': 'dbz_publication',
        'table.include.list': 'inventory.orders,inventory.categories',
      },
      topics: [dbserver1('orders'), dbserver1('categories')],
    },
    envelopes(LIVE_UPDATE, 'postgresql', dbserver1),
    captured(LIVE_UPDATE, inPg, dbserver1),
  ),
  dbzCase(
    'dbz-graphql-mysql',
    'graphql/mysql-source.json',
    {
      name: 'mysql-source',
      type: 'source',
      config: { ...MYSQL_CONNECTION, 'decimal.handling.mode': 'string', 'table.include.list': 'inventory.orders,inventory.customers' },
      topics: [dbserver1('orders'), dbserver1('customers')],
    },
    // graphql/example-db/schema-update.sql replaces the tutorial's orders.
    [envelopeSubject(dbserver1('orders'), 'mysql', GRAPHQL_ORDERS), envelopeSubject(dbserver1('customers'), 'mysql', MYSQL_INVENTORY.customers ?? [])],
    captured({ orders: GRAPHQL_ORDERS, customers: MYSQL_INVENTORY.customers ?? [] }, inMysql, dbserver1),
  ),
];
