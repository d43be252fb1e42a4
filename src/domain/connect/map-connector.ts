import type { ConnectorLineage, ConnectorSnapshot, MappingContext, MappingProblem } from './connect-types.ts';
import { redactText } from './connect-events.ts';
import { checkTransformKeys, checkUnknownKeys } from './config-checks.ts';
import { CONNECTOR_CLASSES, SINKS } from './connector-classes.ts';
import { mapDebezium } from './map-debezium.ts';
import { mapJdbcSink, mapJdbcSource } from './map-jdbc.ts';
import { mapElasticsearch, mapIcebergSink, mapMirror, mapObjectStore } from './map-sinks.ts';
import { addDataset, error, sinkTopics, warn, type Builder } from './mapping-builder.ts';
import { smtChain } from './smt-chain.ts';

/**
 * The lineage one connector yields, from its class and config and the registry's schemas: which datasets it
 * reads and writes (OpenLineage naming), their fields and the column lineage through the SMT chain, and — on
 * its own line each — what could not be known. Pure: everything it needs is in the snapshot and the context.
 */
export function mapConnector(snapshot: ConnectorSnapshot, ctx: MappingContext): ConnectorLineage {
  const connectorClass = snapshot.config['connector.class'] ?? '';
  const kind = CONNECTOR_CLASSES[connectorClass] ?? 'unknown';
  const b: Builder = { snapshot, ctx, chain: smtChain(snapshot.config), problems: [], steps: [], inputs: [], outputs: [] };
  checkTransformKeys(b);
  if (kind !== 'unknown') checkUnknownKeys(b);
  switch (kind) {
    case 'debezium-postgres':
    case 'debezium-mysql':
    case 'debezium-sqlserver':
    case 'debezium-mongodb':
    case 'debezium-oracle':
      mapDebezium(b, kind);
      break;
    case 'jdbc-source':
      mapJdbcSource(b);
      break;
    case 'jdbc-sink':
      mapJdbcSink(b);
      break;
    case 's3-sink':
    case 'gcs-sink':
    case 'azure-blob-sink':
      mapObjectStore(b, kind);
      break;
    case 'iceberg-sink':
      mapIcebergSink(b);
      break;
    case 'elasticsearch-sink':
      mapElasticsearch(b);
      break;
    case 'mirror-source':
      mapMirror(b);
      break;
    default: {
      error(b, connectorClass ? `connector class ${connectorClass} is not known: its datasets are not guessed` : 'the config has no connector.class');
      // The one thing any sink's config says for sure: the topics it reads (Connect's own `topics`/`topics.regex`).
      if (snapshot.config.topics || snapshot.config['topics.regex']) {
        for (const topic of sinkTopics(b))
          addDataset(b.inputs, { namespace: ctx.kafkaNamespace, name: topic, fields: null, datasetLevelReason: 'connector class not known' });
      }
    }
  }
  const direction = kind === 'unknown' ? (snapshot.type ?? 'unknown') : SINKS.has(kind) ? 'sink' : 'source';
  const columnLevel = b.outputs.length > 0 && b.outputs.every((o) => o.columnLineage && Object.keys(o.columnLineage).length > 0);
  if (b.inputs.length === 0 && b.outputs.length === 0 && kind !== 'unknown') warn(b, 'no dataset could be named for this connector');
  return {
    connector: snapshot.name,
    connectorClass,
    kind,
    direction: direction === 'unknown' ? 'unknown' : direction,
    inputs: b.inputs,
    outputs: b.outputs,
    smtSteps: b.steps,
    problems: dedupe(b.problems),
    columnLevel,
  };
}

// Messages quote config values (a URL that does not parse): the credentials in them never leave.
function dedupe(problems: MappingProblem[]): MappingProblem[] {
  const seen = new Set<string>();
  return problems
    .map((p) => ({ ...p, message: redactText(p.message) }))
    .filter((p) => {
      const k = `${p.level}:${p.message}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
}

/** The topics whose registry schema the mapping would read, so a caller fetches exactly those first. */
export function topicsToLookUp(snapshot: ConnectorSnapshot, ctx: Omit<MappingContext, 'schemaFor'>): string[] {
  const asked = new Set<string>();
  mapConnector(snapshot, {
    ...ctx,
    schemaFor: (topic) => {
      asked.add(topic);
      return { kind: 'missing' };
    },
  });
  return [...asked];
}
