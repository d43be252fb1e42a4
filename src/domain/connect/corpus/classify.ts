import type { ConnectorLineage, InputFieldRef, LineageDataset } from '../connect-types.ts';
import type { CorpusCase, ExpectedColumns } from './corpus-types.ts';

/**
 * Compares what the mapping answered for a case with what the case expects: `right` (datasets and column lineage
 * as expected), `unsupported-and-said` (a case whose datasets cannot be known: the mapping said why, named nothing
 * beyond what may be named and gave no column lineage), or `wrong`, with the differences.
 */

export type Verdict = 'right' | 'wrong' | 'unsupported-and-said';

export interface Outcome {
  verdict: Verdict;
  /** Why it is wrong, one line per difference. */
  diffs: string[];
}

const id = (d: LineageDataset) => `${d.namespace} ${d.name}`;

function mark(ref: InputFieldRef): string {
  if (ref.transformations.some((t) => t.masking)) return ' (masked)';
  return ref.transformations.some((t) => t.subtype !== 'IDENTITY') ? ' (transformed)' : '';
}

/** The mapping's column lineage of an output in the expectations' notation; null when it has none. */
function columnsOf(d: LineageDataset): ExpectedColumns | null {
  const entries = Object.entries(d.columnLineage ?? {});
  if (entries.length === 0) return null;
  return Object.fromEntries(entries.map(([field, refs]) => [field, refs.map((r) => `${r.namespace} ${r.name} ${r.field}${mark(r)}`).sort()]));
}

function setDiff(what: string, expected: readonly string[], actual: readonly string[]): string[] {
  const missing = expected.filter((e) => !actual.includes(e));
  const extra = actual.filter((a) => !expected.includes(a));
  return [
    ...(missing.length > 0 ? [`${what} missing: ${missing.join(', ')}`] : []),
    ...(extra.length > 0 ? [`${what} not expected: ${extra.join(', ')}`] : []),
  ];
}

function columnDiff(output: string, expected: ExpectedColumns, actual: ExpectedColumns | null): string[] {
  if (!actual) return [`${output}: no column lineage, expected ${Object.keys(expected).length} fields`];
  const diffs = setDiff(`${output} fields`, Object.keys(expected), Object.keys(actual));
  for (const [field, refs] of Object.entries(expected)) {
    const got = actual[field];
    if (got && [...refs].sort().join('|') !== got.join('|')) diffs.push(`${output} ${field} <- ${got.join(' + ')}; expected ${[...refs].sort().join(' + ')}`);
  }
  return diffs;
}

/** Every line the mapping says about the connector: its problems and each dataset's reason for staying dataset-level. */
const saidLines = (l: ConnectorLineage) => [
  ...l.problems.map((p) => p.message),
  ...[...l.inputs, ...l.outputs].flatMap((d) => (d.datasetLevelReason ? [d.datasetLevelReason] : [])),
];

export function classify(c: CorpusCase, l: ConnectorLineage): Outcome {
  const e = c.expect;
  if (e.kind === 'unsupported') {
    const diffs: string[] = [];
    if (!saidLines(l).some((line) => e.reason.test(line))) diffs.push(`says nothing matching ${String(e.reason)}`);
    const guessed = [...l.inputs, ...l.outputs].map(id).filter((d) => !e.mayName.includes(d));
    if (guessed.length > 0) diffs.push(`names datasets it cannot know: ${guessed.join(', ')}`);
    const columns = l.outputs.filter((o) => columnsOf(o));
    if (columns.length > 0) diffs.push(`gives column lineage for ${columns.map(id).join(', ')}`);
    return { verdict: diffs.length === 0 ? 'unsupported-and-said' : 'wrong', diffs };
  }
  const diffs = [...setDiff('inputs', e.inputs, l.inputs.map(id)), ...setDiff('outputs', Object.keys(e.outputs), l.outputs.map(id))];
  for (const [name, expected] of Object.entries(e.outputs)) {
    const out = l.outputs.find((o) => id(o) === name);
    if (!out) continue;
    if (expected) diffs.push(...columnDiff(name, expected, columnsOf(out)));
    else if (columnsOf(out)) diffs.push(`${name}: column lineage given where the fields cannot be known`);
    else if (!out.datasetLevelReason) diffs.push(`${name}: dataset-level without saying why`);
  }
  return { verdict: diffs.length === 0 ? 'right' : 'wrong', diffs };
}
