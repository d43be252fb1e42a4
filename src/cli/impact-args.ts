import { ENGINE_ORDER, type Engine } from '../domain/engine/engine-types.ts';
import type { ImpactSort } from '../domain/impact/impact-types.ts';
import { LEVEL_ORDER } from '../domain/impact/impact-paths.ts';
import type { HopLevel } from '../domain/trace/trace-types.ts';
import { isHttpUrl } from './marquez-url.ts';
import { parseSqlFileArg } from './sql-file-args.ts';
import { parseViewArgs } from './view-args.ts';

export interface ImpactArgs {
  marquez: string;
  namespace: string;
  dataset: string;
  /** null: the whole dataset (every field, and the lineage graph at dataset level). */
  field: string | null;
  format: 'markdown' | 'csv' | 'json';
  levels: HopLevel[];
  engines: Engine[];
  owner: string | null;
  sort: ImpactSort;
  inferred: boolean;
  depth: number;
  view: 'runs' | 'marquez';
  since: string | null;
  until: string | null;
  stitchMinConfidence: number | null;
  sqlFiles: Readonly<Record<string, string>>;
}

export const IMPACT_USAGE = `Usage: npm run impact -- --marquez <url> --namespace <ns> --dataset <name> [--field <field>]
                        [--csv | --json] [--level <l,…>] [--engine <e,…>] [--owner <text>] [--sort distance|freshness]
                        [--no-inferred] [--depth <n>] [--view runs|marquez] [--since <ISO>] [--until <ISO>]
                        [--stitch-min-confidence <0..1>] [--sql <namespace/job>=<file> ...]

Lists what a field (or, without --field, a whole dataset) reaches downstream: every dataset and job with its hop
count, level of evidence (${LEVEL_ORDER.join(', ')}), owners, engine, last run, quality status, volume and
the path that reaches it, read from the facets Marquez stores. The same loader and walk as \`trace --downstream\`.
Output: a Markdown table (default), --csv (RFC 4180, formula-safe) or --json; all stream row by row.
--level, --engine (${ENGINE_ORDER.join(', ')}) and --owner (a substring of an owner's name; "-" for rows without
one) filter; --sort freshness lists the most recently refreshed first (default: nearest first).
The remaining options are trace's (npm run trace -- --help).`;

const VALUE_FLAGS = new Set([
  '--marquez',
  '--namespace',
  '--dataset',
  '--field',
  '--level',
  '--engine',
  '--owner',
  '--sort',
  '--depth',
  '--view',
  '--since',
  '--until',
  '--stitch-min-confidence',
]);

function listOf<T extends string>(raw: string | undefined, allowed: readonly T[], flag: string): T[] | string {
  if (raw === undefined) return [];
  const values = raw
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  const bad = values.filter((v) => !(allowed as readonly string[]).includes(v));
  return bad.length > 0 ? `${flag} takes ${allowed.join(', ')}; got "${bad.join(', ')}".` : (values as T[]);
}

/** Parses the impact CLI's arguments; a string result is the message for a bad invocation (exit 2). */
export function parseImpactArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): ImpactArgs | string {
  const values = new Map<string, string>();
  const formats: ImpactArgs['format'][] = [];
  const sqlFiles: Record<string, string> = {};
  let inferred = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const [flag, inline] = eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg, undefined];
    if (flag === '--sql') {
      const value = inline ?? argv[++i];
      const sql = value === undefined ? null : parseSqlFileArg(value);
      if (!sql) return `--sql needs <namespace/job>=<file>, got "${value ?? ''}".`;
      sqlFiles[sql.job] = sql.file;
    } else if (VALUE_FLAGS.has(flag)) {
      const value = inline ?? argv[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) return `${flag} needs a value.`;
      values.set(flag, value);
    } else if (flag === '--csv' || flag === '--json' || flag === '--markdown') formats.push(flag.slice(2) as ImpactArgs['format']);
    else if (flag === '--no-inferred') inferred = false;
    else return `Unknown ${flag.startsWith('-') ? 'option' : 'argument'} ${flag}.`;
  }
  if (new Set(formats).size > 1) return 'Choose one of --csv, --json and --markdown.';
  const missing = [!values.get('--namespace') && '--namespace', !values.get('--dataset') && '--dataset'].filter(Boolean);
  if (missing.length > 0) return `Missing ${missing.join(', ')}.`;
  const marquez = values.get('--marquez') ?? env.MARQUEZ_URL;
  if (!marquez) return 'Missing --marquez <url> (or set MARQUEZ_URL).';
  if (!isHttpUrl(marquez)) return `--marquez must be an http(s) URL, got "${marquez}".`;
  const depth = Number(values.get('--depth') ?? 20);
  if (!Number.isInteger(depth) || depth < 0 || depth > 100) return '--depth must be an integer from 0 to 100.';
  const levels = listOf(values.get('--level'), LEVEL_ORDER, '--level');
  if (typeof levels === 'string') return levels;
  const engines = listOf(values.get('--engine'), ENGINE_ORDER, '--engine');
  if (typeof engines === 'string') return engines;
  const sort = values.get('--sort') ?? 'distance';
  if (sort !== 'distance' && sort !== 'freshness') return `--sort must be distance or freshness, got "${sort}".`;
  const window = parseViewArgs(values);
  if (typeof window === 'string') return window;
  const stitchRaw = values.get('--stitch-min-confidence');
  const stitchMinConfidence = stitchRaw === undefined ? null : Number(stitchRaw);
  if (stitchMinConfidence !== null && !(stitchMinConfidence >= 0 && stitchMinConfidence <= 1))
    return `--stitch-min-confidence must be a number from 0 to 1, got "${stitchRaw}".`;
  return {
    marquez,
    namespace: values.get('--namespace')!,
    dataset: values.get('--dataset')!,
    field: values.get('--field') ?? null,
    format: formats[0] ?? 'markdown',
    levels,
    engines,
    owner: values.get('--owner') ?? null,
    sort,
    inferred,
    depth,
    ...window,
    stitchMinConfidence,
    sqlFiles,
  };
}
