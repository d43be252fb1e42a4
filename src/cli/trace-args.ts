import { parseNodeId } from '../domain/node-id.ts';
import { parseViewArgs } from './view-args.ts';
import { parseSqlFileArg } from './sql-file-args.ts';
import { isHttpUrl } from './marquez-url.ts';

export interface TraceArgs {
  marquez: string;
  namespace: string;
  dataset: string;
  field: string;
  direction: 'upstream' | 'downstream';
  inferred: boolean;
  format: 'json' | 'markdown';
  depth: number;
  /** `--as-of`: an ISO instant, a date or a runId (uuid), as given; null = now. */
  asOf: string | null;
  /** `--view marquez` walks Marquez's `/lineage` as it is; the default walks run-level lineage. */
  view: 'runs' | 'marquez';
  /** Run-level window (`--since/--until`); null = 30 days ending at the newest run loaded. */
  since: string | null;
  until: string | null;
  /** `--stitch-min-confidence <c>`: cross boundary-break candidates at least this sure; null = never stitch. */
  stitchMinConfidence: number | null;
  /** `--sql <namespace/job>=<file>` (repeatable): SQL files for jobs whose events carry no `sql` facet, by `namespace/job`. */
  sqlFiles: Readonly<Record<string, string>>;
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

const VALUE_FLAGS = new Set([
  '--marquez',
  '--namespace',
  '--dataset',
  '--field',
  '--depth',
  '--as-of',
  '--view',
  '--since',
  '--until',
  '--stitch-min-confidence',
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Parses the trace CLI's arguments; a string result is the message for a bad invocation (exit 2). */
export function parseTraceArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): TraceArgs | string {
  const values = new Map<string, string>();
  const positional: string[] = [];
  let direction: TraceArgs['direction'] = 'upstream';
  let inferred = true;
  const formats: TraceArgs['format'][] = [];
  const sqlFiles: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (flag === '--sql') {
      const value = inline ?? argv[++i];
      const sql = value === undefined ? null : parseSqlFileArg(value);
      if (!sql) return `--sql needs <namespace/job>=<file>, got "${value ?? ''}".`;
      sqlFiles[sql.job] = sql.file;
    } else if (VALUE_FLAGS.has(flag)) {
      const value = inline ?? argv[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) return `${flag} needs a value.`;
      values.set(flag, value);
    } else if (flag === '--downstream') direction = 'downstream';
    else if (flag === '--upstream') direction = 'upstream';
    else if (flag === '--no-inferred') inferred = false;
    else if (flag === '--json') formats.push('json');
    else if (flag === '--markdown') formats.push('markdown');
    else if (flag.startsWith('-')) return `Unknown option ${flag}.`;
    else positional.push(arg);
  }
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

  const marquez = values.get('--marquez') ?? env.MARQUEZ_URL;
  if (!marquez) return 'Missing --marquez <url> (or set MARQUEZ_URL).';
  if (!isHttpUrl(marquez)) return `--marquez must be an http(s) URL, got "${marquez}".`;
  const depth = Number(values.get('--depth') ?? 20);
  if (!Number.isInteger(depth) || depth < 0 || depth > 100) return '--depth must be an integer from 0 to 100.';

  const asOfRaw = values.get('--as-of');
  let asOf: TraceArgs['asOf'] = null;
  if (asOfRaw !== undefined) {
    if (UUID.test(asOfRaw)) asOf = asOfRaw.toLowerCase();
    else if (/^\d{4}-\d{2}-\d{2}/.test(asOfRaw) && !Number.isNaN(Date.parse(asOfRaw))) asOf = asOfRaw;
    else return `--as-of must be an ISO time (2026-11-24T23:59:00Z) or a runId (uuid), got "${asOfRaw}".`;
    if (direction === 'downstream') return '--as-of traces upstream only; drop --downstream.';
  }

  const window = parseViewArgs(values);
  if (typeof window === 'string') return window;
  const stitchRaw = values.get('--stitch-min-confidence');
  const stitchMinConfidence = stitchRaw === undefined ? null : Number(stitchRaw);
  if (stitchMinConfidence !== null && !(stitchMinConfidence >= 0 && stitchMinConfidence <= 1))
    return `--stitch-min-confidence must be a number from 0 to 1, got "${stitchRaw}".`;
  return {
    marquez,
    namespace: namespace!,
    dataset: dataset!,
    field: field!,
    direction,
    inferred,
    format: formats[0] ?? 'markdown',
    depth,
    asOf,
    ...window,
    stitchMinConfidence,
    sqlFiles,
  };
}
