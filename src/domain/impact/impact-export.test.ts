import { describe, expect, it } from 'vitest';
import { csvCell, IMPACT_CSV_COLUMNS, impactCsv } from './impact-csv.ts';
import { impactJson } from './impact-json.ts';
import type { ImpactRow } from './impact-types.ts';
import { parseCsv } from './parse-csv.ts';

function impactRow(i: number, overrides: Partial<ImpactRow> = {}): ImpactRow {
  return {
    kind: 'dataset',
    namespace: 'ns',
    name: `table_${i}`,
    distance: (i % 7) + 1,
    level: 'column',
    fields: ['a', 'b'],
    inferredFields: [],
    indirect: false,
    indirectFields: [],
    owners: ['team:data'],
    ownerVia: 'writer',
    engine: 'spark',
    freshness: 'completed',
    lastRun: { runId: `run-${i}`, state: 'COMPLETED', at: '2026-11-26T23:36:10Z' },
    quality: 'passed',
    failedChecks: [],
    lastFailure: null,
    volume: 'steady',
    volumeNote: '3 rows against a median of 3 over the 5 runs before',
    path: [
      { kind: 'dataset', namespace: 'ns', name: 'src', field: 'a' },
      { kind: 'job', namespace: 'ns', name: 'etl' },
      { kind: 'dataset', namespace: 'ns', name: `table_${i}`, field: 'a' },
    ],
    evidence: {
      job: { namespace: 'ns', name: 'etl' },
      owner: { status: 'missing', owners: [] },
      quality: { status: 'missing', checks: [], metrics: null, version: null, lastFailure: null },
      freshness: { status: 'missing', run: null, version: null, at: null, stale: null },
    },
    ...overrides,
  };
}

/** Rows made on demand, counting how many the serializer has pulled so far. */
function lazyRows(n: number) {
  const pulled = { count: 0 };
  function* rows() {
    for (let i = 0; i < n; i++) {
      pulled.count++;
      yield impactRow(i);
    }
  }
  return { rows: rows(), pulled };
}

describe('CSV cells', () => {
  it('quotes per RFC 4180 only when a comma, quote, CR or LF needs it, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('neutralises spreadsheet formulas: a cell starting with = + - @ tab or CR gets a leading apostrophe', () => {
    expect(['=HYPERLINK("http://x")', '+cmd|calc', '-2+3', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual([
      `"'=HYPERLINK(""http://x"")"`,
      "'+cmd|calc",
      "'-2+3",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('impact CSV', () => {
  it('reads back row by row: hostile names intact but inert, every record as wide as the header', () => {
    const hostile = impactRow(0, { name: '=cmd|" /C calc"!A0', owners: ['@evil, "team"', 'line\r\nbreak'], fields: ['+x'] });
    const records = parseCsv([...impactCsv([hostile, impactRow(1)])].join(''));
    expect(records[0]).toEqual([...IMPACT_CSV_COLUMNS]);
    expect(records.every((r) => r.length === IMPACT_CSV_COLUMNS.length)).toBe(true);
    const col = (name: (typeof IMPACT_CSV_COLUMNS)[number]) => records[1]![IMPACT_CSV_COLUMNS.indexOf(name)];
    expect(col('name')).toBe(`'=cmd|" /C calc"!A0`);
    expect(col('owners')).toBe(`'@evil, "team"; line\r\nbreak`);
    expect(col('fields')).toBe("'+x");
    expect(col('path')).toBe('ns/src.a → job ns/etl → ns/table_0.a');
    expect(records[2]?.slice(0, 5)).toEqual(['dataset', 'ns', 'table_1', '2', 'column']);
  });

  it('streams 10,000 rows: one chunk per record, rows pulled only as chunks are taken', () => {
    const { rows, pulled } = lazyRows(10_000);
    const chunks = impactCsv(rows);
    expect(chunks.next().value).toMatch(/^kind,namespace,name,/);
    expect(pulled.count).toBe(0);
    chunks.next();
    chunks.next();
    expect(pulled.count).toBe(2);
    let records = 2;
    let longest = 0;
    for (const chunk of chunks) {
      records++;
      longest = Math.max(longest, chunk.length);
      expect(chunk.endsWith('\r\n')).toBe(true);
    }
    expect([records, pulled.count]).toEqual([10_000, 10_000]);
    expect(longest).toBeLessThan(1_000);
  });
});

describe('impact JSON', () => {
  it('is one JSON document with the meta and every row, streamed one row per chunk', () => {
    const { rows, pulled } = lazyRows(10_000);
    const chunks = impactJson(rows, { start: { namespace: 'ns', dataset: 'src', field: 'a' }, sort: 'distance' });
    const first = chunks.next().value ?? '';
    expect(pulled.count).toBe(0);
    const rest = [...chunks];
    expect(rest.length).toBe(10_001);
    const doc = JSON.parse(first + rest.join('')) as { meta: { start: { field: string } }; rows: ImpactRow[] };
    expect([doc.meta.start.field, doc.rows.length, doc.rows[9_999]?.name]).toEqual(['a', 10_000, 'table_9999']);
  });

  it('writes an empty list as an empty array', () => {
    expect(JSON.parse([...impactJson([], { start: { namespace: 'ns', dataset: 'd', field: null } })].join(''))).toEqual({
      meta: { start: { namespace: 'ns', dataset: 'd', field: null } },
      rows: [],
    });
  });
});
