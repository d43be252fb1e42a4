import type { ConnectField, MappingProblem, SmtStep, TransformationStep } from './connect-types.ts';
import { CONNECT_TYPES } from './schema-parsers.ts';

/**
 * The SMT chain of a connector (`transforms=a,b` + `transforms.a.type=…`), applied to a record's shape: topic
 * names and fields, each field carrying the source fields it comes from and the transformations on the way.
 * Only the value side matters for column lineage; `$Key` variants are listed but change no value field.
 */

export interface FieldOrigin {
  /** Dotted path of the field in the record before the chain (for a source: the table column). */
  path: string;
  transformations: TransformationStep[];
}

export interface FlowField {
  name: string;
  type: string;
  optional?: boolean;
  doc?: string;
  fields?: FlowField[];
  /** Empty for a field the chain or the connector made up (InsertField, `__op`, Debezium metadata). */
  from: FieldOrigin[];
}

export interface SmtConfig {
  alias: string;
  className: string;
  props: Record<string, string>;
  predicate?: string;
  negate?: boolean;
}

export interface ChainResult {
  topic: string;
  /** `null` once a step whose effect on fields is unknown ran: the fields after it cannot be derived. */
  fields: FlowField[] | null;
  steps: SmtStep[];
  problems: MappingProblem[];
  /** True when the record is dropped for this topic by no step; always true here (Filter keeps the shape). */
}

export const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** The chain as configured, in order. */
export function smtChain(config: Readonly<Record<string, string>>): SmtConfig[] {
  return list(config.transforms).map((alias) => {
    const prefix = `transforms.${alias}.`;
    const props: Record<string, string> = {};
    for (const [k, v] of Object.entries(config)) if (k.startsWith(prefix) && k !== `${prefix}type`) props[k.slice(prefix.length)] = v;
    const predicate = config[`${prefix}predicate`];
    return {
      alias,
      className: config[`${prefix}type`] ?? '',
      props,
      ...(predicate ? { predicate, negate: config[`${prefix}negate`] === 'true' } : {}),
    };
  });
}

/** Initial flow fields from a schema: every field comes from itself, unchanged. */
export function identityFlow(fields: readonly ConnectField[], prefix = ''): FlowField[] {
  return fields.map((f) => {
    const path = prefix ? `${prefix}.${f.name}` : f.name;
    return {
      name: f.name,
      type: f.type,
      ...(f.optional ? { optional: true } : {}),
      ...(f.doc ? { doc: f.doc } : {}),
      ...(f.fields ? { fields: identityFlow(f.fields, path) } : {}),
      from: [{ path, transformations: [] }],
    };
  });
}

export function toConnectFields(fields: readonly FlowField[]): ConnectField[] {
  return fields.map((f) => ({
    name: f.name,
    type: f.type,
    ...(f.optional ? { optional: true } : {}),
    ...(f.doc ? { doc: f.doc } : {}),
    ...(f.fields ? { fields: toConnectFields(f.fields) } : {}),
  }));
}

const base = (className: string) =>
  className
    .replace(/\$(Key|Value)$/, '')
    .split('.')
    .pop() ?? className;
const side = (className: string): 'key' | 'value' | null => (className.endsWith('$Key') ? 'key' : className.endsWith('$Value') ? 'value' : null);

/** Java's replacement syntax (`$0`, `$1`, `${name}`, `\\$`) in JavaScript's (`$&`, `$1`, `$<name>`, `$$`). */
export function javaReplacement(replacement: string): string {
  return replacement.replace(/\\\$|\$\{(\w+)\}|\$0(?!\d)/g, (m: string, name: string | undefined) => (m === '\\$' ? '$$' : name ? `$<${name}>` : '$&'));
}

/** A Java regex that Connect uses with `matches()`: the whole topic must match. */
export function fullMatch(regex: string): RegExp {
  return new RegExp(`^(?:${regex.replace(/\(\?<(\w+)>/g, '(?<$1>')})$`);
}

// Cast targets are Connect's primitive types except bytes.
const CAST_TYPES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(CONNECT_TYPES).filter(([type]) => type !== 'bytes'));

function withStep(f: FlowField, step: TransformationStep, type?: string): FlowField {
  return {
    ...f,
    ...(type ? { type } : {}),
    from: f.from.map((o) => ({ ...o, transformations: [...o.transformations, step] })),
    ...(f.fields ? { fields: f.fields.map((c) => withStep(c, step)) } : {}),
  };
}

function madeUp(name: string, type: string): FlowField {
  return { name, type, optional: true, from: [] };
}

/** ExtractNewRecordState's `add.fields`: `source.ts_ms` becomes `__source_ts_ms`. */
function debeziumAddedFields(props: Record<string, string>): FlowField[] {
  const prefix = props['add.fields.prefix'] ?? '__';
  const added = list(props['add.fields']).map((f) =>
    madeUp(`${prefix}${f.replace(/\./g, '_')}`, f === 'op' || f === 'table' || f === 'db' || f === 'schema' ? 'STRING' : 'BIGINT'),
  );
  const rewrite = props['delete.handling.mode'] === 'rewrite' || /^rewrite/.test(props['delete.tombstone.handling.mode'] ?? '');
  return rewrite ? [...added, madeUp(`${prefix}deleted`, 'BOOLEAN')] : added;
}

type Step = (
  topic: string,
  fields: FlowField[] | null,
  smt: SmtConfig,
  effects: string[],
  problems: MappingProblem[],
) => { topic: string; fields: FlowField[] | null };

