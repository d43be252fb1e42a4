import type {
  ConnectField,
  ConnectorKind,
  ConnectorLineage,
  ConnectorSnapshot,
  DatasetId,
  InputFieldRef,
  LineageDataset,
  MappingContext,
  MappingProblem,
  SmtStep,
} from './connect-types.ts';
import { DEFAULT_PORTS, firstHostPort, jdbcTable, kafkaNamespace, objectStoreDataset, parseJdbcUrl } from './dataset-names.ts';
import { applyChain, fullMatch, identityFlow, invertChain, list, smtChain, toConnectFields, type FlowField, type SmtConfig } from './smt-chain.ts';

/** Connector classes the mapping knows, by their fully qualified name (and the shaded/renamed ones). */
export const CONNECTOR_CLASSES: Readonly<Record<string, ConnectorKind>> = {
  'io.debezium.connector.postgresql.PostgresConnector': 'debezium-postgres',
  'io.debezium.connector.mysql.MySqlConnector': 'debezium-mysql',
  'io.debezium.connector.sqlserver.SqlServerConnector': 'debezium-sqlserver',
  'io.debezium.connector.mongodb.MongoDbConnector': 'debezium-mongodb',
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

const SINKS = new Set<ConnectorKind>(['jdbc-sink', 's3-sink', 'gcs-sink', 'azure-blob-sink', 'iceberg-sink', 'elasticsearch-sink']);

// Converters that write no schema to a registry: the topic's fields cannot be read from outside.
const SCHEMALESS_CONVERTERS = new Set([
  'org.apache.kafka.connect.storage.StringConverter',
  'org.apache.kafka.connect.converters.ByteArrayConverter',
  'org.apache.kafka.connect.json.JsonConverter',
]);

interface Builder {
  snapshot: ConnectorSnapshot;
  ctx: MappingContext;
  chain: SmtConfig[];
  problems: MappingProblem[];
  steps: SmtStep[];
  inputs: LineageDataset[];
  outputs: LineageDataset[];
}

const warn = (b: Builder, message: string) => b.problems.push({ level: 'warning', message });
const error = (b: Builder, message: string) => b.problems.push({ level: 'error', message });

function addDataset(list: LineageDataset[], d: LineageDataset): void {
  if (!list.some((x) => x.namespace === d.namespace && x.name === d.name)) list.push(d);
}

function mergeSteps(b: Builder, steps: SmtStep[]): void {
  for (const s of steps) {
    const existing = b.steps.find((x) => x.alias === s.alias);
    if (!existing) b.steps.push({ ...s, effects: [...s.effects] });
    else for (const e of s.effects) if (!existing.effects.includes(e)) existing.effects.push(e);
  }
}

/** Why a topic's fields are not known, or its schema. */
function topicSchema(b: Builder, topic: string, bytesCopied = false): { fields: ConnectField[]; subject: string } | { reason: string } {
  const converter = b.snapshot.config['value.converter'];
  if (!bytesCopied && converter && SCHEMALESS_CONVERTERS.has(converter))
    return { reason: `value.converter ${converter} registers no schema, so the fields of ${topic} are not known` };
  const strategy = b.snapshot.config['value.converter.value.subject.name.strategy'];
  if (strategy && !strategy.endsWith('TopicNameStrategy'))
    return { reason: `subject name strategy ${strategy} names subjects by record type, which the config does not tell` };
  const lookup = b.ctx.schemaFor(topic);
  if (!lookup) return { reason: 'no Schema Registry was read' };
  if (lookup.kind === 'missing') return { reason: `the Schema Registry has no subject ${topic}-value` };
  if (lookup.kind === 'error') return { reason: lookup.message };
  const s = lookup.schema;
  return { fields: s.fields, subject: `${s.subject} v${s.version} (id ${s.id}, ${s.format})` };
}

/** Leaves of a flow, by dotted path. */
function leaves(fields: readonly FlowField[], prefix = ''): [string, FlowField][] {
  return fields.flatMap((f) => {
    const path = prefix ? `${prefix}.${f.name}` : f.name;
    return f.fields && f.fields.length > 0 ? leaves(f.fields, path) : [[path, f] as [string, FlowField]];
  });
}

function connectLeaves(fields: readonly ConnectField[], prefix = ''): string[] {
  return fields.flatMap((f) => {
    const path = prefix ? `${prefix}.${f.name}` : f.name;
    return f.fields && f.fields.length > 0 ? connectLeaves(f.fields, path) : [path];
  });
}

/** Column lineage of an output whose fields are `flow`, from `input`; restricted to `only` paths when given. */
function columnLineage(flow: readonly FlowField[], input: DatasetId, only?: readonly string[]): Record<string, InputFieldRef[]> {
  const keep = only ? new Set(only) : null;
  const out: Record<string, InputFieldRef[]> = {};
  for (const [path, f] of leaves(flow)) {
    if (f.from.length === 0 || (keep && !keep.has(path))) continue;
    out[path] = f.from.map((o) => ({
      namespace: input.namespace,
      name: input.name,
      field: o.path,
      transformations: o.transformations.length > 0 ? o.transformations : [{ type: 'DIRECT', subtype: 'IDENTITY', description: '', masking: false }],
    }));
  }
  return out;
}

/** Whole-match regexes of a config list; one that does not compile is reported and left out. */
function compileAll(b: Builder, regexes: readonly string[], key: string): RegExp[] {
  return regexes.flatMap((r) => {
    try {
      return [fullMatch(r)];
    } catch {
      error(b, `${key}: regex ${JSON.stringify(r)} does not compile`);
      return [];
    }
  });
}

/** Topics matching a comma-separated regex list (Connect's `topics.regex`, MirrorMaker's `topics`). */
function resolveTopics(b: Builder, regexes: string[], what: string, exclude: string[] = []): string[] {
  const inc = compileAll(b, regexes, what);
  const exc = compileAll(b, exclude, what);
  const matched = b.ctx.knownTopics.filter((t) => inc.some((r) => r.test(t)) && !exc.some((r) => r.test(t)));
  if (matched.length === 0) warn(b, `${what} ${regexes.join(',')} matches none of the ${b.ctx.knownTopics.length} known topics`);
  return [...new Set(matched)].sort();
}

function sinkTopics(b: Builder): string[] {
  const c = b.snapshot.config;
  if (c.topics && c['topics.regex']) error(b, 'both topics and topics.regex are set; Connect refuses such a config');
  if (c.topics) return list(c.topics);
  if (c['topics.regex']) return resolveTopics(b, [c['topics.regex']], 'topics.regex');
  error(b, 'a sink connector without topics or topics.regex reads nothing');
  return [];
}

/** A sink: every topic it reads, through the chain, into the dataset `target(routedTopic)` names. */
function mapSink(
  b: Builder,
  target: (topic: string) => { id: DatasetId; extra?: Partial<LineageDataset>; note?: string } | null,
  filterFields?: (fields: FlowField[]) => FlowField[],
): void {
  const kafka = b.ctx.kafkaNamespace;
  for (const topic of sinkTopics(b)) {
    const input: DatasetId = { namespace: kafka, name: topic };
    const schema = topicSchema(b, topic);
    const known = 'fields' in schema;
    addDataset(b.inputs, { ...input, fields: known ? schema.fields : null, ...(known ? { subject: schema.subject } : { datasetLevelReason: schema.reason }) });
    const result = applyChain(b.chain, topic, known ? identityFlow(schema.fields) : null);
    mergeSteps(b, result.steps);
    b.problems.push(...result.problems);
    const t = target(result.topic);
    if (!t) continue;
    if (t.note) b.problems.push({ level: 'info', message: t.note });
    const flow = result.fields && filterFields ? filterFields(result.fields) : result.fields;
    const reason = !known ? schema.reason : flow ? undefined : 'an SMT of the chain is not known, so the written fields cannot be derived';
    addDataset(b.outputs, {
      ...t.id,
      fields: flow ? toConnectFields(flow) : null,
      columnLineage: flow ? columnLineage(flow, input) : null,
      ...(reason ? { datasetLevelReason: reason } : {}),
      ...t.extra,
    });
  }
}

/** A source: each captured table or collection → its topic, columns derived from the topic's registry schema. */
function mapSourceTable(b: Builder, input: DatasetId, rawTopic: string, envelope: boolean): void {
  const routed = applyChain(b.chain, rawTopic, null);
  mergeSteps(b, routed.steps);
  const topic = routed.topic;
  const output: DatasetId = { namespace: b.ctx.kafkaNamespace, name: topic };
  const schema = topicSchema(b, topic);
  if (!('fields' in schema)) {
    addDataset(b.inputs, { ...input, fields: null, datasetLevelReason: schema.reason });
    addDataset(b.outputs, { ...output, fields: null, columnLineage: null, datasetLevelReason: schema.reason });
    return;
  }
  const before = invertChain(b.chain, schema.fields);
  for (const n of before.notes) b.problems.push({ level: 'info', message: n });
  const columns = before.fields && (envelope ? (before.fields.find((f) => f.name === 'after')?.fields ?? null) : before.fields);
  if (!columns) {
    const reason = before.fields
      ? `the topic schema (${schema.subject}) has no Debezium "after" struct to read the columns from`
      : 'an SMT of the chain is not known, so the columns cannot be derived';
    addDataset(b.inputs, { ...input, fields: null, datasetLevelReason: reason });
    addDataset(b.outputs, { ...output, fields: schema.fields, subject: schema.subject, columnLineage: null, datasetLevelReason: reason });
    return;
  }
  const cols = identityFlow(columns);
  // Debezium's envelope: before/after carry the row, the rest is change metadata from no column.
  const natural: FlowField[] = envelope
    ? [
        { name: 'before', type: 'STRUCT', optional: true, fields: cols, from: [] },
        { name: 'after', type: 'STRUCT', optional: true, fields: cols, from: [] },
        ...['source', 'op', 'ts_ms', 'transaction'].map((name) => ({ name, type: 'STRING', from: [] })),
      ]
    : cols;
  const result = applyChain(b.chain, rawTopic, natural);
  mergeSteps(b, result.steps);
  b.problems.push(...result.problems);
  addDataset(b.inputs, { ...input, fields: columns });
  addDataset(b.outputs, {
    ...output,
    fields: schema.fields,
    subject: schema.subject,
    columnLineage: result.fields ? columnLineage(result.fields, input, connectLeaves(schema.fields)) : null,
    ...(result.fields ? {} : { datasetLevelReason: 'an SMT of the chain is not known, so the topic fields cannot be traced to columns' }),
  });
}

const escapeDots = (s: string) => s.replace(/\\\./g, '.');
const isLiteral = (s: string) => !/[*+?()[\]{}|^$]/.test(s.replace(/\\\./g, ''));

/** Debezium's captured tables: include list entries are regexes over `schema.table` (or `db.table`), whole match. */
function debeziumTables(b: Builder, prefix: string, includeKey: string, excludeKey: string, parts: number): string[] {
  const c = b.snapshot.config;
  const include = list(c[includeKey]);
  const exclude = list(c[excludeKey]);
  const fromTopics = b.ctx.knownTopics
    .filter((t) => t.startsWith(`${prefix}.`))
    .map((t) => t.slice(prefix.length + 1))
    .filter((id) => id.split('.').length === parts);
  if (include.length > 0 && include.every(isLiteral) && exclude.length === 0) {
    return include.map(escapeDots);
  }
  const inc = compileAll(b, include, includeKey);
  const exc = compileAll(b, exclude, excludeKey);
  const ids = fromTopics.filter((id) => (inc.length === 0 || inc.some((r) => r.test(id))) && !exc.some((r) => r.test(id)));
  if (ids.length === 0) {
    warn(
      b,
      `${include.length > 0 ? `${includeKey} ${include.join(',')}` : `topic prefix ${prefix}`} matches none of the ${b.ctx.knownTopics.length} known topics`,
    );
  }
  return [...new Set(ids)].sort();
}

function mapDebezium(b: Builder, kind: ConnectorKind): void {
  const c = b.snapshot.config;
  const prefix = c['topic.prefix'] ?? c['database.server.name'];
  if (!prefix) {
    error(b, 'topic.prefix is not set, so the topics it writes are not known');
    return;
  }
  const host = `${c['database.hostname'] ?? ''}:${c['database.port'] ?? DEFAULT_PORTS[kind === 'debezium-postgres' ? 'postgres' : kind === 'debezium-mysql' ? 'mysql' : 'mssql']}`;
  if (kind === 'debezium-postgres') {
    const db = c['database.dbname'] ?? '';
    for (const id of debeziumTables(b, prefix, c['table.include.list'] ? 'table.include.list' : 'schema.include.list', 'table.exclude.list', 2)) {
      mapSourceTable(b, { namespace: `postgres://${host}`, name: `${db}.${id}` }, `${prefix}.${id}`, true);
    }
  } else if (kind === 'debezium-mysql') {
    for (const id of debeziumTables(b, prefix, c['table.include.list'] ? 'table.include.list' : 'database.include.list', 'table.exclude.list', 2)) {
      mapSourceTable(b, { namespace: `mysql://${host}`, name: id }, `${prefix}.${id}`, true);
    }
  } else if (kind === 'debezium-sqlserver') {
    const dbs = list(c['database.names'] ?? c['database.dbname']);
    for (const db of dbs) {
      for (const id of debeziumTables(b, `${prefix}.${db}`, 'table.include.list', 'table.exclude.list', 2)) {
        mapSourceTable(b, { namespace: `mssql://${host}`, name: `${db}.${id}` }, `${prefix}.${db}.${id}`, true);
      }
    }
    if (dbs.length === 0) error(b, 'database.names is not set, so the captured tables are not known');
  } else {
    const conn = c['mongodb.connection.string'] ?? c['mongodb.hosts'] ?? '';
    const ns = `mongodb://${firstHostPort(conn.replace(/^mongodb(\+srv)?:\/\/([^@/]*@)?/, ''), 27017)}`;
    for (const id of debeziumTables(
      b,
      prefix,
      c['collection.include.list'] ? 'collection.include.list' : 'database.include.list',
      'collection.exclude.list',
      2,
    )) {
      const input = { namespace: ns, name: id };
      const routed = applyChain(b.chain, `${prefix}.${id}`, null);
      mergeSteps(b, routed.steps);
      // Debezium writes a MongoDB document as one JSON string (`after`): there are no columns to trace.
      const reason = 'MongoDB change events carry the document as a JSON string, so there are no fields to trace';
      addDataset(b.inputs, { ...input, fields: null, datasetLevelReason: reason });
      addDataset(b.outputs, { namespace: b.ctx.kafkaNamespace, name: routed.topic, fields: null, columnLineage: null, datasetLevelReason: reason });
    }
  }
}

function mapJdbcSource(b: Builder): void {
  const c = b.snapshot.config;
  const target = parseJdbcUrl(c['connection.url'] ?? '');
  if (!target) {
    error(b, `connection.url ${JSON.stringify(c['connection.url'] ?? '')} is not a JDBC URL this mapping names`);
    return;
  }
  if (c.query) {
    // The query's tables are in SQL; naming its output topic is all the config says for sure.
    error(b, 'query mode: the tables are in the SQL query, which is not parsed; the output topic is reported without inputs');
    addDataset(b.outputs, {
      namespace: b.ctx.kafkaNamespace,
      name: c['topic.prefix'] ?? '',
      fields: null,
      columnLineage: null,
      datasetLevelReason: 'query mode',
    });
    return;
  }
  const tables = list(c['table.whitelist'] ?? c['table.include.list']);
  if (tables.length === 0) error(b, 'no table.whitelist / table.include.list: the tables it reads depend on the database and are not known');
  for (const table of tables) {
    const t = jdbcTable(target, table, c['schema.pattern'] ?? null);
    if (t.note) b.problems.push({ level: 'info', message: t.note });
    mapSourceTable(b, t.id, `${c['topic.prefix'] ?? ''}${table}`, false);
  }
}

function mapJdbcSink(b: Builder): void {
  const c = b.snapshot.config;
  const target = parseJdbcUrl(c['connection.url'] ?? '');
  if (!target) {
    error(b, `connection.url ${JSON.stringify(c['connection.url'] ?? '')} is not a JDBC URL this mapping names`);
    return;
  }
  const format = c['table.name.format'] ?? c['collection.name.format'] ?? '${topic}';
  const only = list(c['fields.whitelist'] ?? c['field.include.list']);
  mapSink(
    b,
    (topic) => jdbcTable(target, format.replace(/\$\{topic\}/g, topic), null),
    only.length > 0 ? (fields) => fields.filter((f) => only.includes(f.name) || only.some((o) => o.endsWith(`:${f.name}`))) : undefined,
  );
}

function mapIcebergSink(b: Builder): void {
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
      b.problems.push({ level: 'info', message: `iceberg.catalog.warehouse is not a URL; ${table} is named by its catalog name (${catalogName}) only` });
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

function mapMirror(b: Builder): void {
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
      addDataset(b.outputs, { ...output, fields: null, columnLineage: null, datasetLevelReason: schema.reason });
      continue;
    }
    const flow = identityFlow(schema.fields);
    addDataset(b.inputs, { ...input, fields: schema.fields, subject: schema.subject });
    addDataset(b.outputs, { ...output, fields: schema.fields, subject: schema.subject, columnLineage: columnLineage(flow, input) });
  }
}

