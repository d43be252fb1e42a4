import type { ConnectField, DatasetId, InputFieldRef, TransformationStep } from './connect-types.ts';
import { addDataset, addOutput, connectLeaves, error, mergeSteps, topicSchema, type Builder } from './mapping-builder.ts';
import { applyChain } from './smt-chain.ts';
import { list, smtBase, type SmtConfig } from './smt-flow.ts';
import { predicateGate } from './smt-predicates.ts';

/**
 * Debezium's outbox EventRouter (`io.debezium.transforms.outbox.EventRouter`): every row of the outbox table is
 * re-routed to a topic named from one of its columns (`route.by.field`, default `aggregatetype`) through
 * `route.topic.regex` (default `(?<routedByValue>.*)`) and `route.topic.replacement` (default
 * `outbox.event.${routedByValue}`). The outbox table's own topic is never written. The routed topics depend on the
 * rows' values, so they are the active topics (and registry subjects) the replacement can produce; the value is
 * the payload column (`table.field.event.payload`), the key the `table.field.event.key` column (`aggregateid`).
 */

const DEFAULTS = {
  routeBy: 'aggregatetype',
  regex: '(?<routedByValue>.*)',
  replacement: 'outbox.event.${routedByValue}',
  key: 'aggregateid',
  payload: 'payload',
  id: 'id',
};

const isEventRouter = (smt: SmtConfig) => smtBase(smt.className) === 'EventRouter' && smt.className.includes('outbox');

/** The index of an EventRouter that applies to the table's topic, or -1. */
export function outboxRouterIndex(chain: readonly SmtConfig[], rawTopic: string): number {
  return chain.findIndex((smt) => isEventRouter(smt) && predicateGate(smt, rawTopic).kind !== 'skip');
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex matching every topic a Java replacement can produce: its group references stand for any text. */
export function replacementPattern(replacement: string): { regex: RegExp; constant: boolean } {
  const parts = replacement.split(/(\$\{\w+\}|\$\d+)/);
  const constant = parts.length === 1;
  return { regex: new RegExp(`^${parts.map((p, i) => (i % 2 === 1 ? '(.+)' : escapeRegex(p.replace(/\\\$/g, '$')))).join('')}$`), constant };
}

const IDENTITY: TransformationStep = { type: 'DIRECT', subtype: 'IDENTITY', description: '', masking: false };

/** `column:placement[:alias]` entries of `table.fields.additional.placement`. */
function placements(props: Record<string, string>): { column: string; placement: string; alias: string }[] {
  return list(props['table.fields.additional.placement']).map((entry) => {
    const [column = '', placement = '', alias] = entry.split(':').map((s) => s.trim());
    return { column, placement, alias: alias ?? column };
  });
}

export function mapOutboxTable(b: Builder, input: DatasetId, rawTopic: string, index: number): void {
  const router = b.chain[index] as SmtConfig;
  const p = router.props;
  const routeBy = p['route.by.field'] ?? DEFAULTS.routeBy;
  const replacement = p['route.topic.replacement'] ?? DEFAULTS.replacement;
  const keyColumn = p['table.field.event.key'] ?? DEFAULTS.key;
  const payloadColumn = p['table.field.event.payload'] ?? DEFAULTS.payload;
  const extra = placements(p);
  const envelope = extra.filter((e) => e.placement === 'envelope');
  const expand = p['table.expand.json.payload'] === 'true';
  // Steps before the router only rename the table's own topic, which is never written.
  mergeSteps(b, applyChain(b.chain.slice(0, index), rawTopic, null).steps);
  const columns: ConnectField[] = [
    ...new Set([
      p['table.field.event.id'] ?? DEFAULTS.id,
      routeBy,
      keyColumn,
      payloadColumn,
      ...extra.map((e) => e.column),
      p['table.field.event.timestamp'] ?? '',
    ]),
  ]
    .filter(Boolean)
    .map((name) => ({ name, type: 'UNKNOWN' }));
  const { regex, constant } = replacementPattern(replacement);
  const routed = constant ? [replacement] : b.ctx.knownTopics.filter((t) => regex.test(t) && t !== rawTopic);
  b.steps.push({
    alias: router.alias,
    className: router.className,
    effects: [
      `routes each row of ${input.name} by column ${routeBy}: ${replacement} → ${routed.length > 0 ? routed.join(', ') : 'no active topic'}; the table's own topic ${rawTopic} is not written`,
      `value ← ${payloadColumn}${expand ? ' (JSON expanded)' : ''}${envelope.length > 0 ? ` with ${envelope.map((e) => `${e.alias} ← ${e.column}`).join(', ')}` : ''}; key ← ${keyColumn}`,
    ],
    known: true,
  });
  addDataset(b.inputs, { ...input, fields: columns });
  if (routed.length === 0) {
    error(
      b,
      `${router.alias} (EventRouter): no active topic or registry subject matches ${replacement}; the routed topics are named by the ${routeBy} value of each row, so they are not known until written, and no output is named`,
    );
    return;
  }
  const ref = (field: string, step: TransformationStep): InputFieldRef => ({ ...input, field, transformations: [step] });
  const payloadStep: TransformationStep = expand
    ? { type: 'DIRECT', subtype: 'TRANSFORMATION', description: `EventRouter: parsed from the JSON in ${payloadColumn}`, masking: false }
    : IDENTITY;
  for (const topic of routed.sort()) {
    const output: DatasetId = { namespace: b.ctx.kafkaNamespace, name: topic };
    mergeSteps(b, applyChain(b.chain.slice(index + 1), topic, null).steps);
    const keyLineage = [ref(keyColumn, IDENTITY)];
    const schema = topicSchema(b, topic);
    if (!('fields' in schema)) {
      addOutput(b, { ...output, fields: null, columnLineage: null, keyLineage, datasetLevelReason: schema.reason });
      continue;
    }
    const lineage: Record<string, InputFieldRef[]> = {};
    for (const path of connectLeaves(schema.fields)) {
      const top = path.split('.')[0] ?? path;
      const placed = envelope.find((e) => e.alias === top && path === top);
      lineage[path] = [placed ? ref(placed.column, IDENTITY) : ref(payloadColumn, payloadStep)];
    }
    addOutput(b, {
      ...output,
      fields: schema.fields,
      subject: schema.subject,
      keyLineage,
      columnLineage: lineage,
      ...(Object.keys(lineage).length === 0 ? { datasetLevelReason: `the value of ${topic} is the ${payloadColumn} column as a whole, with no fields` } : {}),
    });
  }
}
