import { describe, expect, it } from 'vitest';
import { hopLines } from './corpus/hop-lines.ts';
import { deriveSqlLineage } from './derive-sql-lineage.ts';

// Issue 27: each defect found on public Flink SQL, reduced to the table t(a, b, status, kind, ts) and a sink o.

const KAFKA = (topic: string): string => `WITH ('connector' = 'kafka', 'topic' = '${topic}', 'properties.bootstrap.servers' = 'k:9092')`;
const DDL = `CREATE TABLE t (a STRING, b INT, status STRING, kind STRING, ts TIMESTAMP(3)) ${KAFKA('t')};
CREATE TABLE u (a STRING, c INT) ${KAFKA('u')};
CREATE TABLE o (x STRING, y STRING, z STRING) ${KAFKA('o')};
`;
const NO_JOB = { inputs: [], outputs: [] };

function derive(sql: string): { hops: string[]; problems: string[]; unmapped: string[] } {
  const d = deriveSqlLineage(DDL + sql, NO_JOB);
  return { hops: hopLines(d).sort(), problems: d.unsupported.map((u) => u.reason), unmapped: d.unmapped.map((u) => `${u.table}: ${u.reason}`) };
}

describe('a literal is never a column', () => {
  it("gives a column fed by 'status' no input, though t has a column status", () => {
    expect(derive("INSERT INTO o (x, y) SELECT a, 'status' AS kind FROM t")).toEqual({ hops: ['o.x <- t.a DIRECT/IDENTITY'], problems: [], unmapped: [] });
  });

  it('declares a column fed by constants only with no inputs, and one it could not read not at all', () => {
    const d = deriveSqlLineage(`${DDL}INSERT INTO o (x, y, z) SELECT a, CURRENT_DATE, nowhere FROM t`, NO_JOB);
    expect(d.outputs[0]?.fields.y).toEqual([]);
    expect(d.outputs[0]?.fields).not.toHaveProperty('z');
    expect(d.unsupported.map((u) => u.reason)).toEqual(['column "nowhere" is not found in the FROM clause']);
  });

  it('invents no input for literal columns of UNION ALL branches', () => {
    const { hops, problems } = derive("INSERT INTO o (x, y) SELECT a, 'a' AS origin FROM t UNION ALL SELECT a, 'b' AS origin FROM u");
    expect(hops).toEqual(['o.x <- t.a DIRECT/IDENTITY', 'o.x <- u.a DIRECT/IDENTITY']);
    expect(problems).toEqual([]);
  });

  it('says nothing about a number literal, nor a double-quoted one', () => {
    expect(derive('INSERT INTO o (x, y, z) SELECT a, 1 AS flag, "b" AS q FROM t')).toEqual({
      hops: ['o.x <- t.a DIRECT/IDENTITY'],
      problems: [],
      unmapped: [],
    });
  });

  it('reads a back-quoted name as the column it is, in WHERE and inside calls', () => {
    const { hops } = derive('INSERT INTO o (x, y) SELECT `a`, UPPER(`kind`) FROM t WHERE `b` = 1 AND `t`.`status` IS NOT NULL');
    expect(hops).toEqual(['o <- t.b INDIRECT/FILTER', 'o <- t.status INDIRECT/FILTER', 'o.x <- t.a DIRECT/IDENTITY', 'o.y <- t.kind DIRECT/TRANSFORMATION']);
  });
});

