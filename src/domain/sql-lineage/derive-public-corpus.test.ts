import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CorpusCase } from './corpus/corpus-cases.ts';
import { hopLines } from './corpus/hop-lines.ts';
import { KNOWN_GAPS, PUBLIC_CORPUS, type GapCause } from './corpus/public/public-cases.ts';
import type { DerivedSqlLineage } from './derived-types.ts';
import { deriveSqlLineage } from './derive-sql-lineage.ts';
import { parseFlinkSql } from './flink-tree.ts';
import { splitStatements } from './split-statements.ts';

// Exact = the same hops, outputs and unmapped tables (the lineage), and no problem the case does not expect (a bogus
// "column not found" is a wrong answer too). KNOWN_GAPS must list exactly the cases that are not exact today.

const sqlOf = (file: string): string => readFileSync(new URL(`./corpus/public/${file}`, import.meta.url), 'utf8');

const derivations = new Map<string, DerivedSqlLineage>();
function derived(c: CorpusCase): DerivedSqlLineage {
  const known = derivations.get(c.file);
  if (known) return known;
  const fresh = deriveSqlLineage(sqlOf(c.file), c.job);
  derivations.set(c.file, fresh);
  return fresh;
}

const sorted = (lines: readonly string[]): string[] => [...lines].sort();

function lineageMatches(c: CorpusCase, d: DerivedSqlLineage): boolean {
  const outputs = d.outputs.map((o) => `${o.namespace}/${o.name}`);
  return (
    JSON.stringify(sorted(hopLines(d))) === JSON.stringify(sorted(c.hops)) &&
    (c.outputs === undefined || JSON.stringify(outputs) === JSON.stringify(c.outputs)) &&
    JSON.stringify(d.unmapped.map((u) => u.table)) === JSON.stringify(c.unmapped ?? [])
  );
}

function problemsMatch(c: CorpusCase, d: DerivedSqlLineage): boolean {
  const expected = c.unsupported ?? [];
  return d.unsupported.length === expected.length && d.unsupported.every((u, i) => u.reason.includes(expected[i] ?? '\u0000'));
}

const exact = (c: CorpusCase): boolean => lineageMatches(c, derived(c)) && problemsMatch(c, derived(c));

// Statements that carry lineage: what the corpus's "at least 60 statements" counts.
const WRITES = /^(INSERT\b|CREATE\s+(TEMPORARY\s+)?VIEW\b|CREATE\s+TABLE\b[^;]*?\bAS\s+SELECT\b)/i;

const exactCases = PUBLIC_CORPUS.filter((c) => !(c.file in KNOWN_GAPS));
const gapCases = PUBLIC_CORPUS.filter((c) => c.file in KNOWN_GAPS);

describe('derived column lineage on public Flink SQL (hand-checked, field by field)', () => {
  it.each(exactCases.map((c) => [c.file, c] as const))('%s is exact', (_file, c) => {
    const d = derived(c);
    expect(sorted(hopLines(d))).toEqual(sorted(c.hops));
    if (c.outputs) expect(d.outputs.map((o) => `${o.namespace}/${o.name}`)).toEqual(c.outputs);
    expect(d.unmapped.map((u) => u.table)).toEqual(c.unmapped ?? []);
    expect(d.unsupported.map((u) => u.reason)).toEqual((c.unsupported ?? []).map((r) => expect.stringContaining(r)));
  });

  it.each(gapCases.map((c) => [c.file, c] as const))('%s still differs (a known gap; move it out once exact)', (_file, c) => {
    expect(exact(c), KNOWN_GAPS[c.file]?.reason).toBe(false);
  });

  it('lists gaps of corpus cases only, each case once', () => {
    const files = PUBLIC_CORPUS.map((c) => c.file);
    expect(new Set(files).size).toBe(files.length);
    expect(Object.keys(KNOWN_GAPS).filter((f) => !files.includes(f))).toEqual([]);
  });

  it('reports the parse rate and the exact-lineage rate', () => {
    const statements = PUBLIC_CORPUS.flatMap((c) => splitStatements(sqlOf(c.file)).map((s) => s.text));
    const parsed = statements.filter((s) => parseFlinkSql(s).errors.length === 0).length;
    const writes = statements.filter((s) => WRITES.test(s));
    const writesParsed = writes.filter((s) => parseFlinkSql(s).errors.length === 0).length;
    // The deriver reads more than the grammar does (it rewrites around grammar gaps): what it says it could not read.
    const unread = PUBLIC_CORPUS.flatMap((c) => derived(c).unsupported).filter((u) => /grammar rejects|MATCH_RECOGNIZE/.test(u.reason)).length;
    const lineageExact = PUBLIC_CORPUS.filter((c) => lineageMatches(c, derived(c))).length;
    const fullyExact = PUBLIC_CORPUS.filter(exact).length;
    const byCause = new Map<GapCause, string[]>();
    for (const [file, gap] of Object.entries(KNOWN_GAPS)) for (const k of gap.causes) byCause.set(k, [...(byCause.get(k) ?? []), file]);
    const pct = (n: number, of: number): string => `${n}/${of} (${Math.round((100 * n) / of)}%)`;
    console.info(
      [
        `public corpus: ${PUBLIC_CORPUS.length} cases, ${statements.length} statements (${writes.length} that write: INSERT, CTAS, CREATE VIEW)`,
        `parsed by dt-sql-parser: ${pct(parsed, statements.length)} of statements, ${pct(writesParsed, writes.length)} of writing statements`,
        `read by the deriver (rewrites included): ${pct(statements.length - unread, statements.length)} of statements`,
        `exact lineage (hops, outputs, unmapped): ${pct(lineageExact, PUBLIC_CORPUS.length)} of cases`,
        `exact with no bogus problem: ${pct(fullyExact, PUBLIC_CORPUS.length)}`,
        ...[...byCause].map(([cause, files]) => `  ${cause}: ${files.length} (${files.join(', ')})`),
      ].join('\n'),
    );
    expect(writes.length).toBeGreaterThanOrEqual(60);
    expect(fullyExact).toBe(exactCases.length);
  });
});
