import type { Side } from '../domain/direction.ts';
import { parseNodeId } from '../domain/node-id.ts';
import { parseCliArgs, walkArgs, WALK_FLAGS, type Env, type Flag, type FlagValues, type WalkArgs } from '../lib/cli-args.ts';

export interface TraceArgs extends WalkArgs {
  namespace: string;
  dataset: string;
  field: string;
  direction: Side;
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

const TRACE_FLAGS = {
  ...WALK_FLAGS,
  'as-of': { type: 'string' },
  upstream: { type: 'boolean' },
  downstream: { type: 'boolean' },
} as const satisfies Record<string, Flag>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The target: a `datasetField:` id or the three flags. */
function targetOf(positional: string | undefined, values: FlagValues<typeof TRACE_FLAGS>): { namespace: string; dataset: string; field: string } | string {
  let { namespace, dataset, field } = values;
  if (positional !== undefined) {
    if (namespace || dataset || field) return 'Give either a datasetField: id or --namespace/--dataset/--field, not both.';
    const parsed = parseNodeId(positional);
    if (parsed?.kind !== 'datasetField') return `"${positional}" is not a datasetField:<namespace>:<dataset>:<field> id.`;
    ({ namespace, dataset, field } = parsed);
  }
  const missing = [!namespace && '--namespace', !dataset && '--dataset', !field && '--field'].filter(Boolean);
  if (missing.length > 0) return `Missing ${missing.join(', ')}.`;
  return { namespace: namespace!, dataset: dataset!, field: field! };
}

/** Parses the trace CLI's arguments; a string result is the message for a bad invocation (exit 2). */
export function parseTraceArgs(argv: readonly string[], env: Env = {}): TraceArgs | string {
  const read = parseCliArgs(argv, TRACE_FLAGS, env, { positionals: true });
  if ('error' in read) return read.error;
  const { values, positionals } = read;
  if (values.json && values.markdown) return 'Choose one of --json and --markdown.';
  if (positionals.length > 1) return `Expected at most one datasetField: id, got ${positionals.length} arguments.`;
  const target = targetOf(positionals[0], values);
  if (typeof target === 'string') return target;
  const walk = walkArgs(values, env);
  if ('error' in walk) return walk.error;
  // Of --upstream and --downstream, the last given wins.
  const direction: TraceArgs['direction'] = argv.lastIndexOf('--downstream') > argv.lastIndexOf('--upstream') ? 'downstream' : 'upstream';

  const asOfRaw = values['as-of'];
  let asOf: TraceArgs['asOf'] = null;
  if (asOfRaw !== undefined) {
    if (UUID.test(asOfRaw)) asOf = asOfRaw.toLowerCase();
    else if (/^\d{4}-\d{2}-\d{2}/.test(asOfRaw) && !Number.isNaN(Date.parse(asOfRaw))) asOf = asOfRaw;
    else return `--as-of must be an ISO time (2026-11-24T23:59:00Z) or a runId (uuid), got "${asOfRaw}".`;
    if (direction === 'downstream') return '--as-of traces upstream only; drop --downstream.';
  }

  return {
    ...walk,
    ...target,
    direction,
    inferred: !values['no-inferred'],
    format: values.json ? 'json' : 'markdown',
    asOf,
  };
}