describe('windows', () => {
  it.each([
    ["GROUP BY a, TUMBLE(ts, INTERVAL '1' MINUTE)", "TUMBLE_START(ts, INTERVAL '1' MINUTE)"],
    ["GROUP BY a, HOP(ts, INTERVAL '1' MINUTE, INTERVAL '5' MINUTE)", "HOP_END(ts, INTERVAL '1' MINUTE, INTERVAL '5' MINUTE)"],
    ["GROUP BY a, SESSION(ts, INTERVAL '1' MINUTE)", "SESSION_START(ts, INTERVAL '1' MINUTE)"],
  ])('gives the time column of a legacy group window (%s) GROUP_BY and WINDOW', (groupBy, bound) => {
    expect(derive(`INSERT INTO o SELECT a, ${bound}, SUM(b) FROM t ${groupBy}`).hops).toEqual([
      'o <- t.a INDIRECT/GROUP_BY',
      'o <- t.ts INDIRECT/GROUP_BY',
      'o <- t.ts INDIRECT/WINDOW',
      'o.x <- t.a DIRECT/IDENTITY',
      'o.y <- t.ts DIRECT/TRANSFORMATION',
      'o.z <- t.b DIRECT/AGGREGATION',
    ]);
  });

  it('reads a named window clause, aliased or not', () => {
    const expected = ['o <- t.a INDIRECT/WINDOW', 'o <- t.ts INDIRECT/WINDOW', 'o.x <- t.a DIRECT/IDENTITY', 'o.y <- t.b DIRECT/AGGREGATION'];
    expect(derive('INSERT INTO o (x, y) SELECT a, SUM(b) OVER w AS s FROM t WINDOW w AS (PARTITION BY a ORDER BY ts)')).toEqual({
      hops: expected,
      problems: [],
      unmapped: [],
    });
    expect(derive('INSERT INTO o (x, y) SELECT a, SUM(b) OVER w FROM t WINDOW w AS (PARTITION BY a ORDER BY ts)')).toEqual({
      hops: expected,
      problems: [],
      unmapped: [],
    });
  });

  it('says a window name the query does not define', () => {
    expect(derive('INSERT INTO o (x, y) SELECT a, SUM(b) OVER v AS s FROM t WINDOW w AS (PARTITION BY a)').problems).toEqual([
      expect.stringContaining('window "v" is not defined'),
    ]);
  });

  it('gives SELECT DISTINCT GROUP_BY on the distinct columns, parentheses or not', () => {
    expect(derive('INSERT INTO o (x, y) SELECT DISTINCT(a), b FROM t').hops).toEqual([
      'o <- t.a INDIRECT/GROUP_BY',
      'o <- t.b INDIRECT/GROUP_BY',
      'o.x <- t.a DIRECT/IDENTITY',
      'o.y <- t.b DIRECT/IDENTITY',
    ]);
  });
});

describe('select items the grammar reads oddly', () => {
  it.each(['my_udf(b)', 'MD5(b)'])('keeps the column of an unaliased call %s in an insert by position', (call) => {
    const { hops, problems } = derive(`INSERT INTO o SELECT a, ${call} FROM t`);
    expect(hops.filter((h) => h.startsWith('o.y'))).toEqual([`o.y <- t.b DIRECT/TRANSFORMATION${call.startsWith('MD5') ? '/masking' : ''}`]);
    expect(problems).toEqual([]);
  });

  it('reads a parenthesised column as the column', () => {
    const d = deriveSqlLineage(`${DDL}CREATE VIEW v AS SELECT (a), b FROM t; INSERT INTO o (x, y) SELECT a, b FROM v`, NO_JOB);
    expect(hopLines(d).sort()).toEqual(['o.x <- t.a DIRECT/IDENTITY', 'o.y <- t.b DIRECT/IDENTITY']);
    expect(d.unsupported).toEqual([]);
  });
});

