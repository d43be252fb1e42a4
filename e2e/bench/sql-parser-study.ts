// `npx tsx e2e/bench/sql-parser-study.ts`: which SQL parser derives Flink SQL column lineage (issue 18), measured on
// the corpus in src/domain/sql-lineage/corpus/: statements parsed, cases whose derived lineage equals the
// hand-checked expectations, and what Vite would ship for it (gzip, loaded lazily). README "Derived column lineage".
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import * as polyglot from '@polyglot-sql/sdk';
import * as nodeSqlFlink from 'node-sql-parser/build/flinksql';
import { formatTable } from '../../mocks/bench-support/figures.ts';
import { CORPUS, type CorpusCase } from '../../src/domain/sql-lineage/corpus/corpus-cases.ts';
import { hopLines } from '../../src/domain/sql-lineage/corpus/hop-lines.ts';
import { deriveSqlLineage } from '../../src/domain/sql-lineage/derive-sql-lineage.ts';
import { parseFlinkSql } from '../../src/domain/sql-lineage/flink-tree.ts';
import { splitStatements } from '../../src/domain/sql-lineage/split-statements.ts';

const root = resolve(import.meta.dirname, '../..');
const corpusDir = join(root, 'src/domain/sql-lineage/corpus');
const sqlOf = (c: CorpusCase): string => readFileSync(join(corpusDir, c.file), 'utf8');
const statements = CORPUS.flatMap((c) => splitStatements(sqlOf(c)).map((s) => s.text));

// --- derivation time (ours) -----------------------------------------------------------------------------------------
// First pass in a fresh process (ANTLR deserialises the grammar and fills its prediction caches), then warm.
const derivePass = (): number => {
  const t0 = performance.now();
  for (const c of CORPUS) deriveSqlLineage(sqlOf(c), c.job);
  return performance.now() - t0;
};
const coldMs = derivePass();
const warmMs = derivePass();

// --- parse rate -------------------------------------------------------------------------------------------------
const nodeSqlModule = (nodeSqlFlink as unknown as { default?: typeof nodeSqlFlink }).default ?? nodeSqlFlink;
const nodeSql = new nodeSqlModule.Parser();
const parsers: [string, (sql: string) => boolean][] = [
  ['dt-sql-parser 4.5.1 FlinkSQL', (s) => parseFlinkSql(s).errors.length === 0],
  [
    'node-sql-parser 5.4.0 flinksql',
    (s) => {
      try {
        nodeSql.astify(s, { database: 'flinksql' });
        return true;
      } catch {
        return false;
      }
    },
  ],
  ['@polyglot-sql/sdk 0.12.1 (hive)', (s) => polyglot.parse(s, polyglot.Dialect.Hive).success],
  ['@polyglot-sql/sdk 0.12.1 (spark)', (s) => polyglot.parse(s, polyglot.Dialect.Spark).success],
];
const parsed = parsers.map(([name, parse]) => ({ name, ok: statements.filter((s) => parse(s)).length }));

// --- lineage correctness ------------------------------------------------------------------------------------------
// Ours: every hop of every case, subtypes and INDIRECT included.
const oursCorrect = CORPUS.filter((c) => {
  const got = hopLines(deriveSqlLineage(sqlOf(c), c.job)).sort();
  return JSON.stringify(got) === JSON.stringify([...c.hops].sort());
}).length;

// polyglot's own column lineage (sqlglot's `lineage`): per output column, the source fields it reaches, one
// statement at a time (it has no view or DDL state across statements) and without subtypes or INDIRECT inputs, so
// it is scored on the weaker question "same DIRECT input fields per column".
function expectedDirect(c: CorpusCase): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const hop of c.hops) {
    const m = /^\S*?\.([^.\s]+) <- \S*?\.([^.\s]+) DIRECT\//.exec(hop);
    if (!m?.[1] || !m[2]) continue;
    out.set(m[1].toLowerCase(), (out.get(m[1].toLowerCase()) ?? new Set()).add(m[2].toLowerCase()));
  }
  return out;
}

