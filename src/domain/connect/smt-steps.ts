import { CONNECT_TYPES } from './schema-parsers.ts';
import { debeziumAddedFields, fullMatch, javaReplacement, list, madeUp, smtBase, withStep, type FlowField, type Step } from './smt-flow.ts';

/**
 * What each known SMT does to a record's topic and value fields, by the SMT's simple class name. Semantics from
 * the Apache Kafka "Transformations" docs, Confluent's per-SMT references and Debezium's SMT docs
 * (docs/kafka-connect-lineage.md lists them).
 */

// Cast targets are Connect's primitive types except bytes.
const CAST_TYPES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(CONNECT_TYPES).filter(([type]) => type !== 'bytes'));

const renameTopic: Step = (topic, fields, smt, effects, problems) => {
  const regex = smt.props.regex ?? smt.props['topic.regex'];
  const replacement = smt.props.replacement ?? smt.props['topic.replacement'] ?? '';
  if (!regex) {
    problems.push({ level: 'warning', message: `${smt.alias} (${smtBase(smt.className)}): no regex configured, topic unchanged` });
    return { topic, fields };
  }
  let re: RegExp;
  try {
    re = fullMatch(regex);
  } catch (error) {
    problems.push({
      level: 'error',
      message: `${smt.alias}: regex ${JSON.stringify(regex)} does not compile: ${error instanceof Error ? error.message : String(error)}`,
    });
    return { topic, fields };
  }
  if (!re.test(topic)) {
    effects.push(`regex ${regex} does not match ${topic}: unchanged`);
    return { topic, fields };
  }
  const renamed = topic.replace(re, javaReplacement(replacement));
  effects.push(`topic ${topic} → ${renamed}`);
  return { topic: renamed, fields };
};

