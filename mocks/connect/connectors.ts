import { BROKEN_AVRO, CUSTOMERS_JSON_SCHEMA, ORDERS_VALUE_AVRO, PAGEVIEWS_AVRO, PRODUCTS_ENVELOPE_AVRO, USERS_PROTO } from './schemas.ts';

/**
 * The stand-in cluster's connectors: real configurations from public documentation and examples, adapted to one
 * shop (PROVENANCE.md lists the source of each). The first two are the talk's Kafka Connect jobs.
 */

export type StandInState = 'RUNNING' | 'PAUSED' | 'STOPPED' | 'FAILED' | 'UNASSIGNED';

export interface StandInConnector {
  name: string;
  type: 'source' | 'sink';
  config: Record<string, string>;
  state: StandInState;
  trace?: string;
  tasks: { state: StandInState; trace?: string }[];
  /** Topics Connect reports the connector used (`GET /connectors/{name}/topics`). */
  topics: string[];
}

export interface StandInSubject {
  subject: string;
  schemaType?: 'AVRO' | 'JSON' | 'PROTOBUF';
  schema: string;
  version: number;
  id: number;
}

const running = (n = 1): StandInConnector['tasks'] => Array.from({ length: n }, () => ({ state: 'RUNNING' as const }));

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

/** The talk's archive: the orders topic as files under `topics/` in the raw-archive bucket. */
export const ORDERS_ARCHIVE: StandInConnector = {
  name: 'orders-archive',
  type: 'sink',
  state: 'RUNNING',
  tasks: running(2),
  topics: ['shop.public.orders'],
  config: {
    'connector.class': 'io.confluent.connect.s3.S3SinkConnector',
    'tasks.max': '2',
    topics: 'shop.public.orders',
    's3.region': 'us-east-1',
    's3.bucket.name': 'raw-archive',
    's3.part.size': '5242880',
    'flush.size': '1000',
    'storage.class': 'io.confluent.connect.s3.storage.S3Storage',
    'format.class': 'io.confluent.connect.s3.format.parquet.ParquetFormat',
    'partitioner.class': 'io.confluent.connect.storage.partitioner.TimeBasedPartitioner',
    'path.format': "'dt'=YYYY-MM-dd",
    'partition.duration.ms': '86400000',
    locale: 'en-US',
    timezone: 'UTC',
    'schema.compatibility': 'NONE',
    'value.converter': 'io.confluent.connect.avro.AvroConverter',
    'value.converter.schema.registry.url': 'http://schema-registry:8081',
  },
};

export const TALK_CONNECTORS: readonly StandInConnector[] = [ORDERS_CDC, ORDERS_ARCHIVE];

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

export const ORDERS_TO_WAREHOUSE: StandInConnector = {
  name: 'orders-to-warehouse',
  type: 'sink',
  state: 'RUNNING',
  tasks: running(),
  topics: ['shop.public.orders'],
  config: {
    'connector.class': 'io.confluent.connect.jdbc.JdbcSinkConnector',
    'tasks.max': '1',
    topics: 'shop.public.orders',
    'connection.url': 'jdbc:postgresql://warehouse-db:5432/analytics',
    'connection.user': 'loader',
    'connection.password': 'loader-secret',
    'insert.mode': 'upsert',
    'pk.mode': 'record_value',
    'pk.fields': 'order_id',
    'auto.create': 'true',
    'table.name.format': 'staging.${topic}',
    transforms: 'route,rename,mask,cast,stamp',
    'transforms.route.type': 'org.apache.kafka.connect.transforms.RegexRouter',
    'transforms.route.regex': 'shop\\.public\\.(.*)',
    'transforms.route.replacement': '$1',
    'transforms.rename.type': 'org.apache.kafka.connect.transforms.ReplaceField$Value',
    'transforms.rename.renames': 'amount:amount_usd,created_at:ordered_at',
    'transforms.rename.exclude': 'status',
    'transforms.mask.type': 'org.apache.kafka.connect.transforms.MaskField$Value',
    'transforms.mask.fields': 'customer_id',
    'transforms.cast.type': 'org.apache.kafka.connect.transforms.Cast$Value',
    'transforms.cast.spec': 'amount_usd:float64',
    'transforms.stamp.type': 'org.apache.kafka.connect.transforms.InsertField$Value',
    'transforms.stamp.topic.field': 'source_topic',
    'transforms.stamp.timestamp.field': 'loaded_at',
  },
};

