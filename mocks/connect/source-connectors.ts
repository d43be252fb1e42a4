import { running, type StandInConnector } from './connector-types.ts';

/** The stand-in cluster's source connectors (databases and clusters → Kafka topics); PROVENANCE.md lists the source of each. */

/** The talk's CDC source: Postgres `shop.public.orders` → topic `shop.public.orders`, unwrapped. */
export const ORDERS_CDC: StandInConnector = {
  name: 'orders-cdc',
  type: 'source',
  state: 'RUNNING',
  tasks: running(),
  topics: ['shop.public.orders'],
  config: {
    'connector.class': 'io.debezium.connector.postgresql.PostgresConnector',
    'tasks.max': '1',
    'plugin.name': 'pgoutput',
    'database.hostname': 'orders-db',
    'database.port': '5432',
    'database.user': 'debezium',
    'database.password': 'dbz-secret',
    'database.dbname': 'shop',
    'topic.prefix': 'shop',
    'table.include.list': 'public.orders',
    'decimal.handling.mode': 'precise',
    // Added at the talk's rollback, to re-snapshot the bad day's orders through a signal table (a config change, so
    // connect-lineage starts a new run: mocks/scenarios/talk/connect-jobs.ts).
    'signal.data.collection': 'public.debezium_signal',
    'key.converter': 'io.confluent.connect.avro.AvroConverter',
    'key.converter.schema.registry.url': 'http://schema-registry:8081',
    'value.converter': 'io.confluent.connect.avro.AvroConverter',
    'value.converter.schema.registry.url': 'http://schema-registry:8081',
    transforms: 'unwrap',
    'transforms.unwrap.type': 'io.debezium.transforms.ExtractNewRecordState',
    'transforms.unwrap.drop.tombstones': 'false',
  },
};

export const INVENTORY_CDC: StandInConnector = {
  name: 'inventory-cdc',
  type: 'source',
  state: 'RUNNING',
  tasks: running(),
  topics: ['inventory.inventory.products'],
  config: {
    'connector.class': 'io.debezium.connector.mysql.MySqlConnector',
    'tasks.max': '1',
    'database.hostname': 'mysql',
    'database.port': '3306',
    'database.user': 'debezium',
    'database.password': 'dbz',
    'database.server.id': '184054',
    'topic.prefix': 'inventory',
    'database.include.list': 'inventory',
    'table.include.list': 'inventory\\.products',
    'schema.history.internal.kafka.bootstrap.servers': 'broker:9092',
    'schema.history.internal.kafka.topic': 'schema-changes.inventory',
  },
};

export const ERP_CDC: StandInConnector = {
  name: 'erp-customers-cdc',
  type: 'source',
  state: 'RUNNING',
  tasks: running(),
  topics: ['erp.customers'],
  config: {
    'connector.class': 'io.debezium.connector.sqlserver.SqlServerConnector',
    'database.hostname': 'sqlserver',
    'database.port': '1433',
    'database.user': 'sa',
    'database.password': 'Password!',
    'database.names': 'erp',
    'topic.prefix': 'erp',
    'table.include.list': 'dbo.customers',
    'database.encrypt': 'false',
    'value.converter': 'io.confluent.connect.json.JsonSchemaConverter',
    'value.converter.schema.registry.url': 'http://schema-registry:8081',
    transforms: 'unwrap,route',
    'transforms.unwrap.type': 'io.debezium.transforms.ExtractNewRecordState',
    'transforms.unwrap.add.fields': 'op',
    'transforms.route.type': 'org.apache.kafka.connect.transforms.RegexRouter',
    'transforms.route.regex': '([^.]+)\\.([^.]+)\\.([^.]+)\\.([^.]+)',
    'transforms.route.replacement': '$1.$4',
  },
};

export const CATALOG_CDC: StandInConnector = {
  name: 'catalog-cdc',
  type: 'source',
  state: 'RUNNING',
  tasks: running(),
  topics: ['catalog.catalog.items'],
  config: {
    'connector.class': 'io.debezium.connector.mongodb.MongoDbConnector',
    'mongodb.connection.string': 'mongodb://mongo:27017/?replicaSet=rs0',
    'topic.prefix': 'catalog',
    'collection.include.list': 'catalog.items',
  },
};

export const USERS_JDBC_SOURCE: StandInConnector = {
  name: 'legacy-users',
  type: 'source',
  state: 'RUNNING',
  tasks: running(),
  topics: ['legacy-users'],
  config: {
    'connector.class': 'io.confluent.connect.jdbc.JdbcSourceConnector',
    'connection.url': 'jdbc:postgresql://legacy-db:5432/legacy?user=app&password=hunter2',
    'table.whitelist': 'users',
    mode: 'incrementing',
    'incrementing.column.name': 'id',
    'topic.prefix': 'legacy-',
    'value.converter': 'io.confluent.connect.protobuf.ProtobufConverter',
    'value.converter.schema.registry.url': 'http://schema-registry:8081',
  },
};

export const PAGEVIEWS_MIRROR: StandInConnector = {
  name: 'pageviews-dr',
  type: 'source',
  state: 'RUNNING',
  tasks: running(),
  topics: ['primary.pageviews'],
  config: {
    'connector.class': 'org.apache.kafka.connect.mirror.MirrorSourceConnector',
    'source.cluster.alias': 'primary',
    'target.cluster.alias': 'dr',
    'source.cluster.bootstrap.servers': 'primary-broker-1:9092,primary-broker-2:9092',
    'target.cluster.bootstrap.servers': 'broker:9092',
    topics: 'page.*',
    'key.converter': 'org.apache.kafka.connect.converters.ByteArrayConverter',
    'value.converter': 'org.apache.kafka.connect.converters.ByteArrayConverter',
  },
};
