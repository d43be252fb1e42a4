import type { ConnectField, ConnectorSnapshot, DatasetId, InputFieldRef, LineageDataset, MappingContext, MappingProblem, SmtStep } from './connect-types.ts';
import { SCHEMALESS_CONVERTERS } from './connector-classes.ts';
import { applyChain } from './smt-chain.ts';
import { fullMatch, identityFlow, list, toConnectFields, type FlowField, type SmtConfig } from './smt-flow.ts';

/**
 * The lineage of one connector while it is being mapped, and the helpers every connector kind shares: datasets
 * added once (an output several topics write is merged, not replaced), registry schemas with the reason when
 * there is none, column lineage from a flow, and the topics a sink reads.
 */
export interface Builder {
  snapshot: ConnectorSnapshot;
  ctx: MappingContext;
  chain: SmtConfig[];
  problems: MappingProblem[];
  steps: SmtStep[];
  inputs: LineageDataset[];
  outputs: LineageDataset[];
}

export const warn = (b: Builder, message: string) => b.problems.push({ level: 'warning', message });
export const error = (b: Builder, message: string) => b.problems.push({ level: 'error', message });
export const info = (b: Builder, message: string) => b.problems.push({ level: 'info', message });

export function addDataset(list: LineageDataset[], d: LineageDataset): void {
  if (!list.some((x) => x.namespace === d.namespace && x.name === d.name)) list.push(d);
}

const sameRef = (a: InputFieldRef, b: InputFieldRef) => a.namespace === b.namespace && a.name === b.name && a.field === b.field;

function mergeFields(a: ConnectField[], b: readonly ConnectField[]): ConnectField[] {
  const out = [...a];
  for (const f of b) if (!out.some((x) => x.name === f.name)) out.push(f);
  return out;
}

/**
 * An output several inputs write (fan-in: topics routed into one table): every input's fields and column
 * lineage reach it. An input whose fields are not known leaves the output partly traced, said in its reason.
 */
export function addOutput(b: Builder, d: LineageDataset): void {
  const existing = b.outputs.find((x) => x.namespace === d.namespace && x.name === d.name);
  if (!existing) {
    b.outputs.push(d);
    return;
  }
  if (d.fields) existing.fields = existing.fields ? mergeFields(existing.fields, d.fields) : [...d.fields];
  if (d.columnLineage) {
    const merged: Record<string, InputFieldRef[]> = { ...(existing.columnLineage ?? {}) };
    for (const [field, refs] of Object.entries(d.columnLineage)) {
      const have = merged[field] ?? [];
      merged[field] = [...have, ...refs.filter((r) => !have.some((h) => sameRef(h, r)))];
    }
    existing.columnLineage = merged;
  }
  const reasons = [existing.datasetLevelReason, d.datasetLevelReason].filter((r): r is string => Boolean(r));
  if (reasons.length > 0) existing.datasetLevelReason = [...new Set(reasons)].join('; ');
  if (d.subject && existing.subject !== d.subject) existing.subject = existing.subject ? `${existing.subject}; ${d.subject}` : d.subject;
}

export function mergeSteps(b: Builder, steps: SmtStep[]): void {
  for (const s of steps) {
    const existing = b.steps.find((x) => x.alias === s.alias);
    if (!existing) b.steps.push({ ...s, effects: [...s.effects], ...(s.lostFields ? { lostFields: [...s.lostFields] } : {}) });
    else {
      for (const e of s.effects) if (!existing.effects.includes(e)) existing.effects.push(e);
      for (const f of s.lostFields ?? []) if (!existing.lostFields?.includes(f)) existing.lostFields = [...(existing.lostFields ?? []), f];
    }
  }
}

