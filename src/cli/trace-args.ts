import { parseNodeId } from '../domain/node-id.ts';
import { parseWalkArgs, readFlags, WALK_VALUE_FLAGS, type WalkArgs } from './walk-args.ts';

export interface TraceArgs extends WalkArgs {
  namespace: string;
  dataset: string;
  field: string;
  direction: 'upstream' | 'downstream';
  inferred: boolean;
  format: 'json' | 'markdown';
  /** `--as-of`: an ISO instant, a date or a runId (uuid), as given; null = now. */
  asOf: string | null;
}

export const TRACE_USAGE = `Usage: npm run trace -- --marquez <url> --namespace <ns> --dataset <name> --field <field>
                       [--downstream] [--no-inferred] [--json | --markdown] [--depth <n>]
                       [--as-of <ISO time | runId>] [--view runs|marquez] [--since <ISO>] [--until <ISO>]
                       [--stitch-min-confidence <0..1>] [--sql <namespace/job>=<file> ...]
   or: npm run trace -- --marquez <url> 'datasetField:<ns>:<dataset>:<field>' [options]

Traces one field backward to its sources (or forward with --downstream) and marks where column-level lineage
degrades to dataset level. --marquez defaults to $MARQUEZ_URL. Output: --markdown (default) or --json.
--as-of traces upstream as of that time or run: every hop end gains the dataset version and the run that made it.
By default the trace walks run-level lineage: every dataset the jobs' runs read and wrote in a window (--since/--until,
default 30 days ending at the newest run), each hop with "seen" and "inMarquezView". --view marquez walks only what
Marquez's /lineage draws (each job's current version).
--stitch-min-confidence crosses boundary breaks (the Boundaries view's candidates) at least that sure; without it the
trace crosses none: a stitch changes the answer, so it is never applied unasked.
--sql derives a job's column lineage from a SQL file (repeatable), for jobs whose events carry no sql facet; hops
through it are "derived". A job's sql facet is read the same way without the flag.`;

const VALUE_FLAGS = new Set([...WALK_VALUE_FLAGS, '--as-of']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Parses the trace CLI's arguments; a string result is the message for a bad invocation (exit 2). */
export function parseTraceArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): TraceArgs | string {
  const positional: string[] = [];
  let direction = 'upstream' as TraceArgs['direction'];
  let inferred = true;
  const formats: TraceArgs['format'][] = [];
  const read = readFlags(argv, VALUE_FLAGS, (flag, arg) => {
    if (flag === '--downstream') direction = 'downstream';
    else if (flag === '--upstream') direction = 'upstream';
    else if (flag === '--no-inferred') inferred = false;
    else if (flag === '--json') formats.push('json');
    else if (flag === '--markdown') formats.push('markdown');
    else if (flag.startsWith('-')) return `Unknown option ${flag}.`;
    else positional.push(arg);
    return null;
  });
  if (typeof read === 'string') return read;
  const { values } = read;
  if (new Set(formats).size > 1) return 'Choose one of --json and --markdown.';
  if (positional.length > 1) return `Expected at most one datasetField: id, got ${positional.length} arguments.`;

  let namespace = values.get('--namespace');
  let dataset = values.get('--dataset');
  let field = values.get('--field');
  if (positional[0] !== undefined) {
    if (namespace || dataset || field) return 'Give either a datasetField: id or --namespace/--dataset/--field, not both.';
    const parsed = parseNodeId(positional[0]);
    if (parsed?.kind !== 'datasetField') return `"${positional[0]}" is not a datasetField:<namespace>:<dataset>:<field> id.`;
    ({ namespace, dataset, field } = parsed);
  }
  const missing = [!namespace && '--namespace', !dataset && '--dataset', !field && '--field'].filter(Boolean);
  if (missing.length > 0) return `Missing ${missing.join(', ')}.`;

  const walk = parseWalkArgs(values, read.sqlFiles, env);
  if (typeof walk === 'string') return walk;

  const asOfRaw = values.get('--as-of');
  let asOf: TraceArgs['asOf'] = null;
  if (asOfRaw !== undefined) {
    if (UUID.test(asOfRaw)) asOf = asOfRaw.toLowerCase();
    else if (/^\d{4}-\d{2}-\d{2}/.test(asOfRaw) && !Number.isNaN(Date.parse(asOfRaw))) asOf = asOfRaw;
    else return `--as-of must be an ISO time (2026-11-24T23:59:00Z) or a runId (uuid), got "${asOfRaw}".`;
    if (direction === 'downstream') return '--as-of traces upstream only; drop --downstream.';
  }

  return {
    ...walk,
    namespace: namespace!,
    dataset: dataset!,
    field: field!,
    direction,
    inferred,
    format: formats[0] ?? 'markdown',
    asOf,
  };
}
