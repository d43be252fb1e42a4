import { isRecord, readArray, readRecord, readString } from '../facets/read-facet.ts';
import type { Check, ColumnMetrics, EvidenceSource, QualityMetrics } from './evidence-types.ts';

/** A count or measure: a finite number (JSON has no other), else null. Strings are not numbers here. */
export function readNumber(obj: unknown, key: string): number | null {
  if (!isRecord(obj)) return null;
  const v = obj[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** A non-negative count, else null (a negative row count is a producer's bug, not a measurement). */
export function readCount(obj: unknown, key: string): number | null {
  const v = readNumber(obj, key);
  return v !== null && v >= 0 ? v : null;
}

/** `expected`/`actual` are strings in the spec; numbers and booleans some producers send are shown as written. */
function readScalar(obj: Record<string, unknown>, key: string): string | null {
  const v = obj[key];
  if (typeof v === 'string') return v.length > 0 ? v : null;
  if ((typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean') return String(v);
  return null;
}

/** The `dataQualityAssertions` facet's entries as checks; an entry without a boolean `success` has an unknown result. */
export function readAssertions(facets: unknown, source: Omit<EvidenceSource, 'facet'>): Check[] {
  return readArray(readRecord(facets, 'dataQualityAssertions'), 'assertions').flatMap((a): Check[] => {
    if (!isRecord(a)) return [];
    const assertion = readString(a, 'assertion') ?? readString(a, 'name');
    if (!assertion) return [];
    return [
      {
        assertion,
        name: readString(a, 'assertion') ? readString(a, 'name') : null,
        column: readString(a, 'column'),
        result: a.success === true ? 'passed' : a.success === false ? 'failed' : 'unknown',
        severity: readString(a, 'severity'),
        expected: readScalar(a, 'expected'),
        actual: readScalar(a, 'actual'),
        description: readString(a, 'description'),
        source: { ...source, facet: 'dataQualityAssertions' },
      },
    ];
  });
}

const TEST_RESULT: Readonly<Record<string, Check['result']>> = { pass: 'passed', fail: 'failed', skip: 'skipped' };

/**
 * The run facet `test` (TestRunFacet): test executions of a run as a whole, not attributed to a dataset, so they
 * never carry a column. `status` is pass/fail/skip.
 */
export function readTestRun(runFacets: unknown, source: Omit<EvidenceSource, 'facet'>): Check[] {
  return readArray(readRecord(runFacets, 'test'), 'tests').flatMap((t): Check[] => {
    if (!isRecord(t)) return [];
    const name = readString(t, 'name');
    if (!name) return [];
    const status = readString(t, 'status')?.toLowerCase() ?? '';
    return [
      {
        assertion: readString(t, 'type') ?? name,
        name: readString(t, 'type') ? name : null,
        column: null,
        result: Object.hasOwn(TEST_RESULT, status) ? (TEST_RESULT[status] ?? 'unknown') : 'unknown',
        severity: readString(t, 'severity'),
        expected: readScalar(t, 'expected'),
        actual: readScalar(t, 'actual'),
        description: readString(t, 'description'),
        source: { ...source, facet: 'test' },
      },
    ];
  });
}

function columnMetrics(value: unknown): ColumnMetrics | null {
  if (!isRecord(value)) return null;
  return {
    nullCount: readCount(value, 'nullCount'),
    distinctCount: readCount(value, 'distinctCount'),
    count: readCount(value, 'count'),
    sum: readNumber(value, 'sum'),
    min: readNumber(value, 'min'),
    max: readNumber(value, 'max'),
  };
}

/** The `dataQualityMetrics` facet (input or dataset): row count, bytes, files and per-column metrics; null when absent. */
export function readQualityMetrics(facets: unknown, source: Omit<EvidenceSource, 'facet'>): QualityMetrics | null {
  const facet = readRecord(facets, 'dataQualityMetrics');
  if (!facet) return null;
  // Keys are column names from the producer: a null-prototype object keeps `__proto__` a plain key.
  const columns: Record<string, ColumnMetrics> = Object.create(null) as Record<string, ColumnMetrics>;
  for (const [column, value] of Object.entries(readRecord(facet, 'columnMetrics') ?? {})) {
    const m = columnMetrics(value);
    if (m) columns[column] = m;
  }
  return {
    rowCount: readCount(facet, 'rowCount'),
    bytes: readCount(facet, 'bytes'),
    fileCount: readCount(facet, 'fileCount'),
    columns,
    source: { ...source, facet: 'dataQualityMetrics' },
  };
}