export const STEPS: Record<string, Step> = {
  RegexRouter: renameTopic,
  ByLogicalTableRouter: renameTopic,
  TimestampRouter: (topic, fields, smt, effects) => {
    const format = smt.props['topic.format'] ?? '${topic}-${timestamp}';
    const ts = smt.props['timestamp.format'] ?? 'yyyyMMdd';
    const renamed = format.replace(/\$\{topic\}/g, topic).replace(/\$\{timestamp\}/g, `{${ts}}`);
    effects.push(`topic ${topic} → ${renamed}: one per ${ts} window of each record's timestamp`);
    // The windows that exist depend on the records' timestamps, which the config does not tell.
    const topicUnknown = `${smt.alias} (TimestampRouter) names one topic per ${ts} window of each record's timestamp (${renamed}): the datasets written after it are not known from the config`;
    return { topic: renamed, fields, topicUnknown };
  },
  ReplaceField: (topic, fields, smt, effects) => {
    if (!fields) return { topic, fields };
    const exclude = new Set(list(smt.props.exclude ?? smt.props.blacklist));
    const include = new Set(list(smt.props.include ?? smt.props.whitelist));
    const renames = new Map(list(smt.props.renames).map((pair) => pair.split(':').map((s) => s.trim()) as [string, string]));
    const out = fields
      .filter((f) => !exclude.has(f.name) && (include.size === 0 || include.has(f.name)))
      .map((f) => (renames.has(f.name) ? { ...f, name: renames.get(f.name) ?? f.name } : f));
    for (const f of fields) if (!out.some((o) => o.from === f.from)) effects.push(`dropped ${f.name}`);
    for (const [a, b] of renames) if (fields.some((f) => f.name === a)) effects.push(`renamed ${a} → ${b}`);
    return { topic, fields: out };
  },
  ExtractNewRecordState: (topic, fields, smt, effects, problems) => {
    if (!fields) return { topic, fields };
    const after = fields.find((f) => f.name === 'after');
    if (!after?.fields) {
      problems.push({ level: 'warning', message: `${smt.alias}: the record has no "after" struct to unwrap; fields unchanged` });
      return { topic, fields };
    }
    const added = debeziumAddedFields(smt.props);
    effects.push(`unwrapped the Debezium envelope to "after" (${after.fields.length} fields)`);
    if (added.length > 0) effects.push(`added ${added.map((f) => f.name).join(', ')} (change metadata, from no column)`);
    return { topic, fields: [...after.fields, ...added] };
  },
  ExtractField: (topic, fields, smt, effects, problems) => {
    if (!fields) return { topic, fields };
    const name = smt.props.field ?? '';
    const field = fields.find((f) => f.name === name);
    if (!field) {
      problems.push({ level: 'warning', message: `${smt.alias} (ExtractField): field "${name}" is not in the record` });
      return { topic, fields: [] };
    }
    effects.push(`kept only ${name}`);
    return { topic, fields: field.fields ?? [field] };
  },
  HoistField: (topic, fields, smt, effects) => {
    if (!fields) return { topic, fields };
    const name = smt.props.field ?? 'value';
    effects.push(`wrapped the value in ${name}`);
    return { topic, fields: [{ name, type: 'STRUCT', fields, from: [] }] };
  },
  Flatten: (topic, fields, smt, effects) => {
    if (!fields) return { topic, fields };
    const delimiter = smt.props.delimiter ?? '.';
    const flat = (fs: FlowField[], prefix: string): FlowField[] =>
      fs.flatMap((f) => (f.fields ? flat(f.fields, `${prefix}${f.name}${delimiter}`) : [{ ...f, name: `${prefix}${f.name}` }]));
    const out = flat(fields, '');
    effects.push(`flattened nested fields with "${delimiter}"`);
    return { topic, fields: out };
  },
  Cast: (topic, fields, smt, effects) => {
    if (!fields) return { topic, fields };
    const specs = list(smt.props.spec).map((s) => s.split(':').map((x) => x.trim()));
    const whole = specs.length === 1 && specs[0]?.length === 1 ? specs[0][0] : undefined;
    const byField = new Map(specs.filter((s) => s.length === 2).map(([f, t]) => [f ?? '', t ?? '']));
    const out = fields.map((f) => {
      const target = whole ?? byField.get(f.name);
      if (!target) return f;
      effects.push(`cast ${f.name} ${f.type} → ${target}`);
      return withStep(
        f,
        { type: 'DIRECT', subtype: 'TRANSFORMATION', description: `Cast ${f.type} to ${target}`, masking: false },
        CAST_TYPES[target] ?? target.toUpperCase(),
      );
    });
    return { topic, fields: out };
  },
  TimestampConverter: (topic, fields, smt, effects) => {
    if (!fields) return { topic, fields };
    const field = smt.props.field ?? '';
    const target = smt.props['target.type'] ?? '';
    const type = target === 'string' ? 'STRING' : target === 'unix' ? 'BIGINT' : target.toUpperCase();
    const out = fields.map((f) => {
      if (f.name !== field) return f;
      effects.push(`converted ${f.name} to ${target}`);
      return withStep(f, { type: 'DIRECT', subtype: 'TRANSFORMATION', description: `TimestampConverter to ${target}`, masking: false }, type);
    });
    return { topic, fields: out };
  },
  MaskField: (topic, fields, smt, effects) => {
    if (!fields) return { topic, fields };
    const masked = new Set(list(smt.props.fields));
    const replacement = smt.props.replacement;
    const out = fields.map((f) => {
      if (!masked.has(f.name)) return f;
      effects.push(`masked ${f.name}`);
      const description = replacement === undefined ? "MaskField: replaced by the type's empty value" : `MaskField: replaced by ${JSON.stringify(replacement)}`;
      return withStep(f, { type: 'DIRECT', subtype: 'TRANSFORMATION', description, masking: true });
    });
    return { topic, fields: out };
  },
  InsertField: (topic, fields, smt, effects) => {
    if (!fields) return { topic, fields };
    const strip = (n: string) => n.replace(/[!?]$/, '');
    const kinds: [string, string][] = [
      ['topic.field', 'STRING'],
      ['partition.field', 'INT'],
      ['offset.field', 'BIGINT'],
      ['timestamp.field', 'TIMESTAMP'],
      ['static.field', 'STRING'],
    ];
    const added = kinds.filter(([k]) => smt.props[k]).map(([k, t]) => madeUp(strip(smt.props[k] ?? ''), t));
    for (const f of added) effects.push(`inserted ${f.name} (from no column)`);
    return { topic, fields: [...fields.filter((f) => !added.some((a) => a.name === f.name)), ...added] };
  },
  // Filters drop records, not fields; header and schema-name SMTs leave the value's fields alone.
  Filter: (topic, fields, _smt, effects) => {
    effects.push('drops some records; fields unchanged');
    return { topic, fields };
  },
  SetSchemaMetadata: (topic, fields, _smt, effects) => {
    effects.push('schema name/version only; fields unchanged');
    return { topic, fields };
  },
};
// Debezium's OpenLineage SMT only reports the record's topic and schema to Debezium's own lineage emitter.
STEPS.OpenLineage = (topic, fields, _smt, effects) => {
  effects.push("reports the topic to Debezium's own OpenLineage events; record unchanged");
  return { topic, fields };
};
for (const name of ['InsertHeader', 'DropHeaders', 'HeaderFrom', 'ValueToKey', 'ExtractTopic']) {
  STEPS[name] = (topic, fields, _smt, effects) => {
    effects.push('headers or key only; value fields unchanged');
    return { topic, fields };
  };
}
