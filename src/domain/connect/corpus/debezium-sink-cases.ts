import { A, envelopeSubject, type Column } from './avro-builders.ts';
import type { CorpusCase } from './corpus-types.ts';
import { KAFKA, k, PG_CONNECTION } from './debezium-configs.ts';
import { ds, envelope, same } from './expected.ts';
import { envelopes, LIVE_UPDATE, MYSQL_INVENTORY, names } from './inventory-db.ts';

/**
 * Debezium examples that write change events somewhere (JDBC, Elasticsearch), and the CQRS example whose source
 * routes each table to a topic of its own name. A sink reading an envelope through ExtractNewRecordState writes
 * the `after` row: its columns come from the topic's `after.*` fields.
 */

const CUSTOMERS = names(MYSQL_INVENTORY.customers ?? []);
const customersEnvelope = (topic: string) => envelopeSubject(topic, 'mysql', MYSQL_INVENTORY.customers ?? []);

const LIVE_ORDERS = LIVE_UPDATE.orders ?? [];

const UNWRAP = {
  transforms: 'unwrap',
  'transforms.unwrap.type': 'io.debezium.transforms.ExtractNewRecordState',
  'transforms.unwrap.drop.tombstones': 'false',
};

/** The CQRS example's JPA tables (cqrs/postgres-primary/…/polls.sql; unquoted names, so lower case in PostgreSQL). */
const POLLS: Readonly<Record<string, Column[]>> = {
  optionentity: [
    ['id', A.long],
    ['polloption', A.string, true],
  ],
  pollentity: [
    ['created', A.microTimestamp, true],
    ['id', A.long],
    ['question', A.string, true],
  ],
  pollentity_optionentity: [
    ['pollentity_id', A.long],
    ['options_id', A.long],
  ],
  pollentity_voteentity: [
    ['pollentity_id', A.long],
    ['votes_id', A.long],
  ],
  voteentity: [
    ['id', A.long],
    ['pollid', A.long, true],
    ['votedon', A.microTimestamp, true],
    ['votedoption', A.long, true],
  ],
};
const POLL_TABLES = Object.keys(POLLS);
const inPolls = (t: string) => ds('postgres://postgres:5432', `postgres.public.${t}`);

/** The hiking demo's Hike table (Hibernate `hbm2ddl` from the Hike entity). */
const HIKE: Column[] = [
  ['id', A.long],
  ['destination', A.string],
  ['start', A.string],
  ['recommendedTrip_id', A.long, true],
];

