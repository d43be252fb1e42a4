import type { Catalog } from '../domain/stitching/catalog.ts';
import { createMarquezClient, type FetchLike } from '../api/client.ts';
import { getCatalog } from '../api/get-catalog.ts';
import { loadRunLevelCatalog } from '../investigation/catalog-query.ts';
import { clientSource } from '../investigation/run-source.ts';
import { isMarquezApiError } from '../api/marquez-api-error.ts';
import { marquezFailure } from './marquez-failure.ts';
import { marquezUrl, parseCliArgs, viewArgs, VIEW_FLAGS, type Env, type Flag, type Refusal, type ViewArgs } from '../lib/cli-args.ts';

/** Exit codes shared by the Tributary CLIs (issue 5): 0 ok, 1 Marquez unreachable or failing, 2 bad arguments. */
export const EXIT = { ok: 0, marquez: 1, usage: 2 } as const;

export interface CatalogCliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  env?: Env;
  fetch?: FetchLike;
}

export interface CatalogCliSpec {
  command: string;
  summary: string;
  /** Renders the analysis: JSON when `json`, else a table for a terminal. */
  render: (catalog: Catalog, json: boolean) => string | Promise<string>;
}

function usage(spec: CatalogCliSpec): string {
  return [
    `Usage: npm run ${spec.command} -- --marquez <url> [--json] [--view runs|marquez] [--since <ISO>] [--until <ISO>]`,
    '',
    spec.summary,
    '',
    '  --marquez <url>  Marquez base URL, e.g. http://localhost:5000 (or a running `npm run emulator`; $MARQUEZ_URL)',
    '  --json           print JSON instead of a table',
    '  --view <v>       runs (default): each job with what its latest runs read and wrote in the window;',
    "                   marquez: each job as Marquez's current version has it",
    '  --since, --until the run-level window (default: 30 days ending at the newest run)',
    '  --help           show this help',
  ].join('\n');
}

const FLAGS = { marquez: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' }, ...VIEW_FLAGS } as const satisfies Record<
  string,
  Flag
>;

/** Parses `--marquez <url> [--json]` and the view window; returns the options, or the message to print with exit 2. */
export function parseCatalogArgs(argv: readonly string[], env: Env = {}): ({ marquez: string; json: boolean; help: boolean } & ViewArgs) | Refusal {
  const read = parseCliArgs(argv, FLAGS, env);
  if ('error' in read) return read;
  const { values } = read;
  const view = viewArgs(values);
  if ('error' in view) return view;
  if (values.help) return { marquez: '', json: false, help: true, ...view };
  const url = marquezUrl(values.marquez, env, { required: true });
  if ('error' in url) return url;
  return { marquez: url.marquez, json: values.json ?? false, help: false, ...view };
}

/** Runs a catalog CLI end to end and returns its exit code (the caller sets `process.exitCode`). */
export async function runCatalogCli(spec: CatalogCliSpec, argv: readonly string[], io: CatalogCliIo): Promise<number> {
  const args = parseCatalogArgs(argv, io.env ?? {});
  if ('error' in args) {
    io.err(`${spec.command}: ${args.error}\n\n${usage(spec)}`);
    return EXIT.usage;
  }
  if (args.help) {
    io.out(usage(spec));
    return EXIT.ok;
  }
  let catalog: Catalog;
  const base = args.marquez;
  try {
    // The one Marquez gateway (zod at the boundary) and the same run-level catalog as the browser's views.
    const client = createMarquezClient({ baseUrl: `${base}/api/v1`, ...(io.fetch ? { fetch: io.fetch } : {}) });
    catalog = await getCatalog({ client, concurrency: 8 });
    if (args.view === 'runs') catalog = await loadRunLevelCatalog(clientSource(client), catalog, args, Date.now());
  } catch (e) {
    if (!isMarquezApiError(e)) throw e;
    io.err(`${spec.command}: ${marquezFailure(base, e)}`);
    return EXIT.marquez;
  }
  io.out(await spec.render(catalog, args.json));
  return EXIT.ok;
}

// Metadata is untrusted: escape sequences in a dataset name must not drive the reader's terminal, and bidi
// overrides must not make one name display as another.
function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/** A metadata string made safe and single-line for a terminal: C0/C1 controls and bidi overrides become `\uXXXX`. */
export function termSafe(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    out += isControl(code) ? `\\u${code.toString(16).padStart(4, '0')}` : ch;
  }
  return out;
}

/** Left-aligned text columns; every cell passes through {@link termSafe}. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cells = [header, ...rows].map((r) => r.map(termSafe));
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  return cells
    .map((r) =>
      r
        .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
