/**
 * Run events shaped as Debezium's own OpenLineage integration emits them (debezium/debezium, module
 * debezium-openlineage: OpenLineageEmitter, OpenLineageJobCreator, DebeziumOpenLineageClient, DebeziumConfigFacet;
 * the OpenLineage SMT in debezium-connect-plugins; the PostgreSQL connector's OpenLineageIT). One task of a
 * connector: START without datasets, a RUNNING per captured table (the input, its columns in database types), a
 * RUNNING per topic the OpenLineage SMT sees (the output, the record's schema). No column lineage: Debezium sends
 * none. Job `<topic.prefix>.<task>` in namespace `topic.prefix`; producer `…/tree/v<version>/debezium-openlineage`.
 */
export interface NativeTable {
  namespace: string;
  name: string;
  columns: [string, string][];
}

export interface NativeTopic {
  namespace: string;
  name: string;
  fields: [string, string][];
}

const VERSION = '3.2.0.Final';
export const DEBEZIUM_NATIVE_PRODUCER = `https://github.com/debezium/debezium/tree/v${VERSION}/debezium-openlineage`;
const SPEC = 'https://openlineage.io/spec';

const facet = (schema: string, body: Record<string, unknown>) => ({ _producer: DEBEZIUM_NATIVE_PRODUCER, _schemaURL: `${SPEC}/facets/${schema}`, ...body });
const fields = (list: [string, string][]) => list.map(([name, type]) => ({ name, type }));

export function debeziumNativeEvents(options: {
  topicPrefix: string;
  runId: string;
  config: Record<string, string>;
  tables: NativeTable[];
  topics: NativeTopic[];
  startTime: string;
}): Record<string, unknown>[] {
  const job = {
    namespace: options.config['openlineage.integration.job.namespace'] ?? options.topicPrefix,
    name: `${options.topicPrefix}.0`,
    facets: {
      documentation: facet('1-0-1/DocumentationJobFacet.json#/$defs/DocumentationJobFacet', { description: `Debezium CDC job for ${options.topicPrefix}` }),
      jobType: facet('2-0-3/JobTypeJobFacet.json#/$defs/JobTypeJobFacet', { processingType: 'STREAMING', integration: 'DEBEZIUM', jobType: 'TASK' }),
    },
  };
  const run = {
    runId: options.runId,
    facets: {
      processing_engine: facet('1-1-1/ProcessingEngineRunFacet.json#/$defs/ProcessingEngineRunFacet', {
        version: VERSION,
        name: 'Debezium',
        openlineageAdapterVersion: '1.31.0',
      }),
      debezium_config: {
        _producer: DEBEZIUM_NATIVE_PRODUCER,
        _schemaURL:
          'https://github.com/debezium/debezium/tree/main/debezium-openlineage/src/main/java/io/debezium/openlineage/facets/spec/DebeziumRunFacet.json',
        // Debezium masks passwords itself; the values below are the config as it prints it.
        configs: Object.entries(options.config).map(([k, v]) => `${k}=${/password/i.test(k) ? '********' : v}`),
      },
    },
  };
  const at = (seconds: number) => new Date(Date.parse(options.startTime) + seconds * 1000).toISOString();
  const event = (eventType: string, seconds: number, inputs: unknown[], outputs: unknown[]) => ({
    eventType,
    eventTime: at(seconds),
    producer: DEBEZIUM_NATIVE_PRODUCER,
    schemaURL: `${SPEC}/2-0-2/OpenLineage.json#/$defs/RunEvent`,
    run,
    job,
    inputs,
    outputs,
  });
  const datasetType = (type: string) => facet('1-0-0/DatasetTypeDatasetFacet.json#/$defs/DatasetTypeDatasetFacet', { datasetType: type, subDatasetType: '' });
  const schema = (list: [string, string][]) => facet('1-2-0/SchemaDatasetFacet.json#/$defs/SchemaDatasetFacet', { fields: fields(list) });
  return [
    event('START', 0, [], []),
    ...options.tables.map((t, i) =>
      event('RUNNING', 1 + i, [{ namespace: t.namespace, name: t.name, facets: { schema: schema(t.columns), datasetType: datasetType('TABLE') } }], []),
    ),
    ...options.topics.map((t, i) =>
      event('RUNNING', 10 + i, [], [{ namespace: t.namespace, name: t.name, facets: { schema: schema(t.fields), datasetType: datasetType('STREAM') } }]),
    ),
  ];
}
