import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveSqlLineage } from './derive-sql-lineage.ts';
import type { SqlJobDatasets } from './derived-types.ts';

// Issue 27: derived lineage never invents a hop and never drops one silently. Statements are generated over random
// schemas with the traps found on public SQL — literals whose text is a column's name, aliases that are other
// columns' names, back-quotes, keyword and literal case, nested calls, unaliased calls, UNION ALL, joins, filters and
// subqueries that select by alias — and each one's exact lineage is known from how it was generated: every output
// column's DIRECT inputs are the columns its expressions reference (none for a constant column, which is declared with
// no inputs), and the dataset-wide INDIRECT inputs are the join keys and filter columns. No problem is expected.

const POOL = ['id', 'status', 'kind', 'amount', 'Region', 'origin', 'label', 'score'];
const NS = 'kafka://k:9092';

interface Table {
  name: string;
  alias: string;
  columns: string[];
}
/** A piece of SQL and the input columns (`table.column`, lower-cased) it references. */
interface Sql {
  sql: string;
  refs: string[];
}

const schema = (name: string, alias: string): fc.Arbitrary<Table> =>
  fc.uniqueArray(fc.constantFrom(...POOL), { minLength: 2, maxLength: 4, selector: (c) => c.toLowerCase() }).map((columns) => ({ name, alias, columns }));

/** Keywords and function names in any case: Flink reads them case-insensitively. */
const anyCase = (word: string): fc.Arbitrary<string> => fc.constantFrom(word.toUpperCase(), word.toLowerCase());

/** A column of `from`, written bare only when no other table in `visible` has a column of that name. */
function columnRef(from: readonly Table[], visible: readonly Table[] = from): fc.Arbitrary<Sql> {
  const all = from.flatMap((t) => t.columns.map((c) => ({ t, c })));
  return fc.constantFrom(...all).chain(({ t, c }) => {
    const unique = visible.flatMap((v) => v.columns).filter((x) => x.toLowerCase() === c.toLowerCase()).length === 1;
    const forms = [`${t.alias}.${c}`, `${t.alias}.\`${c}\``, ...(unique ? [c, `\`${c}\``] : [])];
    return fc.constantFrom(...forms).map((sql) => ({ sql, refs: [`${t.name}.${c.toLowerCase()}`] }));
  });
}

const literal: fc.Arbitrary<Sql> = fc
  .oneof(
    fc.constantFrom(...POOL).chain((name) => fc.constantFrom(`'${name}'`, `'${name.toUpperCase()}'`)),
    fc.integer({ min: 0, max: 99 }).map(String),
    fc.constantFrom('CURRENT_DATE', 'CAST(NULL AS STRING)', 'TRUE'),
  )
  .map((sql) => ({ sql, refs: [] }));

function expression(tables: readonly Table[], depth: number): fc.Arbitrary<Sql> {
  const leaf = fc.oneof(columnRef(tables), literal);
  if (depth === 0) return leaf;
  const sub = expression(tables, depth - 1);
  const join = (parts: Sql[], sql: string): Sql => ({ sql, refs: parts.flatMap((p) => p.refs) });
  return fc.oneof(
    { weight: 3, arbitrary: leaf },
    fc.tuple(sub, anyCase('upper')).map(([e, f]) => join([e], `${f}(${e.sql})`)),
    fc.tuple(sub, anyCase('cast')).map(([e, f]) => join([e], `${f}(${e.sql} AS STRING)`)),
    fc.tuple(sub, sub).map(([a, b]) => join([a, b], `COALESCE(${a.sql}, ${b.sql})`)),
    fc.tuple(sub, sub).map(([a, b]) => join([a, b], `${a.sql} || ${b.sql}`)),
    fc.tuple(sub, sub, sub).map(([a, b, c]) => join([a, b, c], `CASE WHEN ${a.sql} IS NULL THEN ${b.sql} ELSE ${c.sql} END`)),
    sub.map((e) => join([e], `(${e.sql})`)),
    fc.tuple(sub, fc.constantFrom('MD5', 'my_udf')).map(([e, f]) => join([e], `${f}(${e.sql})`)),
  );
}

interface Branch {
  sql: string;
  items: Sql[];
  indirect: string[];
}

