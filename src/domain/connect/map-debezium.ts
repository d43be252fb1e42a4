import type { ConnectorKind, DatasetId } from './connect-types.ts';
import { DEFAULT_PORTS, firstHostPort } from './dataset-names.ts';
import { capturedIds, type CaptureSpec } from './include-lists.ts';
import { invertChain } from './invert-chain.ts';
import { addDataset, addOutput, columnLineage, connectLeaves, error, info, mergeSteps, topicSchema, warn, type Builder } from './mapping-builder.ts';
import { mapOutboxTable, outboxRouterIndex } from './outbox-router.ts';
import { applyChain } from './smt-chain.ts';
import { columnFlow, list, type FlowField } from './smt-flow.ts';

/**
 * Source connectors: each captured table or collection → its topic, columns derived from the topic's registry
 * schema read back through the SMT chain. Debezium's envelope (`before`/`after` carry the row) or a plain row.
 */
export function mapSourceTable(b: Builder, input: DatasetId, rawTopic: string, envelope: boolean): void {
  const router = outboxRouterIndex(b.chain, rawTopic);
  if (router >= 0) {
    mapOutboxTable(b, input, rawTopic, router);
    return;
  }
  const routed = applyChain(b.chain, rawTopic, null);
  mergeSteps(b, routed.steps);
  if (routed.topicUnknown) {
    if (!b.problems.some((p) => p.message === routed.topicUnknown)) warn(b, routed.topicUnknown);
    addDataset(b.inputs, { ...input, fields: null, datasetLevelReason: routed.topicUnknown });
    return;
  }
  const output: DatasetId = { namespace: b.ctx.kafkaNamespace, name: routed.topic };
  const schema = topicSchema(b, routed.topic);
  if (!('fields' in schema)) {
    addDataset(b.inputs, { ...input, fields: null, datasetLevelReason: schema.reason });
    addOutput(b, { ...output, fields: null, columnLineage: null, datasetLevelReason: schema.reason });
    return;
  }
  const before = invertChain(b.chain, schema.fields);
  for (const n of before.notes) info(b, n);
  const columns = before.fields && (envelope ? (before.fields.find((f) => f.name === 'after')?.fields ?? null) : before.fields);
  if (!columns) {
    const unknownStep = b.steps.find((s) => !s.known);
    // The topic's fields are known, but not which column each comes from: say which ones on the unknown step.
    if (unknownStep && !before.fields) unknownStep.lostFields = connectLeaves(schema.fields);
    const reason = before.fields
      ? `the topic schema (${schema.subject}) has no Debezium "after" struct to read the columns from`
      : 'an SMT of the chain is not known, so the columns cannot be derived';
    addDataset(b.inputs, { ...input, fields: null, datasetLevelReason: reason });
    addOutput(b, { ...output, fields: schema.fields, subject: schema.subject, columnLineage: null, datasetLevelReason: reason });
    return;
  }
  const cols = columnFlow(columns);
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
  addOutput(b, {
    ...output,
    fields: schema.fields,
    subject: schema.subject,
    columnLineage: result.fields ? columnLineage(result.fields, input, connectLeaves(schema.fields)) : null,
    ...(result.fields ? {} : { datasetLevelReason: 'an SMT of the chain is not known, so the topic fields cannot be traced to columns' }),
  });
}

/** `<outer>.include.list` on the id's first part, `<inner>.include.list` on the whole id (and their excludes). */
const twoLevels = (prefix: string, outer: 'schema' | 'database', inner: 'table' | 'collection'): CaptureSpec => ({
  prefix,
  parts: 2,
  levels: [
    { include: `${outer}.include.list`, exclude: `${outer}.exclude.list`, subject: (p) => [p[0] ?? ''] },
    { include: `${inner}.include.list`, exclude: `${inner}.exclude.list`, subject: (p) => [p.join('.')] },
  ],
});

function mapMongo(b: Builder, prefix: string): void {
  const c = b.snapshot.config;
  const conn = c['mongodb.connection.string'] ?? c['mongodb.hosts'] ?? '';
  const ns = `mongodb://${firstHostPort(conn.replace(/^mongodb(\+srv)?:\/\/([^@/]*@)?/, ''), 27017)}`;
  for (const id of capturedIds(b, twoLevels(prefix, 'database', 'collection'))) {
    const routed = applyChain(b.chain, `${prefix}.${id}`, null);
    mergeSteps(b, routed.steps);
    // Debezium writes a MongoDB document as one JSON string (`after`): there are no columns to trace.
    const reason = 'MongoDB change events carry the document as a JSON string, so there are no fields to trace';
    addDataset(b.inputs, { namespace: ns, name: id, fields: null, datasetLevelReason: reason });
    addOutput(b, { namespace: b.ctx.kafkaNamespace, name: routed.topic, fields: null, columnLineage: null, datasetLevelReason: reason });
  }
}

/** Debezium's PostgreSQL, MySQL, SQL Server and MongoDB connectors: topics `<topic.prefix>.<id>`. */
export function mapDebezium(b: Builder, kind: ConnectorKind): void {
  const c = b.snapshot.config;
  const prefix = c['topic.prefix'] ?? c['database.server.name'];
  if (!prefix) {
    error(b, 'topic.prefix is not set, so the topics it writes are not known');
    return;
  }
  if (kind === 'debezium-mongodb') {
    mapMongo(b, prefix);
    return;
  }
  const scheme = kind === 'debezium-postgres' ? 'postgres' : kind === 'debezium-mysql' ? 'mysql' : kind === 'debezium-oracle' ? 'oracle' : 'mssql';
  const host = `${c['database.hostname'] ?? ''}:${c['database.port'] ?? DEFAULT_PORTS[scheme]}`;
  if (kind === 'debezium-postgres') {
    const db = c['database.dbname'] ?? '';
    for (const id of capturedIds(b, twoLevels(prefix, 'schema', 'table')))
      mapSourceTable(b, { namespace: `postgres://${host}`, name: `${db}.${id}` }, `${prefix}.${id}`, true);
  } else if (kind === 'debezium-oracle') {
    // Oracle's topics are `<prefix>.<SCHEMA>.<TABLE>`; the naming spec's name is `<service>.<schema>.<table>`, the
    // service being the PDB when the connector reads one.
    const service = c['database.pdb.name'] ?? c['database.dbname'] ?? '';
    for (const id of capturedIds(b, twoLevels(prefix, 'schema', 'table')))
      mapSourceTable(b, { namespace: `oracle://${host}`, name: `${service}.${id}` }, `${prefix}.${id}`, true);
  } else if (kind === 'debezium-mysql') {
    for (const id of capturedIds(b, twoLevels(prefix, 'database', 'table')))
      mapSourceTable(b, { namespace: `mysql://${host}`, name: id }, `${prefix}.${id}`, true);
  } else {
    const dbs = list(c['database.names'] ?? c['database.dbname']);
    if (dbs.length === 0) error(b, 'database.names is not set, so the captured tables are not known');
    for (const db of dbs) {
      // SQL Server's table lists name `schema.table`; with several databases, `db.schema.table` is accepted too.
      const spec: CaptureSpec = {
        prefix: `${prefix}.${db}`,
        parts: 2,
        levels: [{ include: 'table.include.list', exclude: 'table.exclude.list', subject: (p) => [p.join('.'), `${db}.${p.join('.')}`] }],
      };
      for (const id of capturedIds(b, spec)) mapSourceTable(b, { namespace: `mssql://${host}`, name: `${db}.${id}` }, `${prefix}.${db}.${id}`, true);
    }
  }
}