interface PolyNode {
  name: string;
  source_kind: string;
  downstream?: PolyNode[];
}

function polyglotLeaves(column: string, sql: string): Set<string> | null {
  const r = polyglot.lineage(column, sql, 'spark') as { success: boolean; lineage?: PolyNode };
  if (!r.success || !r.lineage) return null;
  const leaves = new Set<string>();
  const stack = [r.lineage];
  while (stack.length > 0) {
    const n = stack.pop();
    if (!n) break;
    if (n.source_kind === 'table') leaves.add((n.name.split('.').pop() ?? n.name).toLowerCase());
    stack.push(...(n.downstream ?? []));
  }
  return leaves;
}

const polyglotCorrect = CORPUS.filter((c) => {
  const expected = expectedDirect(c);
  if (expected.size === 0) return false;
  const writes = splitStatements(sqlOf(c))
    .map((s) => s.text)
    .filter((s) => /^(INSERT|CREATE\s+TABLE\s+\S+\s+WITH[\s\S]*\bAS\s+SELECT)/i.test(s));
  return [...expected].every(([column, fields]) =>
    writes.some((w) => {
      const got = polyglotLeaves(column, w);
      return got !== null && got.size === fields.size && [...fields].every((f) => got.has(f));
    }),
  );
}).length;

// --- bundle cost --------------------------------------------------------------------------------------------------
// What Vite would put in the lazy chunk(s): a production build of a one-line entry per candidate, minified,
// every emitted JS/Wasm file gzip -9 (as a static host pre-compresses).
async function lazyGzipKB(entrySource: string): Promise<number> {
  // Inside the project, so the entry resolves packages from node_modules.
  const dir = await mkdtemp(join(root, 'node_modules/.sql-parser-study-'));
  try {
    const entry = join(dir, 'entry.ts');
    await writeFile(entry, entrySource);
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      // An app build (not library mode, which would inline a Wasm file as base64) that keeps the entry's exports.
      build: { outDir: join(dir, 'out'), emptyOutDir: true, minify: true, rollupOptions: { input: entry, preserveEntrySignatures: 'strict' } },
    });
    const files = await readdir(join(dir, 'out'), { recursive: true });
    let bytes = 0;
    for (const f of files) {
      if (!/\.(m?js|wasm)$/.test(f)) continue;
      bytes += gzipSync(await readFile(join(dir, 'out', f)), { level: 9 }).length;
    }
    return bytes / 1024;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const ours = join(root, 'src/domain/sql-lineage/derive-sql-lineage.ts');
const bundle = [
  await lazyGzipKB(`export { deriveSqlLineage } from ${JSON.stringify(ours)};\n`),
  await lazyGzipKB(`export { Parser } from 'node-sql-parser/build/flinksql';\n`),
  await lazyGzipKB(`export { parse, lineage } from '@polyglot-sql/sdk';\n`),
];

const rows = [
  [parsed[0], `${oursCorrect}/${CORPUS.length} (all hops, subtypes, INDIRECT)`, bundle[0]],
  [parsed[1], 'no resolver (grammar fails most shapes)', bundle[1]],
  [parsed[2], '', bundle[2]],
  [parsed[3], `${polyglotCorrect}/${CORPUS.length} (DIRECT fields only, its lineage())`, bundle[2]],
] as const;
console.log(`${statements.length} statements in ${CORPUS.length} corpus files`);
console.log(`deriving the whole corpus: ${coldMs.toFixed(0)} ms the first time in this process, ${warmMs.toFixed(0)} ms the second\n`);
console.log(
  formatTable(
    ['candidate', 'parsed', 'lineage equal to expectations', 'lazy gzip KB'],
    rows.map(([p, lineage, kb]) => [p?.name ?? '', `${p?.ok ?? 0}/${statements.length}`, lineage, (kb ?? 0).toFixed(0)]),
  ),
);
