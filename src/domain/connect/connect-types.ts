/**
 * What Kafka Connect and the Schema Registry tell about a connector, and the lineage Tributary derives from it.
 * Plain data only: the API clients (src/api/connect-*.ts) fill these, the mapping here never fetches.
 */

/** One field of a record schema, in Kafka Connect's type vocabulary (BIGINT, DECIMAL(12,2), STRUCT, …). */
export interface ConnectField {
  name: string;
  type: string;
  optional?: boolean;
  doc?: string;
  /** Children of a STRUCT. */
  fields?: ConnectField[];
}

export type SchemaFormat = 'AVRO' | 'JSON' | 'PROTOBUF';

/** The value schema of one topic as the Schema Registry answered it (TopicNameStrategy subject). */
export interface TopicSchema {
  subject: string;
  version: number;
  id: number;
  format: SchemaFormat;
  fields: ConnectField[];
}

/** A registry lookup: the schema, no subject for the topic, or why it could not be read or parsed. */
export type SchemaLookup = { kind: 'schema'; schema: TopicSchema } | { kind: 'missing' } | { kind: 'error'; message: string };

export type ConnectorState = 'RUNNING' | 'PAUSED' | 'STOPPED' | 'FAILED' | 'UNASSIGNED' | 'RESTARTING' | 'UNKNOWN';

export interface ConnectorTaskStatus {
  id: number;
  state: ConnectorState;
  workerId?: string;
  trace?: string;
}

/** One connector as `GET /connectors?expand=info&expand=status` describes it. */
export interface ConnectorSnapshot {
  name: string;
  /** `source` or `sink` as Connect reports it; the class decides when absent. */
  type?: 'source' | 'sink' | 'unknown';
  config: Readonly<Record<string, string>>;
  state: ConnectorState;
  /** The connector's own trace when it failed. */
  trace?: string;
  tasks: ConnectorTaskStatus[];
  /** Topics Connect reports the connector used (`GET /connectors/{name}/topics`), when read. */
  activeTopics?: string[];
}

/** What the mapping may look up, all read beforehand by the caller. */
export interface MappingContext {
  /** `kafka://host:port` of the Connect cluster's Kafka (first bootstrap server, as Spark and Flink name it). */
  kafkaNamespace: string;
  /** Topics known to exist (active topics, registry subjects); used to resolve include lists and regexes. */
  knownTopics: readonly string[];
  /** The registry's answer for a topic's value schema; `undefined` when no registry was read. */
  schemaFor: (topic: string) => SchemaLookup | undefined;
}

export interface DatasetId {
  namespace: string;
  name: string;
}

export interface TransformationStep {
  type: 'DIRECT' | 'INDIRECT';
  subtype: 'IDENTITY' | 'TRANSFORMATION' | 'AGGREGATION';
  description: string;
  masking: boolean;
}

export interface InputFieldRef extends DatasetId {
  field: string;
  transformations: TransformationStep[];
}

/** One dataset the connector reads or writes, with its fields when a schema is known. */
export interface LineageDataset extends DatasetId {
  fields: ConnectField[] | null;
  /** Output only: field → where it comes from. `null` when the job is dataset-level for this output. */
  columnLineage?: Record<string, InputFieldRef[]> | null;
  /** Output topic only: the table columns its record key comes from (the outbox EventRouter's `aggregateid`). */
  keyLineage?: InputFieldRef[];
  /** Why there are no fields or no column lineage. */
  datasetLevelReason?: string;
  /** Another name of the same dataset (an Iceberg table's catalog name beside its location). */
  symlinks?: (DatasetId & { type: 'TABLE' | 'LOCATION' })[];
  /** Registry subject the fields came from (`orders-value v3, id 12`). */
  subject?: string;
  storage?: { storageLayer: string; fileFormat?: string };
}

/** One SMT of the chain, as configured, and what it did. */
export interface SmtStep {
  alias: string;
  className: string;
  /** What this step did to names and fields, in words (`renamed amount → amount_cents`). */
  effects: string[];
  known: boolean;
  /** An unknown SMT: the fields (dotted paths) that went into it and are no longer derived after it. */
  lostFields?: string[];
}

export type ProblemLevel = 'error' | 'warning' | 'info';

export interface MappingProblem {
  level: ProblemLevel;
  message: string;
}

export type ConnectorKind =
  | 'debezium-postgres'
  | 'debezium-mysql'
  | 'debezium-sqlserver'
  | 'debezium-mongodb'
  | 'debezium-oracle'
  | 'jdbc-source'
  | 'jdbc-sink'
  | 's3-sink'
  | 'gcs-sink'
  | 'azure-blob-sink'
  | 'iceberg-sink'
  | 'elasticsearch-sink'
  | 'mirror-source'
  | 'unknown';

/** The lineage one connector yields: an OpenLineage job's datasets, column lineage and what could not be known. */
export interface ConnectorLineage {
  connector: string;
  connectorClass: string;
  kind: ConnectorKind;
  direction: 'source' | 'sink' | 'unknown';
  inputs: LineageDataset[];
  outputs: LineageDataset[];
  smtSteps: SmtStep[];
  problems: MappingProblem[];
  /** True when every output carries column lineage. */
  columnLevel: boolean;
}
