import { parseSqlFileArg } from './sql-file-args.ts';
import { isHttpUrl } from './marquez-url.ts';
import { parseViewArgs, type ViewArgs } from './view-args.ts';

/** What `trace` and `impact` both take: where Marquez is, how deep and which lineage to walk, stitching, SQL files. */
export interface WalkArgs extends ViewArgs {
  marquez: string;
  depth: number;
  stitchMinConfidence: number | null;
  sqlFiles: Readonly<Record<string, string>>;
}

/** The value flags every walking CLI takes (each CLI adds its own). */
export const WALK_VALUE_FLAGS = ['--marquez', '--namespace', '--dataset', '--field', '--depth', '--view', '--since', '--until', '--stitch-min-confidence'];

/**
 * Reads `argv`: value flags (`--flag value` or `--flag=value`) into `values`, repeated `--sql <job>=<file>` into
 * `sqlFiles`, and hands every other argument to `other` (which returns a message to refuse it). A string result is
 * the message for a bad invocation.
 */
export function readFlags(
  argv: readonly string[],
  valueFlags: ReadonlySet<string>,
  other: (flag: string, arg: string) => string | null,
): { values: Map<string, string>; sqlFiles: Record<string, string> } | string {
  const values = new Map<string, string>();
  const sqlFiles: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const [flag, inline] = eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg, undefined];
    if (flag === '--sql') {
      const value = inline ?? argv[++i];
      const sql = value === undefined ? null : parseSqlFileArg(value);
      if (!sql) return `--sql needs <namespace/job>=<file>, got "${value ?? ''}".`;
      sqlFiles[sql.job] = sql.file;
    } else if (valueFlags.has(flag)) {
      const value = inline ?? argv[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) return `${flag} needs a value.`;
      values.set(flag, value);
    } else {
      const refused = other(flag, arg);
      if (refused) return refused;
    }
  }
  return { values, sqlFiles };
}

/** `--marquez` (or $MARQUEZ_URL), `--depth`, the view window and `--stitch-min-confidence`, checked. */
export function parseWalkArgs(
  values: ReadonlyMap<string, string>,
  sqlFiles: Readonly<Record<string, string>>,
  env: Readonly<Record<string, string | undefined>>,
): WalkArgs | string {
  const marquez = values.get('--marquez') ?? env.MARQUEZ_URL;
  if (!marquez) return 'Missing --marquez <url> (or set MARQUEZ_URL).';
  if (!isHttpUrl(marquez)) return `--marquez must be an http(s) URL, got "${marquez}".`;
  const depth = Number(values.get('--depth') ?? 20);
  if (!Number.isInteger(depth) || depth < 0 || depth > 100) return '--depth must be an integer from 0 to 100.';
  const window = parseViewArgs(values);
  if (typeof window === 'string') return window;
  const stitchRaw = values.get('--stitch-min-confidence');
  const stitchMinConfidence = stitchRaw === undefined ? null : Number(stitchRaw);
  if (stitchMinConfidence !== null && !(stitchMinConfidence >= 0 && stitchMinConfidence <= 1))
    return `--stitch-min-confidence must be a number from 0 to 1, got "${stitchRaw}".`;
  return { marquez, depth, ...window, stitchMinConfidence, sqlFiles };
}