describe('valid Flink the grammar rejects, bridged', () => {
  it.each([
    ['OVER (…) alias without AS', 'SUM(b) OVER (PARTITION BY a ORDER BY ts) s', 'AGGREGATION'],
    ['a short window frame', 'SUM(b) OVER (PARTITION BY a ORDER BY ts RANGE UNBOUNDED PRECEDING) s', 'AGGREGATION'],
    ['EXTRACT(DAY FROM ts)', 'EXTRACT(DAY FROM ts)', 'TRANSFORMATION'],
    ["TRIM(LEADING 'x' FROM a)", "TRIM(LEADING 'x' FROM b)", 'TRANSFORMATION'],
    ['SUBSTRING(a FROM 1 FOR 2)', 'SUBSTRING(b FROM 1 FOR 2)', 'TRANSFORMATION'],
    ['FLOOR(ts TO HOUR)', 'FLOOR(ts TO HOUR)', 'TRANSFORMATION'],
    ['a scalar subquery', '(SELECT MAX(b) FROM t)', 'AGGREGATION'],
  ])('%s', (_name, item, kind) => {
    const d = deriveSqlLineage(`${DDL}INSERT INTO o (x, y) SELECT a, ${item} FROM t`, NO_JOB);
    expect(d.unsupported).toEqual([]);
    const y = d.outputs[0]?.fields.y ?? [];
    expect(y.map((i) => `${i.field} ${i.transformations[0]?.subtype}`)).toEqual([`${item.includes('ts') && !item.includes('OVER') ? 'ts' : 'b'} ${kind}`]);
    // The expression is described as written, not as bridged.
    expect(y[0]?.transformations[0]?.description).toBe(item.replace(/ s$/, ''));
  });

  it('reads an operator on a call of a function the grammar does not know by name (MD5, a UDF)', () => {
    const d = deriveSqlLineage(`${DDL}INSERT INTO o SELECT a, (a) || MD5(b), status || my_udf(kind, 1) AS q FROM t`, NO_JOB);
    expect(d.unsupported).toEqual([]);
    expect(
      hopLines(d)
        .filter((h) => !h.startsWith('o.x'))
        .sort(),
    ).toEqual([
      'o.y <- t.a DIRECT/TRANSFORMATION',
      'o.y <- t.b DIRECT/TRANSFORMATION/masking',
      'o.z <- t.kind DIRECT/TRANSFORMATION',
      'o.z <- t.status DIRECT/TRANSFORMATION',
    ]);
    expect(d.outputs[0]?.fields.y?.[0]?.transformations[0]?.description).toBe('(a) || MD5(b)');
    expect(d.outputs[0]?.fields.z?.[0]?.transformations[0]?.description).toBe('status || my_udf(kind, 1)');
  });

  it('reads a CREATE TABLE with WATERMARK after PRIMARY KEY, and maps a path without scheme to file://', () => {
    const sql = `CREATE TABLE f (a STRING, ts TIMESTAMP(3), PRIMARY KEY (a) NOT ENFORCED, WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
WITH ('connector' = 'filesystem', 'path' = '/opt/data/x.csv', 'format' = 'csv');
INSERT INTO o (x, y) SELECT a, ts FROM f`;
    const d = deriveSqlLineage(DDL + sql, NO_JOB);
    expect(d.unsupported).toEqual([]);
    expect(d.outputs[0]?.fields.x).toEqual([expect.objectContaining({ namespace: 'file', name: '/opt/data/x.csv', field: 'a' })]);
  });

  it('reads CREATE TABLE … WITH (…) LIKE src without a column list as src’s columns under the new options', () => {
    const { hops, problems } = derive("CREATE TABLE t2 WITH ('topic' = 't2') LIKE t; INSERT INTO o (x, y) SELECT a, kind FROM t2");
    expect(problems).toEqual([]);
    expect(hops).toEqual(['o.x <- t2.a DIRECT/IDENTITY', 'o.y <- t2.kind DIRECT/IDENTITY']);
  });

  it('says a CREATE VIEW it cannot read where the view is used, instead of calling the view an unmapped table', () => {
    const { hops, problems, unmapped } = derive('CREATE VIEW v AS SELECT a FROM t WHERE a = = 1; INSERT INTO o (x) SELECT a FROM v');
    expect(hops).toEqual([]);
    expect(unmapped).toEqual([]);
    expect(problems).toEqual([
      expect.stringContaining('grammar rejects it'),
      expect.stringMatching(/^view "v" is not derived: its CREATE VIEW is not read.*column "a" of "v"/),
    ]);
  });
});

describe('FROM items', () => {
  it('lets a LATERAL subquery see the FROM items before it', () => {
    const { hops, problems } = derive('INSERT INTO o (x, y) SELECT t.a, l.c FROM t, LATERAL (SELECT c FROM u WHERE u.a = t.a) AS l');
    expect(problems).toEqual([]);
    expect(hops).toEqual(['o <- t.a INDIRECT/FILTER', 'o <- u.a INDIRECT/FILTER', 'o.x <- t.a DIRECT/IDENTITY', 'o.y <- u.c DIRECT/IDENTITY']);
  });

  it('reads the unqualified key of a USING join as the merged key of both sides', () => {
    const { hops, problems } = derive('INSERT INTO o (x, y) SELECT a, c FROM t JOIN u USING (a)');
    expect(problems).toEqual([]);
    expect(hops).toEqual([
      'o <- t.a INDIRECT/JOIN',
      'o <- u.a INDIRECT/JOIN',
      'o.x <- t.a DIRECT/IDENTITY',
      'o.x <- u.a DIRECT/IDENTITY',
      'o.y <- u.c DIRECT/IDENTITY',
    ]);
  });
});

