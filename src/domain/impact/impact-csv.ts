import { pathText } from './impact-paths.ts';
import type { ImpactRow } from './impact-types.ts';

/** The CSV's columns, in order; one row per dataset or job. */
export const IMPACT_CSV_COLUMNS = [
  'kind',
  'namespace',
  'name',
  'distance',
  'level',
  'fields',
  'inferred_fields',
  'indirect',
  'indirect_fields',
  'owners',
  'owner_via',
  'engine',
  'last_run_state',
  'last_run_at',
  'last_run_id',
  'freshness',
  'quality',
  'failed_checks',
  'last_failed_check',
  'last_failed_at',
  'volume',
  'volume_note',
  'path',
] as const;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): `=HYPERLINK(…)`, `+cmd|…`,
// `@SUM(…)`, and a leading tab or CR some spreadsheets skip before looking. A leading apostrophe makes it text.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: neutralised against formula injection, then quoted per RFC 4180 when it holds a comma, a quote, CR or
 * LF (quotes doubled). Metadata names are untrusted: any of them can start with `=`.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const list = (values: readonly string[]): string => values.join('; ');

function cells(r: ImpactRow): (string | number | null)[] {
  return [
    r.kind,
    r.namespace,
    r.name,
    r.distance,
    r.level,
    list(r.fields),
    list(r.inferredFields),
    r.indirect ? 'yes' : 'no',
    list(r.indirectFields),
    list(r.owners),
    r.ownerVia,
    r.engine,
    r.lastRun?.state ?? null,
    r.lastRun?.at ?? null,
    r.lastRun?.runId ?? null,
    r.freshness,
    r.quality,
    list(r.failedChecks),
    r.lastFailure ? `${r.lastFailure.assertion}${r.lastFailure.column ? ` (${r.lastFailure.column})` : ''}` : null,
    r.lastFailure?.at ?? null,
    r.volume,
    r.volumeNote,
    pathText(r.path),
  ];
}

/** The CSV line (with its CRLF) of one row. */
export function impactCsvLine(r: ImpactRow): string {
  return `${cells(r).map(csvCell).join(',')}\r\n`;
}

/**
 * The impact as RFC 4180 CSV, one chunk per line (header first), so 10,000 rows never become one string: a
 * download or a pipe writes each chunk as it comes.
 */
export function* impactCsv(rows: Iterable<ImpactRow>): Generator<string, void, undefined> {
  yield `${IMPACT_CSV_COLUMNS.join(',')}\r\n`;
  for (const r of rows) yield impactCsvLine(r);
}