// Keys the mapping reads; a config key one or two letters away from one of them is most likely a typo that
// Connect ignores silently, so the connector does something else than its author meant.
const READ_KEYS = [
  'topics',
  'topics.regex',
  'topic.prefix',
  'table.include.list',
  'table.exclude.list',
  'schema.include.list',
  'database.include.list',
  'collection.include.list',
  'collection.exclude.list',
  'database.names',
  'database.dbname',
  'database.hostname',
  'database.port',
  'connection.url',
  'table.name.format',
  'table.whitelist',
  's3.bucket.name',
  'gcs.bucket.name',
  'azblob.container.name',
  'azblob.account.name',
  'topics.dir',
  'iceberg.tables',
  'iceberg.catalog.warehouse',
  'iceberg.catalog.uri',
  'iceberg.catalog.type',
  'source.cluster.alias',
  'source.cluster.bootstrap.servers',
  'target.cluster.bootstrap.servers',
  'value.converter',
  'transforms',
];

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j] ?? 0;
      row[j] = Math.min(cur + 1, (row[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length] ?? 0;
}

function checkUnknownKeys(b: Builder): void {
  for (const key of Object.keys(b.snapshot.config)) {
    if (READ_KEYS.includes(key) || key.startsWith('transforms.')) continue;
    const near = READ_KEYS.find((k) => Math.abs(k.length - key.length) <= 2 && editDistance(k, key) <= 2);
    if (near) warn(b, `config key ${key} is not one Connect or the connector reads; did you mean ${near}? (the lineage is derived without it)`);
  }
}

/** Config keys that name a transform the `transforms` list does not, or a transform without a type. */
function checkTransformKeys(b: Builder): void {
  const aliases = new Set(list(b.snapshot.config.transforms));
  const orphans = new Set<string>();
  for (const key of Object.keys(b.snapshot.config)) {
    const m = /^transforms\.([^.]+)\./.exec(key);
    if (m?.[1] && !aliases.has(m[1])) orphans.add(m[1]);
  }
  for (const o of orphans) warn(b, `config keys transforms.${o}.* name a transform that "transforms" does not list: ignored, as Connect does`);
  for (const smt of b.chain) if (!smt.className) error(b, `transform ${smt.alias} has no transforms.${smt.alias}.type`);
}

/** The lineage one connector yields. Pure: everything it needs is in the snapshot and the context. */
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
    case 'azure-blob-sink': {
      const store = kind === 's3-sink' ? 's3' : kind === 'gcs-sink' ? 'gcs' : 'azure';
      const format = (snapshot.config['format.class'] ?? '')
        .split('.')
        .pop()
        ?.replace(/Format$/, '')
        .toLowerCase();
      mapSink(b, (topic) => {
        const id = objectStoreDataset(store, snapshot.config, topic);
        if (!id) error(b, `the ${store} bucket/container is not set, so the written location is not known`);
        return id ? { id, extra: { storage: { storageLayer: store, ...(format ? { fileFormat: format } : {}) } } } : null;
      });
      break;
    }
    case 'iceberg-sink':
      mapIcebergSink(b);
      break;
    case 'elasticsearch-sink': {
      const url = snapshot.config['connection.url'] ?? '';
      const ns = `elasticsearch://${firstHostPort(url, 9200)}`;
      if (!url) error(b, 'connection.url is not set, so the Elasticsearch cluster is not known');
      else mapSink(b, (topic) => ({ id: { namespace: ns, name: topic.toLowerCase() } }));
      break;
    }
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

function dedupe(problems: MappingProblem[]): MappingProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
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