describe('what decides a value is INDIRECT/CONDITIONAL on its column, what it may be is DIRECT', () => {
  it.each([
    ['a searched CASE', 'CASE WHEN b > 1 THEN a ELSE kind END'],
    ['IF(cond, a, b)', 'IF(b > 1, a, kind)'],
  ])('%s', (_name, item) => {
    const { hops, problems } = derive(`INSERT INTO o (x, y) SELECT ${item}, status FROM t`);
    expect(problems).toEqual([]);
    expect(hops).toEqual([
      'o.x <- t.a DIRECT/TRANSFORMATION',
      'o.x <- t.b INDIRECT/CONDITIONAL',
      'o.x <- t.kind DIRECT/TRANSFORMATION',
      'o.y <- t.status DIRECT/IDENTITY',
    ]);
  });

  it("gives a CASE of literals only its conditions, and a simple CASE's operand CONDITIONAL", () => {
    expect(derive("INSERT INTO o (x, y) SELECT CASE WHEN b < 18 THEN 'minor' ELSE 'adult' END, CASE kind WHEN status THEN 1 ELSE 0 END FROM t").hops).toEqual([
      'o.x <- t.b INDIRECT/CONDITIONAL',
      'o.y <- t.kind INDIRECT/CONDITIONAL',
      'o.y <- t.status INDIRECT/CONDITIONAL',
    ]);
  });

  it('keeps a condition CONDITIONAL under an aggregate and through a view, and a column read by a condition downstream', () => {
    const sql = `CREATE VIEW v AS SELECT a, SUM(CASE WHEN status = 'ok' THEN b ELSE 0 END) AS s FROM t GROUP BY a;
INSERT INTO o (x, y) SELECT s, CASE WHEN s > 10 THEN a END FROM v`;
    expect(derive(sql).hops).toEqual([
      'o <- t.a INDIRECT/GROUP_BY',
      'o.x <- t.b DIRECT/AGGREGATION',
      'o.x <- t.status INDIRECT/CONDITIONAL',
      'o.y <- t.a DIRECT/TRANSFORMATION',
      'o.y <- t.b INDIRECT/CONDITIONAL',
      'o.y <- t.status INDIRECT/CONDITIONAL',
    ]);
  });
});

describe('masking: what the output cannot give back of the input', () => {
  it('marks a count masking, DISTINCT or not, over a window too', () => {
    const { hops } = derive('INSERT INTO o (x, y, z) SELECT a, COUNT(b), COUNT(DISTINCT kind) FROM t GROUP BY a');
    expect(hops.filter((h) => !h.startsWith('o <-'))).toEqual([
      'o.x <- t.a DIRECT/IDENTITY',
      'o.y <- t.b DIRECT/AGGREGATION/masking',
      'o.z <- t.kind DIRECT/AGGREGATION/masking',
    ]);
    expect(derive('INSERT INTO o (x, y) SELECT a, COUNT(b) OVER (PARTITION BY a ORDER BY ts) AS n FROM t').hops).toContain(
      'o.y <- t.b DIRECT/AGGREGATION/masking',
    );
  });

  it('marks an overwrite by a literal masking, and a replacement that carries input back not', () => {
    const { hops } = derive(
      "INSERT INTO o (x, y, z) SELECT OVERLAY(a PLACING '****' FROM 1 FOR 3), REGEXP_REPLACE(kind, '\\d', '*'), REGEXP_REPLACE(status, '(\\w+)-(\\w+)', '$2') FROM t",
    );
    expect(hops).toEqual(['o.x <- t.a DIRECT/TRANSFORMATION/masking', 'o.y <- t.kind DIRECT/TRANSFORMATION/masking', 'o.z <- t.status DIRECT/TRANSFORMATION']);
  });
});

describe('aggregates the deriver does not know by name', () => {
  it('reads a call over a non-key column of a grouped query as an aggregate, and one over keys only as a transformation', () => {
    const { hops, problems } = derive('INSERT INTO o (x, y, z) SELECT UPPER(a), weightedAvg(b, a), approx_percentile(b, 0.5) FROM t GROUP BY a');
    expect(problems).toEqual([]);
    expect(hops).toEqual([
      'o <- t.a INDIRECT/GROUP_BY',
      'o.x <- t.a DIRECT/TRANSFORMATION',
      'o.y <- t.a DIRECT/AGGREGATION',
      'o.y <- t.b DIRECT/AGGREGATION',
      'o.z <- t.b DIRECT/AGGREGATION',
    ]);
  });
});

describe('EXISTS', () => {
  it('takes from an EXISTS subquery only what decides its rows, never what it selects', () => {
    const { hops, problems } = derive('INSERT INTO o (x) SELECT a FROM t WHERE EXISTS (SELECT * FROM u WHERE u.c > t.b);');
    expect(problems).toEqual([]);
    expect(hops).toEqual(['o <- t.b INDIRECT/FILTER', 'o <- u.c INDIRECT/FILTER', 'o.x <- t.a DIRECT/IDENTITY'].sort());
  });
});
