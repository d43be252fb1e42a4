import type { CorpusCase } from './corpus-types.ts';
import { KAFKA, k, MYSQL_CONNECTION, PG_CONNECTION } from './debezium-configs.ts';
import { ds } from './expected.ts';
import { MYSQL_INVENTORY, PG_INVENTORY } from './inventory-db.ts';

/**
 * Debezium examples whose topics carry no registry schema (JSON or String converters, MongoDB documents, outbox
 * payloads): the datasets are still known exactly, the columns are not, so every output is expected dataset-level.
 */

const datasetLevel = (topics: string[]) => Object.fromEntries(topics.map((t) => [k(t), null]));

const MONGO_COLLECTIONS = ['customers', 'orders', 'products'];
const MONGO_SOURCE = {
  'connector.class': 'io.debezium.connector.mongodb.MongoDbConnector',
  'tasks.max': '1',
  'mongodb.connection.string': 'mongodb://mongodb:27017/?replicaSet=rs0',
  'topic.prefix': 'dbserver1',
  'mongodb.user': 'debezium',
  'mongodb.password': 'dbz',
  'database.include.list': 'inventory',
};
const inMongo = (c: string) => ds('mongodb://mongodb:27017', `inventory.${c}`);

/** The outbox table Debezium's EventRouter reads (debezium-quarkus-outbox's OutboxEvent entity). */
const outbox = (name: string, host: string, db: string, schema: string, prefix: string, replacement: string, extra: Record<string, string>) => ({
  name,
  type: 'source' as const,
  config: {
    'connector.class': 'io.debezium.connector.postgresql.PostgresConnector',
    'tasks.max': '1',
    'database.hostname': host,
    'database.port': '5432',
    ...extra,
    'database.dbname': db,
    'topic.prefix': prefix,
    'schema.include.list': schema,
    'table.include.list': `${schema}.outboxevent`,
    'tombstones.on.delete': 'false',
  },
  replacement,
});

const ORDER_OUTBOX = outbox('outbox-connector', 'order-db', 'orderdb', 'inventory', 'dbserver1', '${routedByValue}.events', {
  'database.user': 'postgresuser',
  'database.password': 'postgrespw',
});

