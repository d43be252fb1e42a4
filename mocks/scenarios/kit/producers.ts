/**
 * Producer URLs as the integrations write them. The engine classifier reads them when a job carries neither
 * `jobType` nor `processing_engine`, so they must look like the real ones (OpenLineage's `tree/<version>/...`).
 */
export const PRODUCERS = {
  spark: 'https://github.com/OpenLineage/OpenLineage/tree/1.52.0/integration/spark',
  /** Before #2797 (1.18.0) Spark named Iceberg tables by catalog name, not by location. */
  sparkOld: 'https://github.com/OpenLineage/OpenLineage/tree/1.17.1/integration/spark',
  flink2: 'https://github.com/OpenLineage/OpenLineage/tree/1.52.0/integration/flink',
  /** An older Flink 1 JobListener deployment: it sends `processing_engine` but no `jobType` facet. */
  flink1Old: 'https://github.com/OpenLineage/OpenLineage/tree/1.8.0/integration/flink',
  debezium: 'https://github.com/debezium/debezium/v3.2.0.Final',
  /** Hand-built events (the OpenLineage Java client): the URL names no engine. */
  javaClient: 'https://github.com/OpenLineage/OpenLineage/tree/1.52.0/client/java',
  pythonClient: 'https://github.com/OpenLineage/OpenLineage/tree/1.52.0/client/python',
  hive: 'https://github.com/OpenLineage/OpenLineage/tree/1.52.0/integration/hive',
  /**
   * A Kafka Connect deployment that emits through a lifecycle SMT (a transform on the connector reporting its own
   * RUNNING heartbeats): community-built, so the URL is its repository, not OpenLineage's.
   */
  kafkaConnectSmt: 'https://github.com/streaming-platform/kafka-connect-openlineage-smt/tree/0.6.1',
} as const;
