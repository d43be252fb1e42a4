import type { DatasetId, LineageDataset } from './connect-types.ts';
import { firstHostPort, kafkaNamespace, objectStoreDataset } from './dataset-names.ts';
import { addDataset, addOutput, columnLineage, error, info, mapSink, resolveTopics, sinkTopics, topicSchema, type Builder } from './mapping-builder.ts';
import { identityFlow, list } from './smt-flow.ts';

/** Sinks to lakes, object stores and search, and MirrorMaker 2 (a source reading another Kafka cluster). */

export function mapIcebergSink(b: Builder): void {
  const c = b.snapshot.config;
  if (c['iceberg.tables.dynamic-enabled'] === 'true') {
    error(
      b,
      `iceberg.tables.dynamic-enabled: each record names its table in field ${c['iceberg.tables.route-field'] ?? '?'}, so the tables written are not known from the config`,
    );
    for (const topic of sinkTopics(b)) addDataset(b.inputs, { namespace: b.ctx.kafkaNamespace, name: topic, fields: null });
    return;
  }
  const tables = list(c['iceberg.tables']);
  if (tables.length === 0) {
    error(b, 'iceberg.tables is empty: no table is written');
    return;
  }
  if (tables.length > 1) {
    b.problems.push({
      level: 'info',
      message: c['iceberg.tables.route-field']
        ? `records are routed by field ${c['iceberg.tables.route-field']} (iceberg.table.<t>.route-regex); every listed table is shown as written by every topic`
        : 'every record is written to every listed table',
    });
  }
  const warehouse = (c['iceberg.catalog.warehouse'] ?? '').replace(/\/+$/, '');
  const catalogType = c['iceberg.catalog.type'] ?? (c['iceberg.catalog.catalog-impl'] ? 'custom' : '');
  const uri = c['iceberg.catalog.uri'] ?? '';
  const catalogName = c['iceberg.catalog'] ?? 'iceberg';
  for (const table of tables) {
    const parts = table.split('.');
    const tbl = parts.pop() ?? table;
    const ns = parts.join('/');
    // The same identity Spark and Flink report for an Iceberg table: its location; the catalog name is a symlink.
    const m = /^([a-z0-9+]+:\/\/[^/]+)(\/.*)?$/i.exec(warehouse);
    const symlinkNs = catalogType === 'hive' ? `hive://${firstHostPort(uri.replace(/^thrift:\/\//, ''), 9083)}` : catalogType === 'rest' ? uri : warehouse;
    const symlinks = symlinkNs ? [{ namespace: symlinkNs, name: table, type: 'TABLE' as const }] : [];
    if (!m) {
      info(b, `iceberg.catalog.warehouse is not a URL; ${table} is named by its catalog name (${catalogName}) only`);
    }
    mapSinkOnce(b, () => ({
      id: m
        ? { namespace: m[1] ?? '', name: `${(m[2] ?? '').replace(/^\/+/, '')}/${ns}/${tbl}`.replace(/^\/+/, '') }
        : { namespace: symlinkNs || `iceberg://${catalogName}`, name: table },
      extra: { symlinks: m ? symlinks : [], storage: { storageLayer: 'iceberg', fileFormat: c['iceberg.tables.default-file-format'] ?? 'parquet' } },
      note: m
        ? `${table}: location derived from iceberg.catalog.warehouse; a table created at another location is named differently by Spark and Flink`
        : undefined,
    }));
  }
}

// Several tables from the same topics: mapSink adds each input once and each output once.
function mapSinkOnce(b: Builder, target: () => { id: DatasetId; extra?: Partial<LineageDataset>; note?: string | undefined }): void {
  mapSink(b, () => {
    const t = target();
    return { id: t.id, ...(t.extra ? { extra: t.extra } : {}), ...(t.note ? { note: t.note } : {}) };
  });
}