export const DEBEZIUM_SCHEMALESS_CASES: CorpusCase[] = [
  {
    id: 'dbz-ksql-mysql-json',
    source: 'debezium/debezium-examples ksql/register-mysql.json',
    kafka: KAFKA,
    connector: {
      name: 'inventory-connector',
      type: 'source',
      config: {
        ...MYSQL_CONNECTION,
        'database.server.id': '184055',
        'topic.prefix': 'dbserver',
        'database.include.list': 'inventory',
        transforms: 'unwrap',
        'transforms.unwrap.type': 'io.debezium.transforms.ExtractNewRecordState',
        'key.converter': 'org.apache.kafka.connect.json.JsonConverter',
        'key.converter.schemas.enable': 'false',
        'value.converter': 'org.apache.kafka.connect.json.JsonConverter',
        'value.converter.schemas.enable': 'false',
      },
      topics: Object.keys(MYSQL_INVENTORY).map((t) => `dbserver.inventory.${t}`),
    },
    subjects: [],
    expect: {
      kind: 'exact',
      inputs: Object.keys(MYSQL_INVENTORY).map((t) => ds('mysql://mysql:3306', `inventory.${t}`)),
      outputs: datasetLevel(Object.keys(MYSQL_INVENTORY).map((t) => `dbserver.inventory.${t}`)),
    },
  },
  {
    id: 'dbz-fk-join-postgres-json',
    source: 'debezium/debezium-examples kstreams-fk-join/register-postgres.json',
    kafka: KAFKA,
    connector: {
      name: 'inventory-connector',
      type: 'source',
      config: {
        ...PG_CONNECTION,
        'schema.include.list': 'inventory',
        'decimal.handling.mode': 'string',
        'poll.interval.ms': '100',
        'key.converter': 'org.apache.kafka.connect.json.JsonConverter',
        'key.converter.schemas.enable': 'false',
        'value.converter': 'org.apache.kafka.connect.json.JsonConverter',
        'value.converter.schemas.enable': 'false',
      },
      // The tutorial's tables plus inventory.addresses (kstreams-fk-join/inventory-addresses.sql).
      topics: [...Object.keys(PG_INVENTORY), 'addresses'].map((t) => `dbserver1.inventory.${t}`),
    },
    subjects: [],
    expect: {
      kind: 'exact',
      inputs: [...Object.keys(PG_INVENTORY), 'addresses'].map((t) => ds('postgres://postgres:5432', `postgres.inventory.${t}`)),
      outputs: datasetLevel([...Object.keys(PG_INVENTORY), 'addresses'].map((t) => `dbserver1.inventory.${t}`)),
    },
  },
  {
    id: 'dbz-tutorial-mongodb',
    source: 'debezium/debezium-examples tutorial/register-mongodb.json',
    kafka: KAFKA,
    connector: { name: 'inventory-connector', type: 'source', config: MONGO_SOURCE, topics: MONGO_COLLECTIONS.map((c) => `dbserver1.inventory.${c}`) },
    subjects: [],
    expect: { kind: 'exact', inputs: MONGO_COLLECTIONS.map(inMongo), outputs: datasetLevel(MONGO_COLLECTIONS.map((c) => `dbserver1.inventory.${c}`)) },
  },
  {
    id: 'dbz-unwrap-mongodb-source',
    source: 'debezium/debezium-examples unwrap-mongodb-smt/mongodb-source.json',
    kafka: KAFKA,
    connector: {
      name: 'inventory-connector',
      type: 'source',
      config: {
        ...MONGO_SOURCE,
        'schema.history.internal.kafka.bootstrap.servers': 'kafka:9092',
        transforms: 'route',
        'transforms.route.type': 'org.apache.kafka.connect.transforms.RegexRouter',
        'transforms.route.regex': '([^.]+)\\.([^.]+)\\.([^.]+)',
        'transforms.route.replacement': '$3',
      },
      topics: MONGO_COLLECTIONS,
    },
    subjects: [],
    expect: { kind: 'exact', inputs: MONGO_COLLECTIONS.map(inMongo), outputs: datasetLevel(MONGO_COLLECTIONS) },
  },
  {
    id: 'dbz-outbox-event-router',
    source: 'debezium/debezium-examples outbox/register-postgres.json',
    kafka: KAFKA,
    connector: {
      name: ORDER_OUTBOX.name,
      type: 'source',
      config: {
        ...ORDER_OUTBOX.config,
        transforms: 'outbox',
        'transforms.outbox.type': 'io.debezium.transforms.outbox.EventRouter',
        'transforms.outbox.route.topic.replacement': ORDER_OUTBOX.replacement,
        'transforms.outbox.table.fields.additional.placement': 'type:header:eventType',
      },
      // Order-service writes aggregate types "Order" (OrderCreated, OrderLineUpdated) and "Customer" (InvoiceCreated).
      topics: ['Order.events', 'Customer.events'],
    },
    subjects: [],
    expect: {
      kind: 'exact',
      inputs: [ds('postgres://order-db:5432', 'orderdb.inventory.outboxevent')],
      outputs: datasetLevel(['Order.events', 'Customer.events']),
    },
  },
  ...(
    [
      ['order', 'order-db', 'orderdb', 'purchaseorder', 'dbserver1', 'saga', '${routedByValue}.request', ['credit-approval.request', 'payment.request']],
      ['payment', 'payment-db', 'paymentdb', 'payment', 'dbserver2', 'outbox', '${routedByValue}.response', ['payment.response']],
    ] as const
  ).map(([svc, host, db, schema, prefix, alias, replacement, topics]): CorpusCase => ({
    id: `dbz-saga-${svc}-outbox`,
    source: `debezium/debezium-examples saga/register-${svc}-connector.json`,
    kafka: KAFKA,
    connector: {
      name: `${svc}-outbox-connector`,
      type: 'source',
      config: {
        ...outbox('', host, db, schema, prefix, replacement, { 'database.user': `${svc}user`, 'database.password': `${svc}pw` }).config,
        'key.converter': 'org.apache.kafka.connect.storage.StringConverter',
        'value.converter': 'org.apache.kafka.connect.storage.StringConverter',
        transforms: alias,
        [`transforms.${alias}.type`]: 'io.debezium.transforms.outbox.EventRouter',
        [`transforms.${alias}.route.topic.replacement`]: replacement,
        'poll.interval.ms': '100',
      },
      topics: [...topics],
    },
    subjects: [],
    expect: { kind: 'exact', inputs: [ds(`postgres://${host}:5432`, `${db}.${schema}.outboxevent`)], outputs: datasetLevel([...topics]) },
  })),
];
