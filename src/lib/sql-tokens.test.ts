import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tokenizeSql } from './sql-tokens.ts';

describe('tokenizeSql', () => {
  it('classifies a Flink SQL statement', () => {
    const sql = "INSERT INTO enriched SELECT o.id, CAST(o.amount AS DECIMAL(10, 2)) / 100 AS amount_usd -- cents!\nFROM orders o WHERE o.status = 'paid'";
    const tokens = tokenizeSql(sql);
    const of = (text: string) => tokens.find((t) => t.text === text)?.kind;
    expect(of('INSERT')).toBe('keyword');
    expect(of('CAST')).toBe('keyword');
    expect(of('enriched')).toBe('identifier');
    expect(of('100')).toBe('number');
    expect(of("'paid'")).toBe('string');
    expect(of('-- cents!')).toBe('comment');
  });

  it('marks calls as functions and quoted names as identifiers', () => {
    const tokens = tokenizeSql('SELECT TUMBLE_START(ts, INTERVAL \'1\' MINUTE), "weird name", `x``y` FROM t');
    expect(tokens.find((t) => t.text === 'TUMBLE_START')?.kind).toBe('function');
    expect(tokens.find((t) => t.text === '"weird name"')?.kind).toBe('identifier');
    expect(tokens.find((t) => t.text === '`x``y`')?.kind).toBe('identifier');
  });

  it('keeps unterminated strings and comments to the end instead of failing', () => {
    expect(tokenizeSql("SELECT 'oops").at(-1)).toEqual({ kind: 'string', text: "'oops" });
    expect(tokenizeSql('SELECT 1 /* open').at(-1)).toEqual({ kind: 'comment', text: '/* open' });
  });

  it('treats markup in SQL as text', () => {
    const sql = "SELECT '<script>alert(1)</script>' AS x";
    expect(
      tokenizeSql(sql)
        .map((t) => t.text)
        .join(''),
    ).toBe(sql);
  });

  it('always concatenates back to the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (sql) => {
        expect(
          tokenizeSql(sql)
            .map((t) => t.text)
            .join(''),
        ).toBe(sql);
      }),
      { numRuns: 1000 },
    );
  });
});