export const PRODUCTS_ICEBERG: StandInConnector = {
  name: 'products-iceberg',
  type: 'sink',
  state: 'RUNNING',
  tasks: running(),
  topics: ['inventory.inventory.products'],
  config: {
    'connector.class': 'org.apache.iceberg.connect.IcebergSinkConnector',
    topics: 'inventory.inventory.products',
    'iceberg.tables': 'lakehouse.products',
    'iceberg.tables.auto-create-enabled': 'true',
    'iceberg.catalog.type': 'hive',
    'iceberg.catalog.uri': 'thrift://metastore:9083',
    'iceberg.catalog.warehouse': 's3://lakehouse/warehouse',
    'iceberg.control.topic': 'control-iceberg',
    transforms: 'after,flat',
    'transforms.after.type': 'org.apache.kafka.connect.transforms.ExtractField$Value',
    'transforms.after.field': 'after',
    'transforms.flat.type': 'org.apache.kafka.connect.transforms.Flatten$Value',
    'transforms.flat.delimiter': '_',
  },
};

export const CUSTOMERS_TABULAR_ICEBERG: StandInConnector = {
  name: 'customers-iceberg',
  type: 'sink',
  state: 'RUNNING',
  tasks: running(),
  topics: ['erp.customers'],
  config: {
    'connector.class': 'io.tabular.iceberg.connect.IcebergSinkConnector',
    topics: 'erp.customers',
    'iceberg.tables': 'crm.customers',
    'iceberg.catalog.type': 'rest',
    'iceberg.catalog.uri': 'http://iceberg-rest:8181',
    'iceberg.catalog.warehouse': 's3://lakehouse/warehouse',
    'value.converter': 'io.confluent.connect.json.JsonSchemaConverter',
    transforms: 'drop',
    'transforms.drop.type': 'org.apache.kafka.connect.transforms.ReplaceField$Value',
    'transforms.drop.include': 'id,email,__op',
  },
};

export const PRODUCTS_SEARCH: StandInConnector = {
  name: 'products-search',
  type: 'sink',
  state: 'RUNNING',
  tasks: running(),
  topics: ['inventory.inventory.products'],
  config: {
    'connector.class': 'io.confluent.connect.elasticsearch.ElasticsearchSinkConnector',
    topics: 'inventory.inventory.products',
    'connection.url': 'http://elasticsearch:9200',
    'type.name': '_doc',
    'key.ignore': 'true',
    'schema.ignore': 'false',
    transforms: 'unwrap',
    'transforms.unwrap.type': 'io.debezium.transforms.ExtractNewRecordState',
  },
};

export const PAGEVIEWS_GCS: StandInConnector = {
  name: 'pageviews-gcs',
  type: 'sink',
  state: 'PAUSED',
  tasks: [{ state: 'PAUSED' }],
  topics: ['pageviews'],
  config: {
    'connector.class': 'io.confluent.connect.gcs.GcsSinkConnector',
    'topics.regex': 'page.*',
    'gcs.bucket.name': 'clickstream-archive',
    'gcs.part.size': '5242880',
    'flush.size': '3',
    'format.class': 'io.confluent.connect.gcs.format.avro.AvroFormat',
    'storage.class': 'io.confluent.connect.gcs.storage.GcsStorage',
    transforms: 'daily',
    'transforms.daily.type': 'org.apache.kafka.connect.transforms.TimestampRouter',
    'transforms.daily.topic.format': '${topic}-${timestamp}',
    'transforms.daily.timestamp.format': 'yyyyMMdd',
  },
};