export function mapMirror(b: Builder): void {
  const c = b.snapshot.config;
  const alias = c['source.cluster.alias'] ?? '';
  const source = c['source.cluster.bootstrap.servers'];
  if (!source) {
    error(b, 'source.cluster.bootstrap.servers is not set, so the source cluster is not known');
    return;
  }
  const identity = (c['replication.policy.class'] ?? '').endsWith('IdentityReplicationPolicy');
  const sep = c['replication.policy.separator'] ?? '.';
  const remotePrefix = identity || !alias ? '' : `${alias}${sep}`;
  const target = c['target.cluster.bootstrap.servers'] ? kafkaNamespace(c['target.cluster.bootstrap.servers']) : b.ctx.kafkaNamespace;
  const sourceNs = kafkaNamespace(source);
  // Topics that exist on the target under the remote prefix tell which source topics are mirrored.
  const candidates = b.ctx.knownTopics.filter((t) => t.startsWith(remotePrefix)).map((t) => t.slice(remotePrefix.length));
  const saved = b.ctx;
  b.ctx = { ...saved, knownTopics: candidates };
  const topics = resolveTopics(
    b,
    list(c.topics ?? '.*'),
    'topics',
    list(c['topics.exclude'] ?? c['topics.blacklist'] ?? '.*[\\-\\.]internal,.*\\.replica,__.*'),
  );
  b.ctx = saved;
  for (const topic of topics) {
    const input = { namespace: sourceNs, name: topic };
    const output = { namespace: target, name: `${remotePrefix}${topic}` };
    // MirrorMaker copies the bytes (ByteArrayConverter): the schema the producer registered holds on both sides.
    let schema = topicSchema(b, topic, true);
    if (!('fields' in schema)) schema = topicSchema(b, output.name, true);
    if (!('fields' in schema)) {
      addDataset(b.inputs, { ...input, fields: null, datasetLevelReason: schema.reason });
      addOutput(b, { ...output, fields: null, columnLineage: null, datasetLevelReason: schema.reason });
      continue;
    }
    const flow = identityFlow(schema.fields);
    addDataset(b.inputs, { ...input, fields: schema.fields, subject: schema.subject });
    addOutput(b, { ...output, fields: schema.fields, subject: schema.subject, columnLineage: columnLineage(flow, input) });
  }
}

/**
 * Confluent's Elasticsearch sink: the index is the (routed) topic lowercased; before version 11, `topic.index.map`
 * (`topic:index,…`) named it; since 11.1, `data.stream.type` + `data.stream.dataset` write the data stream
 * `<type>-<dataset>-<topic>`.
 */
export function elasticsearchIndex(config: Readonly<Record<string, string>>, topic: string): { index: string; from: string } {
  const mapped = list(config['topic.index.map'])
    .map((pair) => pair.split(':').map((s) => s.trim()))
    .find(([t]) => t === topic)?.[1];
  if (mapped) return { index: mapped, from: `topic.index.map ${topic}:${mapped}` };
  const type = config['data.stream.type'];
  const dataset = config['data.stream.dataset'];
  if (type && dataset && type.toUpperCase() !== 'NONE') {
    const index = `${type.toLowerCase()}-${dataset}-${topic.toLowerCase().slice(0, 100)}`;
    return { index, from: `data stream ${type.toLowerCase()}-${dataset}-<topic>` };
  }
  return { index: topic.toLowerCase().slice(0, 255).replace(/^[-_]/, ''), from: 'the topic' };
}

export function mapElasticsearch(b: Builder): void {
  const url = b.snapshot.config['connection.url'] ?? '';
  if (!url) {
    error(b, 'connection.url is not set, so the Elasticsearch cluster is not known');
    return;
  }
  const ns = `elasticsearch://${firstHostPort(url, 9200)}`;
  mapSink(b, (topic) => {
    const { index, from } = elasticsearchIndex(b.snapshot.config, topic);
    return { id: { namespace: ns, name: index }, ...(from === 'the topic' ? {} : { note: `index ${index} from ${from}` }) };
  });
}

export function mapObjectStore(b: Builder, kind: 's3-sink' | 'gcs-sink' | 'azure-blob-sink'): void {
  const config = b.snapshot.config;
  const store = kind === 's3-sink' ? 's3' : kind === 'gcs-sink' ? 'gcs' : 'azure';
  const format = (config['format.class'] ?? '')
    .split('.')
    .pop()
    ?.replace(/Format$/, '')
    .toLowerCase();
  mapSink(b, (topic) => {
    const id = objectStoreDataset(store, config, topic);
    if (!id) error(b, `the ${store} bucket/container is not set, so the written location is not known`);
    return id ? { id, extra: { storage: { storageLayer: store, ...(format ? { fileFormat: format } : {}) } } } : null;
  });
}
