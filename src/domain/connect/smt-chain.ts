import type { MappingProblem, SmtStep } from './connect-types.ts';
import { list, smtBase, smtSide, type FlowField, type SmtConfig, type StepResult } from './smt-flow.ts';
import { STEPS } from './smt-steps.ts';
import { predicateGate } from './smt-predicates.ts';

/**
 * The SMT chain of a connector (`transforms=a,b` + `transforms.a.type=…`), applied to a record's shape: topic
 * names and fields, each field carrying the source fields it comes from and the transformations on the way.
 * Only the value side matters for column lineage; `$Key` variants are listed but change no value field.
 */

export interface ChainResult {
  topic: string;
  /** `null` once a step whose effect on fields is unknown ran: the fields after it cannot be derived. */
  fields: FlowField[] | null;
  steps: SmtStep[];
  problems: MappingProblem[];
  /** Why the topic after the chain is not known (named per record, or by an unknown SMT that may rename it). */
  topicUnknown?: string;
}

// An unknown SMT whose class name speaks of topics or routing may rename the topic; others are taken to keep it.
const MAY_RENAME = /topic|rout/i;

export function smtChain(config: Readonly<Record<string, string>>): SmtConfig[] {
  return list(config.transforms).map((alias) => {
    const prefix = `transforms.${alias}.`;
    const props: Record<string, string> = {};
    for (const [k, v] of Object.entries(config)) if (k.startsWith(prefix) && k !== `${prefix}type`) props[k.slice(prefix.length)] = v;
    const predicate = config[`${prefix}predicate`];
    const predicateProps: Record<string, string> = {};
    const pPrefix = `predicates.${predicate ?? ''}.`;
    if (predicate)
      for (const [k, v] of Object.entries(config)) if (k.startsWith(pPrefix) && k !== `${pPrefix}type`) predicateProps[k.slice(pPrefix.length)] = v;
    return {
      alias,
      className: config[`${prefix}type`] ?? '',
      props,
      ...(predicate ? { predicate, negate: config[`${prefix}negate`] === 'true', predicateClass: config[`${pPrefix}type`] ?? '', predicateProps } : {}),
    };
  });
}

/** Whether a known SMT exists for a class (its simple name, `$Key`/`$Value` stripped). */
export const knownSmt = (name: string): boolean => name in STEPS;

/** Dotted paths of a flow's leaves: the fields a reader would lose track of. */
function leafPaths(fields: readonly FlowField[], prefix = ''): string[] {
  return fields.flatMap((f) => {
    const path = prefix ? `${prefix}.${f.name}` : f.name;
    return f.fields && f.fields.length > 0 ? leafPaths(f.fields, path) : [path];
  });
}

/** Applies the chain to one record shape (a topic and its value fields). */
export function applyChain(chain: readonly SmtConfig[], topic: string, fields: FlowField[] | null): ChainResult {
  const steps: SmtStep[] = [];
  const problems: MappingProblem[] = [];
  let state: StepResult = { topic, fields };
  for (const smt of chain) {
    const effects: string[] = [];
    const name = smtBase(smt.className);
    const step = STEPS[name];
    const gate = predicateGate(smt, state.topic);
    if (gate.kind === 'skip') {
      steps.push({ alias: smt.alias, className: smt.className, effects: [gate.effect], known: true });
      continue;
    }
    if (gate.kind === 'per-record') effects.push(gate.effect);
    if (!step) {
      const lost = state.fields ? leafPaths(state.fields) : [];
      problems.push({ level: 'warning', message: `SMT ${smt.alias} (${smt.className || 'no type'}) is not known: the fields after it cannot be derived` });
      steps.push({
        alias: smt.alias,
        className: smt.className,
        effects: [...effects, 'unknown: fields after it are not derived'],
        known: false,
        ...(lost.length > 0 ? { lostFields: lost } : {}),
      });
      const renames = MAY_RENAME.test(name) && !state.topicUnknown;
      const topicUnknown = renames
        ? `SMT ${smt.alias} (${smt.className}) is not known and may rename the topic: the datasets written after it are not known`
        : state.topicUnknown;
      state = { topic: state.topic, fields: null, ...(topicUnknown ? { topicUnknown } : {}) };
      continue;
    }
    if (smtSide(smt.className) === 'key' && name !== 'RegexRouter') {
      steps.push({ alias: smt.alias, className: smt.className, effects: ['applies to the record key; value fields unchanged'], known: true });
      continue;
    }
    const next = step(state.topic, state.fields, smt, effects, problems);
    const topicUnknown = state.topicUnknown ?? next.topicUnknown;
    state = { topic: next.topic, fields: next.fields, ...(topicUnknown ? { topicUnknown } : {}) };
    steps.push({ alias: smt.alias, className: smt.className, effects, known: true });
  }
  return { ...state, steps, problems };
}