/** A topic's value fields from the registry, or why they are not known. */
export function topicSchema(b: Builder, topic: string, bytesCopied = false): { fields: ConnectField[]; subject: string } | { reason: string } {
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

export function connectLeaves(fields: readonly ConnectField[], prefix = ''): string[] {
  return fields.flatMap((f) => {
    const path = prefix ? `${prefix}.${f.name}` : f.name;
    return f.fields && f.fields.length > 0 ? connectLeaves(f.fields, path) : [path];
  });
}

const IDENTITY = { type: 'DIRECT', subtype: 'IDENTITY', description: '', masking: false } as const;

/** Column lineage of an output whose fields are `flow`, from `input`; restricted to `only` paths when given. */
export function columnLineage(flow: readonly FlowField[], input: DatasetId, only?: readonly string[]): Record<string, InputFieldRef[]> {
  const keep = only ? new Set(only) : null;
  const out: Record<string, InputFieldRef[]> = {};
  for (const [path, f] of leaves(flow)) {
    if (f.from.length === 0 || (keep && !keep.has(path))) continue;
    out[path] = f.from.map((o) => ({
      namespace: input.namespace,
      name: input.name,
      field: o.path,
      transformations: o.transformations.length > 0 ? o.transformations : [{ ...IDENTITY }],
    }));
  }
  return out;
}

/** Whole-match regexes of a config list; one that does not compile is reported and left out. */
export function compileAll(b: Builder, regexes: readonly string[], key: string, flags = ''): RegExp[] {
  return regexes.flatMap((r) => {
    try {
      return [fullMatch(r, flags)];
    } catch {
      error(b, `${key}: regex ${JSON.stringify(r)} does not compile`);
      return [];
    }
  });
}

/** Topics matching a comma-separated regex list (Connect's `topics.regex`, MirrorMaker's `topics`). */
export function resolveTopics(b: Builder, regexes: string[], what: string, exclude: string[] = []): string[] {
  const inc = compileAll(b, regexes, what);
  const exc = compileAll(b, exclude, what);
  const matched = b.ctx.knownTopics.filter((t) => inc.some((r) => r.test(t)) && !exc.some((r) => r.test(t)));
  if (matched.length === 0) warn(b, `${what} ${regexes.join(',')} matches none of the ${b.ctx.knownTopics.length} known topics`);
  return [...new Set(matched)].sort();
}

export function sinkTopics(b: Builder): string[] {
  const c = b.snapshot.config;
  if (c.topics && c['topics.regex']) error(b, 'both topics and topics.regex are set; Connect refuses such a config');
  if (c.topics) return list(c.topics);
  if (c['topics.regex']) return resolveTopics(b, [c['topics.regex']], 'topics.regex');
  error(b, 'a sink connector without topics or topics.regex reads nothing');
  return [];
}

export interface SinkTarget {
  id: DatasetId;
  extra?: Partial<LineageDataset>;
  note?: string;
}

/** A sink: every topic it reads, through the chain, into the dataset `target(routedTopic)` names. */
export function mapSink(b: Builder, target: (topic: string) => SinkTarget | null, filterFields?: (fields: FlowField[]) => FlowField[]): void {
  const kafka = b.ctx.kafkaNamespace;
  for (const topic of sinkTopics(b)) {
    const input: DatasetId = { namespace: kafka, name: topic };
    const schema = topicSchema(b, topic);
    const known = 'fields' in schema;
    addDataset(b.inputs, { ...input, fields: known ? schema.fields : null, ...(known ? { subject: schema.subject } : { datasetLevelReason: schema.reason }) });
    const result = applyChain(b.chain, topic, known ? identityFlow(schema.fields) : null);
    mergeSteps(b, result.steps);
    b.problems.push(...result.problems);
    if (result.topicUnknown) {
      // Stay dataset-level on the topic read: a written dataset named from a pattern would be a guess.
      if (!b.problems.some((p) => p.message === result.topicUnknown)) warn(b, result.topicUnknown);
      continue;
    }
    const t = target(result.topic);
    if (!t) continue;
    if (t.note) info(b, t.note);
    const flow = result.fields && filterFields ? filterFields(result.fields) : result.fields;
    const reason = !known ? schema.reason : flow ? undefined : 'an SMT of the chain is not known, so the written fields cannot be derived';
    addOutput(b, {
      ...t.id,
      fields: flow ? toConnectFields(flow) : null,
      columnLineage: flow ? columnLineage(flow, input) : null,
      ...(reason ? { datasetLevelReason: reason } : {}),
      ...t.extra,
    });
  }
}
