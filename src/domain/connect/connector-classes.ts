import type { ConnectorKind } from './connect-types.ts';

/** Connector classes the mapping knows, by their fully qualified name (and the shaded/renamed ones). */
export const CONNECTOR_CLASSES: Readonly<Record<string, ConnectorKind>> = {
  'io.debezium.connector.postgresql.PostgresConnector': 'debezium-postgres',
  'io.debezium.connector.mysql.MySqlConnector': 'debezium-mysql',
  'io.debezium.connector.sqlserver.SqlServerConnector': 'debezium-sqlserver',
  'io.debezium.connector.mongodb.MongoDbConnector': 'debezium-mongodb',
  'io.debezium.connector.oracle.OracleConnector': 'debezium-oracle',
  'io.confluent.connect.jdbc.JdbcSourceConnector': 'jdbc-source',
  'io.confluent.connect.jdbc.JdbcSinkConnector': 'jdbc-sink',
  'io.debezium.connector.jdbc.JdbcSinkConnector': 'jdbc-sink',
  'io.confluent.connect.s3.S3SinkConnector': 's3-sink',
  'io.confluent.connect.gcs.GcsSinkConnector': 'gcs-sink',
  'io.confluent.connect.azure.blob.AzureBlobStorageSinkConnector': 'azure-blob-sink',
  'org.apache.iceberg.connect.IcebergSinkConnector': 'iceberg-sink',
  'io.tabular.iceberg.connect.IcebergSinkConnector': 'iceberg-sink',
  'io.confluent.connect.elasticsearch.ElasticsearchSinkConnector': 'elasticsearch-sink',
  'org.apache.kafka.connect.mirror.MirrorSourceConnector': 'mirror-source',
};

export const SINKS = new Set<ConnectorKind>(['jdbc-sink', 's3-sink', 'gcs-sink', 'azure-blob-sink', 'iceberg-sink', 'elasticsearch-sink']);

// Converters that write no schema to a registry: the topic's fields cannot be read from outside.
export const SCHEMALESS_CONVERTERS = new Set([
  'org.apache.kafka.connect.storage.StringConverter',
  'org.apache.kafka.connect.converters.ByteArrayConverter',
  'org.apache.kafka.connect.json.JsonConverter',
]);
