import { ENGINE_ORDER, type Engine } from '../domain/engine/engine-types.ts';
import type { ImpactSort } from '../domain/impact/impact-types.ts';
import { LEVEL_ORDER } from '../domain/impact/impact-paths.ts';
import type { HopLevel } from '../domain/trace/trace-types.ts';
import { parseCliArgs, walkArgs, WALK_FLAGS, type Env, type Flag, type WalkArgs } from '../lib/cli-args.ts';

export interface ImpactArgs extends WalkArgs {
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

const IMPACT_FLAGS = {
  ...WALK_FLAGS,
  csv: { type: 'boolean' },
  level: { type: 'string' },
  engine: { type: 'string' },
  owner: { type: 'string' },
  sort: { type: 'string' },
} as const satisfies Record<string, Flag>;

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
export function parseImpactArgs(argv: readonly string[], env: Env = {}): ImpactArgs | string {
  const read = parseCliArgs(argv, IMPACT_FLAGS, env);
  if ('error' in read) return read.error;
  const { values } = read;
  const formats = (['csv', 'json', 'markdown'] as const).filter((f) => values[f]);
  if (formats.length > 1) return 'Choose one of --csv, --json and --markdown.';
  const missing = [!values.namespace && '--namespace', !values.dataset && '--dataset'].filter(Boolean);
  if (missing.length > 0) return `Missing ${missing.join(', ')}.`;
  const walk = walkArgs(values, env);
  if ('error' in walk) return walk.error;
  const levels = listOf(values.level, LEVEL_ORDER, '--level');
  if (typeof levels === 'string') return levels;
  const engines = listOf(values.engine, ENGINE_ORDER, '--engine');
  if (typeof engines === 'string') return engines;
  const sort = values.sort ?? 'distance';
  if (sort !== 'distance' && sort !== 'freshness') return `--sort must be distance or freshness, got "${sort}".`;
  return {
    ...walk,
    namespace: values.namespace!,
    dataset: values.dataset!,
    field: values.field ?? null,
    format: formats[0] ?? 'markdown',
    levels,
    engines,
    owner: values.owner ?? null,
    sort,
    inferred: !values['no-inferred'],
  };
}