/** One SELECT of `count` items over src_a, maybe joined to src_b, maybe filtered; aliases from the column names. */
function branch(a: Table, b: Table, count: number, aliases: readonly string[] | null): fc.Arbitrary<Branch> {
  return fc.boolean().chain((joined) => {
    const tables = joined ? [a, b] : [a];
    const on = fc
      .tuple(columnRef([a], tables), columnRef([b], tables))
      .map(([l, r]) => ({ sql: ` JOIN src_b AS b ON ${l.sql} = ${r.sql}`, refs: [...l.refs, ...r.refs] }));
    return fc
      .record({
        items: fc.array(expression(tables, 2), { minLength: count, maxLength: count }),
        join: joined ? on : fc.constant({ sql: '', refs: [] }),
        where: fc.option(expression(tables, 1), { nil: undefined }),
        as: anyCase('as'),
      })
      .map(({ items, join, where, as }) => {
        const list = items.map((e, i) => (aliases ? `${e.sql} ${as} \`${aliases[i]}\`` : e.sql)).join(', ');
        const filter = where ? ` WHERE ${where.sql} IS NOT NULL` : '';
        return { sql: `SELECT ${list} FROM src_a AS a${join.sql}${filter}`, items, indirect: [...join.refs, ...(where?.refs ?? [])] };
      });
  });
}

const cases = fc
  .record({
    a: schema('src_a', 'a'),
    b: schema('src_b', 'b'),
    count: fc.integer({ min: 1, max: 3 }),
    branches: fc.integer({ min: 1, max: 2 }),
    wrap: fc.boolean(),
  })
  .chain(({ a, b, count, branches, wrap }) => {
    // Wrapped in a subquery, the outer SELECT picks the items by their aliases, which may be other columns' names.
    const aliases = wrap
      ? fc.uniqueArray(fc.constantFrom(...POOL), { minLength: count, maxLength: count, selector: (c) => c.toLowerCase() })
      : fc.constant(null);
    return aliases.chain((names) =>
      fc.array(branch(a, b, count, names), { minLength: branches, maxLength: branches }).map((bs) => {
        const union = bs.map((x) => x.sql).join(' UNION ALL ');
        const query = names ? `SELECT ${names.map((n) => `q.\`${n}\``).join(', ')} FROM (${union}) AS q` : union;
        return { a, b, count, branches: bs, sql: `INSERT INTO sink ${query}` };
      }),
    );
  });

// 300 generated statements in the gate (`npm test`); FC_RUNS=2000 for a longer hunt.
const RUNS = Number(process.env.FC_RUNS) || 300;

describe('derived lineage over generated statements (never invent, never drop silently)', () => {
  it('derives exactly the columns each output column and the whole output read', () => {
    let hops = 0;
    fc.assert(
      fc.property(cases, ({ a, b, count, branches, sql }) => {
        const sink = Array.from({ length: count }, (_, i) => `o${i}`);
        const job: SqlJobDatasets = {
          inputs: [a, b].map((t) => ({ namespace: NS, name: t.name, fields: t.columns, aliases: [] })),
          outputs: [{ namespace: NS, name: 'sink', fields: sink, aliases: [] }],
        };
        const derived = deriveSqlLineage(sql, job);
        expect(derived.unsupported).toEqual([]);
        expect(derived.unmapped).toEqual([]);
        const [out] = derived.outputs;
        const fieldsOf = (inputs: readonly { name: string; field: string }[]): string[] =>
          [...new Set(inputs.map((i) => `${i.name}.${i.field.toLowerCase()}`))].sort();
        sink.forEach((column, i) => {
          const expected = [...new Set(branches.flatMap((br) => br.items[i]?.refs ?? []))].sort();
          // A constant column is declared with no inputs; any other has exactly the columns it references.
          expect(fieldsOf(out?.fields[column] ?? [{ name: 'missing', field: column }])).toEqual(expected);
          hops += expected.length;
        });
        expect(fieldsOf(out?.dataset ?? [])).toEqual([...new Set(branches.flatMap((br) => br.indirect))].sort());
      }),
      { numRuns: RUNS },
    );
    // The property must have had hops to check: more than one per statement.
    expect(hops).toBeGreaterThan(RUNS);
  }, 600_000);
});