export const DEBEZIUM_SINK_CASES: CorpusCase[] = [
  {
    id: 'dbz-unwrap-smt-jdbc-sink',
    source: 'debezium/debezium-examples unwrap-smt/jdbc-sink.json',
    kafka: KAFKA,
    connector: {
      name: 'jdbc-sink',
      type: 'sink',
      config: {
        'connector.class': 'io.debezium.connector.jdbc.JdbcSinkConnector',
        'tasks.max': '1',
        topics: 'customers',
        'connection.url': 'jdbc:postgresql://postgres:5432/inventory',
        'connection.username': 'postgresuser',
        'connection.password': 'postgrespw',
        'insert.mode': 'upsert',
        'delete.enabled': 'true',
        'primary.key.mode': 'record_key',
        'primary.key.fields': 'id',
        'schema.evolution': 'basic',
      },
      topics: ['customers'],
    },
    subjects: [customersEnvelope('customers')],
    // Debezium's JDBC sink consumes change events natively: it writes the `after` row without an unwrap SMT.
    expect: {
      kind: 'exact',
      inputs: [k('customers')],
      outputs: { [ds('postgres://postgres:5432', 'inventory.public.customers')]: same(k('customers'), CUSTOMERS, 'after.') },
    },
  },
  {
    id: 'dbz-unwrap-smt-es-sink',
    source: 'debezium/debezium-examples unwrap-smt/es-sink.json',
    kafka: KAFKA,
    connector: {
      name: 'elastic-sink',
      type: 'sink',
      config: {
        'connector.class': 'io.confluent.connect.elasticsearch.ElasticsearchSinkConnector',
        'tasks.max': '1',
        topics: 'customers',
        'connection.url': 'http://elastic:9200',
        ...UNWRAP,
        transforms: 'unwrap,key',
        'transforms.key.type': 'org.apache.kafka.connect.transforms.ExtractField$Key',
        'transforms.key.field': 'id',
        'key.ignore': 'false',
        'behavior.on.null.values': 'delete',
      },
      topics: ['customers'],
    },
    subjects: [customersEnvelope('customers')],
    expect: {
      kind: 'exact',
      inputs: [k('customers')],
      outputs: { [ds('elasticsearch://elastic:9200', 'customers')]: same(k('customers'), CUSTOMERS, 'after.') },
    },
  },
  {
    id: 'dbz-live-update-es-index-map',
    source: 'debezium/debezium-examples kstreams-live-update/es-sink.json',
    kafka: KAFKA,
    connector: {
      name: 'elastic-sink',
      type: 'sink',
      config: {
        'connector.class': 'io.confluent.connect.elasticsearch.ElasticsearchSinkConnector',
        'tasks.max': '1',
        topics: 'dbserver1.inventory.orders',
        'connection.url': 'http://elastic:9200',
        transforms: 'unwrap,key',
        'transforms.unwrap.type': 'io.debezium.transforms.ExtractNewRecordState',
        'transforms.key.type': 'org.apache.kafka.connect.transforms.ExtractField$Key',
        'transforms.key.field': 'id',
        'key.ignore': 'false',
        'type.name': 'order',
        'behavior.on.null.values': 'delete',
        'topic.index.map': 'dbserver1.inventory.orders:orders',
        'schema.ignore': 'true',
      },
      topics: ['dbserver1.inventory.orders'],
    },
    subjects: [envelopeSubject('dbserver1.inventory.orders', 'mysql', LIVE_ORDERS)],
    expect: {
      kind: 'exact',
      inputs: [k('dbserver1.inventory.orders')],
      outputs: { [ds('elasticsearch://elastic:9200', 'orders')]: same(k('dbserver1.inventory.orders'), names(LIVE_ORDERS), 'after.') },
    },
  },
  {
    id: 'dbz-toast-jdbc-sink-current-schema',
    source: 'debezium/debezium-examples postgres-toast/jdbc-sink.json',
    kafka: KAFKA,
    connector: {
      name: 'sink-connector',
      type: 'sink',
      config: {
        'connector.class': 'io.confluent.connect.jdbc.JdbcSinkConnector',
        'tasks.max': '1',
        topics: 'dbserver1.inventory.customers',
        'table.name.format': 'customers',
        'connection.url': 'jdbc:postgresql://sink-db:5432/sinkdb?currentSchema=inventorysink&user=postgresusersink&password=postgrespw',
        ...UNWRAP,
        'auto.create': 'false',
        'insert.mode': 'upsert',
        'delete.enabled': 'true',
        'pk.fields': 'id',
        'pk.mode': 'record_key',
      },
      topics: ['dbserver1.inventory.customers'],
    },
    // postgres-toast/source-db/schema-update.sql adds the TOASTed `biography` column.
    subjects: [envelopeSubject('dbserver1.inventory.customers', 'postgresql', [...(MYSQL_INVENTORY.customers ?? []), ['biography', A.string, true]])],
    expect: {
      kind: 'exact',
      inputs: [k('dbserver1.inventory.customers')],
      outputs: {
        [ds('postgres://sink-db:5432', 'sinkdb.inventorysink.customers')]: same(k('dbserver1.inventory.customers'), [...CUSTOMERS, 'biography'], 'after.'),
      },
    },
  },
  {
    id: 'dbz-end-to-end-jdbc-sink',
    source: 'debezium/debezium-examples end-to-end-demo/jdbc-sink.json',
    kafka: KAFKA,
    connector: {
      name: 'jdbc-sink',
      type: 'sink',
      config: {
        'connector.class': 'io.confluent.connect.jdbc.JdbcSinkConnector',
        'tasks.max': '1',
        topics: 'dbserver1_inventory_Hike',
        'connection.url': 'jdbc:postgresql://postgres:5432/inventory?user=postgresuser&password=postgrespw',
        ...UNWRAP,
        'auto.create': 'true',
        'insert.mode': 'upsert',
        'delete.enabled': 'true',
        'pk.fields': 'id',
        'pk.mode': 'record_key',
        'key.converter': 'io.confluent.connect.avro.AvroConverter',
        'value.converter': 'io.confluent.connect.avro.AvroConverter',
        'key.converter.schema.registry.url': 'http://schema-registry:8081',
        'value.converter.schema.registry.url': 'http://schema-registry:8081',
      },
      topics: ['dbserver1_inventory_Hike'],
    },
    subjects: [envelopeSubject('dbserver1_inventory_Hike', 'mysql', HIKE, 'dbserver1.inventory.Hike')],
    expect: {
      kind: 'exact',
      inputs: [k('dbserver1_inventory_Hike')],
      outputs: {
        [ds('postgres://postgres:5432', 'inventory.public.dbserver1_inventory_Hike')]: same(k('dbserver1_inventory_Hike'), names(HIKE), 'after.'),
      },
    },
  },
  {
    id: 'dbz-unwrap-mongodb-jdbc-sink',
    source: 'debezium/debezium-examples unwrap-mongodb-smt/jdbc-sink.json',
    kafka: KAFKA,
    connector: {
      name: 'jdbc-sink',
      type: 'sink',
      config: {
        'connector.class': 'io.confluent.connect.jdbc.JdbcSinkConnector',
        'tasks.max': '1',
        topics: 'customers',
        'connection.url': 'jdbc:postgresql://postgres:5432/inventorydb?user=postgresuser&password=postgrespw',
        'auto.create': 'true',
        'auto.evolve': 'true',
        'insert.mode': 'upsert',
        'delete.enabled': 'true',
        'pk.fields': 'id',
        'pk.mode': 'record_key',
        transforms: 'mongoflatten',
        'transforms.mongoflatten.type': 'io.debezium.connector.mongodb.transforms.ExtractNewDocumentState',
        'transforms.mongoflatten.drop.tombstones': 'false',
      },
      topics: ['customers'],
    },
    // The MongoDB topic's document is a JSON string: the columns come from each document, not from a schema.
    subjects: [],
    expect: { kind: 'exact', inputs: [k('customers')], outputs: { [ds('postgres://postgres:5432', 'inventorydb.public.customers')]: null } },
  },
  {
    id: 'dbz-cqrs-postgres-router',
    source: 'debezium/debezium-examples cqrs/postgres-source.json',
    kafka: KAFKA,
    connector: {
      name: 'postgres-source',
      type: 'source',
      config: {
        ...PG_CONNECTION,
        'topic.prefix': 'polls',
        'table.include.list': 'public.optionentity, public.pollentity, public.pollentity_optionentity, public.pollentity_voteentity, public.voteentity',
        transforms: 'reroute',
        'transforms.reroute.type': 'io.debezium.transforms.ByLogicalTableRouter',
        'transforms.reroute.topic.regex': 'polls.public.(.*)',
        'transforms.reroute.topic.replacement': '$1',
      },
      topics: POLL_TABLES,
    },
    subjects: envelopes(POLLS, 'postgresql', (t) => t),
    expect: {
      kind: 'exact',
      inputs: POLL_TABLES.map(inPolls),
      outputs: Object.fromEntries(Object.entries(POLLS).map(([t, cols]) => [k(t), envelope(inPolls(t), names(cols))])),
    },
  },
  {
    id: 'dbz-cqrs-mysql-sink-source-table',
    source: 'debezium/debezium-examples cqrs/mysql-sink.json',
    kafka: KAFKA,
    connector: {
      name: 'mysql-sink',
      type: 'sink',
      config: {
        'connector.class': 'io.debezium.connector.jdbc.JdbcSinkConnector',
        'tasks.max': '1',
        'connection.url': 'jdbc:mysql://mysql:3306/polls',
        'connection.username': 'mysqluser',
        'connection.password': 'mysqlpw',
        'insert.mode': 'upsert',
        'delete.enabled': 'true',
        'primary.key.mode': 'record_key',
        'schema.evolution': 'basic',
        'collection.name.format': '${source.table}',
        topics: 'voteentity, optionentity, pollentity, pollentity_optionentity',
      },
      topics: ['voteentity', 'optionentity', 'pollentity', 'pollentity_optionentity'],
    },
    subjects: envelopes(POLLS, 'postgresql', (t) => t),
    // `${source.table}` is read from each record's `source.table` field: the tables are not in the config.
    expect: {
      kind: 'unsupported',
      reason: /source\.table/,
      mayName: ['voteentity', 'optionentity', 'pollentity', 'pollentity_optionentity'].flatMap((t) => [k(t), ds('mysql://mysql:3306', `polls.${t}`)]),
    },
  },
];