const renameTopic: Step = (topic, fields, smt, effects, problems) => {
  const regex = smt.props.regex ?? smt.props['topic.regex'];
  const replacement = smt.props.replacement ?? smt.props['topic.replacement'] ?? '';
  if (!regex) {
    problems.push({ level: 'warning', message: `${smt.alias} (${base(smt.className)}): no regex configured, topic unchanged` });
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

const STEPS: Record<string, Step> = {
  RegexRouter: renameTopic,
  ByLogicalTableRouter: renameTopic,
  TimestampRouter: (topic, fields, smt, effects) => {
    const format = smt.props['topic.format'] ?? '${topic}-${timestamp}';
    const ts = smt.props['timestamp.format'] ?? 'yyyyMMdd';
    const renamed = format.replace(/\$\{topic\}/g, topic).replace(/\$\{timestamp\}/g, `{${ts}}`);
    effects.push(`topic ${topic} → ${renamed} (one per ${ts} window, named by its pattern)`);
    return { topic: renamed, fields };
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
for (const name of ['InsertHeader', 'DropHeaders', 'HeaderFrom', 'ValueToKey', 'ExtractTopic']) {
  STEPS[name] = (topic, fields, _smt, effects) => {
    effects.push('headers or key only; value fields unchanged');
    return { topic, fields };
  };
}

/** Applies the chain to one record shape (a topic and its value fields). */
export function applyChain(chain: readonly SmtConfig[], topic: string, fields: FlowField[] | null): ChainResult {
  const steps: SmtStep[] = [];
  const problems: MappingProblem[] = [];
  let state = { topic, fields };
  for (const smt of chain) {
    const effects: string[] = [];
    const name = base(smt.className);
    const step = STEPS[name];
    if (smt.predicate) effects.push(`only for records where predicate ${smt.predicate} ${smt.negate ? 'does not hold' : 'holds'}; shown as if it applied`);
    if (!step) {
      problems.push({ level: 'warning', message: `SMT ${smt.alias} (${smt.className || 'no type'}) is not known: the fields after it cannot be derived` });
      steps.push({ alias: smt.alias, className: smt.className, effects: ['unknown: fields after it are not derived'], known: false });
      state = { topic: state.topic, fields: null };
      continue;
    }
    if (side(smt.className) === 'key' && name !== 'RegexRouter') {
      steps.push({ alias: smt.alias, className: smt.className, effects: ['applies to the record key; value fields unchanged'], known: true });
      continue;
    }
    state = step(state.topic, state.fields, smt, effects, problems);
    steps.push({ alias: smt.alias, className: smt.className, effects, known: true });
  }
  return { topic: state.topic, fields: state.fields, steps, problems };
}

/**
 * The shape a record had before the chain, from the shape after it (the registry's topic schema of a source
 * connector): renames undone, made-up fields removed, an unwrapped Debezium envelope wrapped again. Excluded
 * fields come back with an unknown type; fields a chain's `include` list dropped cannot be known.
 */
export function invertChain(chain: readonly SmtConfig[], fields: readonly ConnectField[]): { fields: ConnectField[] | null; notes: string[] } {
  let current: ConnectField[] | null = fields.map((f) => ({ ...f }));
  const notes: string[] = [];
  for (const smt of [...chain].reverse()) {
    if (!current) break;
    const name = base(smt.className);
    if (side(smt.className) === 'key') continue;
    switch (name) {
      case 'ReplaceField': {
        const renames = list(smt.props.renames).map((pair) => pair.split(':').map((s) => s.trim()) as [string, string]);
        current = current.map((f) => {
          const back = renames.find(([, to]) => to === f.name);
          return back ? { ...f, name: back[0] } : f;
        });
        for (const ex of list(smt.props.exclude ?? smt.props.blacklist)) current.push({ name: ex, type: 'UNKNOWN', optional: true });
        if (list(smt.props.include ?? smt.props.whitelist).length > 0) notes.push(`${smt.alias}: columns outside its include list are not known`);
        break;
      }
      case 'ExtractNewRecordState': {
        const added = new Set(debeziumAddedFields(smt.props).map((f) => f.name));
        const value: ConnectField[] = current.filter((f) => !added.has(f.name));
        current = [
          { name: 'before', type: 'STRUCT', optional: true, fields: value },
          { name: 'after', type: 'STRUCT', optional: true, fields: value },
        ];
        break;
      }
      case 'InsertField': {
        const names = new Set(
          ['topic.field', 'partition.field', 'offset.field', 'timestamp.field', 'static.field'].map((k) => (smt.props[k] ?? '').replace(/[!?]$/, '')),
        );
        current = current.filter((f) => !names.has(f.name));
        break;
      }
      case 'Cast':
      case 'TimestampConverter': {
        const touched = new Set(name === 'Cast' ? list(smt.props.spec).map((s) => s.split(':')[0]?.trim() ?? '') : [smt.props.field ?? '']);
        current = current.map((f) => (touched.has(f.name) ? { ...f, type: 'UNKNOWN' } : f));
        break;
      }
      case 'Flatten': {
        const delimiter = smt.props.delimiter ?? '.';
        const root: ConnectField[] = [];
        for (const f of current) {
          const parts = f.name.split(delimiter);
          let level = root;
          for (const p of parts.slice(0, -1)) {
            let node = level.find((x) => x.name === p);
            if (!node) {
              node = { name: p, type: 'STRUCT', fields: [] };
              level.push(node);
            }
            level = node.fields ?? (node.fields = []);
          }
          level.push({ ...f, name: parts[parts.length - 1] ?? f.name });
        }
        current = root;
        break;
      }
      case 'ExtractField':
        current = [{ name: smt.props.field ?? 'value', type: 'STRUCT', fields: current }];
        break;
      case 'HoistField':
        current = current[0]?.fields ?? current;
        break;
      default:
        if (!STEPS[name]) {
          notes.push(`${smt.alias} (${smt.className}) is not known: the record before it cannot be derived`);
          current = null;
        }
    }
  }
  return { fields: current, notes };
}
