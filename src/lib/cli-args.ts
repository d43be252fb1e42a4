import { parseArgs } from 'node:util';
import { parseWindowBound } from '../domain/run-lineage/lineage-window.ts';

/**
 * The one argument reader of the command-line tools (src/cli) and the emulator's (mocks/cli): Node's `parseArgs`
 * with an environment fallback, and the checks several tools share — where Marquez is, the run-level view window,
 * how a walk goes, `--sql` files. The environment comes in as a parameter (tests pass their own); nothing here reads
 * `process`. Every check returns `{ error }` with the message the tool prints before its usage (exit 2).
 */

export type Env = Readonly<Record<string, string | undefined>>;

export interface Flag {
  readonly type: 'string' | 'boolean';
  readonly multiple?: boolean;
  readonly short?: string;
  /** The variable read when the flag is not given. */
  readonly env?: string;
}

type FlagValue<F extends Flag> = F['type'] extends 'boolean' ? boolean : F['multiple'] extends true ? string[] : string;
export type FlagValues<S extends Readonly<Record<string, Flag>>> = { [K in keyof S]?: FlagValue<S[K]> };

export interface Refusal {
  error: string;
}

const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** `argv` read strictly against `spec` (an unknown option is refused in Node's words), each missing flag from its `env`. */
export function parseCliArgs<S extends Readonly<Record<string, Flag>>>(
  argv: readonly string[],
  spec: S,
  env: Env,
  options: { positionals?: boolean } = {},
): { values: FlagValues<S>; positionals: string[] } | Refusal {
  const nodeOptions = Object.fromEntries(
    Object.entries(spec).map(([name, f]) => [name, { type: f.type, ...(f.multiple ? { multiple: true } : {}), ...(f.short ? { short: f.short } : {}) }]),
  );
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: nodeOptions, strict: true, allowPositionals: options.positionals ?? false });
  } catch (e) {
    return { error: reason(e) };
  }
  const values: Record<string, unknown> = { ...parsed.values };
  for (const [name, f] of Object.entries(spec)) {
    const fallback = f.env === undefined ? undefined : env[f.env];
    if (values[name] === undefined && fallback !== undefined) values[name] = fallback;
  }
  return { values: values as FlagValues<S>, positionals: parsed.positionals };
}

/** Where Marquez is: its base URL without a trailing slash, and its API below it. */
export interface MarquezUrl {
  marquez: string;
  api: string;
}

/** An http(s) URL with a host, that `URL` can read. */
const isHttpUrl = (url: string): boolean => /^https?:\/\/[^/]/.test(url) && URL.canParse(url);

/** `--marquez` (or `$MARQUEZ_URL`), checked; when not `required` and absent, null. */
export function marquezUrl(value: string | undefined, env: Env, options: { required: true }): MarquezUrl | Refusal;
export function marquezUrl(value: string | undefined, env: Env, options: { required: false }): MarquezUrl | Refusal | null;
export function marquezUrl(value: string | undefined, env: Env, { required }: { required: boolean }): MarquezUrl | Refusal | null {
  const raw = value ?? env.MARQUEZ_URL;
  if (!raw) return required ? { error: '--marquez <url> is required (or set MARQUEZ_URL)' } : null;
  if (!isHttpUrl(raw)) return { error: `--marquez must be an http(s) URL, got ${JSON.stringify(raw)}` };
  const marquez = raw.replace(/\/+$/, '');
  return { marquez, api: `${marquez}/api/v1` };
}

/** Run-level or Marquez's own lineage, and the run window. */
export interface ViewArgs {
  view: 'runs' | 'marquez';
  since: string | null;
  until: string | null;
}

export const VIEW_FLAGS = { view: { type: 'string' }, since: { type: 'string' }, until: { type: 'string' } } as const satisfies Record<string, Flag>;

/** `--view runs|marquez`, `--since`, `--until`, checked. */
export function viewArgs(values: FlagValues<typeof VIEW_FLAGS>): ViewArgs | Refusal {
  const view = values.view ?? 'runs';
  if (view !== 'runs' && view !== 'marquez') return { error: `--view must be runs or marquez, got "${view}".` };
  const bound = (raw: string | undefined): string | null | undefined => (raw === undefined ? null : (parseWindowBound(raw) ?? undefined));
  const since = bound(values.since);
  if (since === undefined) return { error: `--since must be an ISO date or time, got "${values.since}".` };
  const until = bound(values.until);
  if (until === undefined) return { error: `--until must be an ISO date or time, got "${values.until}".` };
  if (since && until && since > until) return { error: '--since must not be after --until.' };
  return { view, since, until };
}

/** A `<namespace>/<name>` job key: a namespace, a slash, a name (the namespace may hold a slash of its own). */
export const isJobKey = (text: string): boolean => /^[^/]+.*\/.+$/.test(text);

/** A `--sql <namespace/job>=<file>` value split at its last '='; null when it is not that shape. */
export function parseSqlFileArg(value: string): { job: string; file: string } | null {
  const at = value.lastIndexOf('=');
  if (at <= 0 || at === value.length - 1 || !isJobKey(value.slice(0, at))) return null;
  return { job: value.slice(0, at), file: value.slice(at + 1) };
}

/** Every `--sql <namespace/job>=<file>`, as files by job. */
export function sqlFilesArg(list: readonly string[] | undefined): { sqlFiles: Record<string, string> } | Refusal {
  const sqlFiles: Record<string, string> = {};
  for (const value of list ?? []) {
    const sql = parseSqlFileArg(value);
    if (!sql) return { error: `--sql needs <namespace/job>=<file>, got ${JSON.stringify(value)}` };
    sqlFiles[sql.job] = sql.file;
  }
  return { sqlFiles };
}

/** What `trace` and `impact` both take: where Marquez is, how deep and which lineage to walk, stitching, SQL files. */
export interface WalkArgs extends ViewArgs, MarquezUrl {
  depth: number;
  stitchMinConfidence: number | null;
  sqlFiles: Readonly<Record<string, string>>;
}

export const WALK_FLAGS = {
  marquez: { type: 'string' },
  namespace: { type: 'string' },
  dataset: { type: 'string' },
  field: { type: 'string' },
  depth: { type: 'string' },
  ...VIEW_FLAGS,
  'stitch-min-confidence': { type: 'string' },
  sql: { type: 'string', multiple: true },
  'no-inferred': { type: 'boolean' },
  json: { type: 'boolean' },
  markdown: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Record<string, Flag>;

/** `--marquez` (or $MARQUEZ_URL), `--depth`, the view window, `--stitch-min-confidence` and `--sql`, checked. */
export function walkArgs(values: FlagValues<typeof WALK_FLAGS>, env: Env): WalkArgs | Refusal {
  const sql = sqlFilesArg(values.sql);
  if ('error' in sql) return sql;
  const marquez = marquezUrl(values.marquez, env, { required: true });
  if ('error' in marquez) return marquez;
  const depth = Number(values.depth ?? 20);
  if (!Number.isInteger(depth) || depth < 0 || depth > 100) return { error: '--depth must be an integer from 0 to 100.' };
  const window = viewArgs(values);
  if ('error' in window) return window;
  const stitchRaw = values['stitch-min-confidence'];
  const stitchMinConfidence = stitchRaw === undefined ? null : Number(stitchRaw);
  if (stitchMinConfidence !== null && !(stitchMinConfidence >= 0 && stitchMinConfidence <= 1))
    return { error: `--stitch-min-confidence must be a number from 0 to 1, got "${stitchRaw}".` };
  return { ...marquez, depth, ...window, stitchMinConfidence, sqlFiles: sql.sqlFiles };
}