export const PAGEVIEWS_AZURE: StandInConnector = {
  name: 'pageviews-azure',
  type: 'sink',
  state: 'RUNNING',
  tasks: running(),
  topics: ['pageviews'],
  config: {
    'connector.class': 'io.confluent.connect.azure.blob.AzureBlobStorageSinkConnector',
    topics: 'pageviews',
    'azblob.account.name': 'clickstore',
    'azblob.account.key': 'c2VjcmV0',
    'azblob.container.name': 'pageviews',
    'format.class': 'io.confluent.connect.azure.blob.format.avro.AvroFormat',
    'flush.size': '3',
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

/** A connector in FAILED state: its task's trace goes into the FAIL event. */
export const SESSIONS_SINK_FAILED: StandInConnector = {
  name: 'sessions-jdbc',
  type: 'sink',
  state: 'RUNNING',
  tasks: [
    {
      state: 'FAILED',
      trace:
        'org.apache.kafka.connect.errors.ConnectException: Exiting WorkerSinkTask due to unrecoverable exception.\n\tat org.apache.kafka.connect.runtime.WorkerSinkTask.deliverMessages(WorkerSinkTask.java:618)\nCaused by: org.postgresql.util.PSQLException: ERROR: relation "sessions" does not exist',
    },
  ],
  topics: ['sessions'],
  config: {
    'connector.class': 'io.confluent.connect.jdbc.JdbcSinkConnector',
    topics: 'sessions',
    'connection.url': 'jdbc:postgresql://warehouse-db:5432/analytics',
    'table.name.format': 'sessions',
    'transforms.orphan.type': 'org.apache.kafka.connect.transforms.RegexRouter',
  },
};

/** A class the mapping does not know: reported, its outputs not guessed. */
export const CUSTOM_SINK: StandInConnector = {
  name: 'audit-custom',
  type: 'sink',
  state: 'RUNNING',
  tasks: running(),
  topics: ['shop.public.orders'],
  config: {
    'connector.class': 'com.acme.connect.AuditSinkConnector',
    topics: 'shop.public.orders',
    'acme.endpoint': 'https://audit.acme.test',
  },
};

export const DEMO_CONNECTORS: readonly StandInConnector[] = [
  ...TALK_CONNECTORS,
  INVENTORY_CDC,
  ERP_CDC,
  CATALOG_CDC,
  USERS_JDBC_SOURCE,
  ORDERS_TO_WAREHOUSE,
  PRODUCTS_ICEBERG,
  CUSTOMERS_TABULAR_ICEBERG,
  PRODUCTS_SEARCH,
  PAGEVIEWS_GCS,
  PAGEVIEWS_AZURE,
  PAGEVIEWS_MIRROR,
  SESSIONS_SINK_FAILED,
  CUSTOM_SINK,
];

const avro = (subject: string, schema: unknown, id: number): StandInSubject => ({ subject, schema: JSON.stringify(schema), version: 1, id });

export const TALK_SUBJECTS: readonly StandInSubject[] = [avro('shop.public.orders-value', ORDERS_VALUE_AVRO, 1)];

export const DEMO_SUBJECTS: readonly StandInSubject[] = [
  ...TALK_SUBJECTS,
  avro('inventory.inventory.products-value', PRODUCTS_ENVELOPE_AVRO, 2),
  { subject: 'erp.customers-value', schemaType: 'JSON', schema: JSON.stringify(CUSTOMERS_JSON_SCHEMA), version: 3, id: 3 },
  { subject: 'legacy-users-value', schemaType: 'PROTOBUF', schema: USERS_PROTO, version: 1, id: 4 },
  avro('pageviews-value', PAGEVIEWS_AVRO, 5),
  { subject: 'sessions-value', schema: BROKEN_AVRO, version: 1, id: 6 },
];
