import { running, type StandInConnector } from './connector-types.ts';

/**
 * The stand-in cluster's sink connectors (Kafka topics → stores), among them a failed one and one of a class the mapping
 * does not know. PROVENANCE.md lists the source of each.
 */

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
