import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OlRunEvent } from '../marquez-shapes.ts';
import { deriveSqlLineage } from '../sql-lineage/derive-sql-lineage.ts';
import { snapshotFromRunEvents } from './snapshot-from-events.ts';
import { traceField } from './trace-field.ts';
import type { TraceHop } from './trace-types.ts';

// Issue 18: no derived hop without a SQL reference to that column. Random INSERT … SELECT over two tables (plain
// columns, functions, arithmetic, CASTs, constants, a join key and a filter) are derived with the real deriver; every
// derived hop and influencer of every output column, up and down, must name an input column the SQL mentions, of a
// table the SQL reads.

const T1 = ['a', 'b', 'c', 'k'];
const T2 = ['d', 'e', 'k'];
const schema = (fields: readonly string[]) => ({ schema: { fields: fields.map((name) => ({ name, type: 'STRING' })) } });

const column = fc.oneof(
  fc.constantFrom(...T1).map((c) => `t1.${c}`),
  fc.constantFrom(...T2).map((c) => `t2.${c}`),
);
const expression = fc.oneof(
  column,
  column.map((c) => `UPPER(${c})`),
  fc.tuple(column, column).map(([x, y]) => `${x} + ${y}`),
  column.map((c) => `CAST(${c} AS STRING)`),
  fc.constant("'constant'"),
);
const query = fc.record({
  select: fc.array(expression, { minLength: 1, maxLength: 5 }),
  join: fc.boolean(),
  filter: fc.option(column, { nil: null }),
});

function sqlOf(q: { select: readonly string[]; join: boolean; filter: string | null }): { sql: string; outputs: string[] } {
  const outputs = q.select.map((_, i) => `o${i}`);
  const list = q.select.map((e, i) => `${e} AS ${outputs[i]}`).join(', ');
  const from = q.join ? 'orders AS t1 JOIN rates AS t2 ON t1.k = t2.k' : 'orders AS t1, rates AS t2';
  return { sql: `INSERT INTO enriched SELECT ${list} FROM ${from}${q.filter ? ` WHERE ${q.filter} IS NOT NULL` : ''}`, outputs };
}

function event(sql: string, outputs: string[]): OlRunEvent {
  return {
    eventType: 'COMPLETE',
    eventTime: '2026-01-01T00:00:00Z',
    producer: 'test',
    schemaURL: 'test',
    run: { runId: 'r' },
    job: { namespace: 'jobs', name: 'sql', facets: { sql: { query: sql }, jobType: { integration: 'FLINK', processingType: 'STREAMING' } } },
    inputs: [
      { namespace: 'k', name: 'orders', facets: schema(T1) },
      { namespace: 'k', name: 'rates', facets: schema(T2) },
    ],
    outputs: [{ namespace: 'k', name: 'enriched', facets: schema(outputs) }],
  };
}

const TABLE_ALIAS: Readonly<Record<string, string>> = { orders: 't1', rates: 't2' };

describe('derived hops (property)', () => {
  it('every derived hop names an input column the SQL references, of a table it reads', () => {
    fc.assert(
      fc.property(query, (q) => {
        const { sql, outputs } = sqlOf(q);
        const ev = event(sql, outputs);
        const derived = deriveSqlLineage(sql, {
          inputs: [
            { namespace: 'k', name: 'orders', fields: T1, aliases: [] },
            { namespace: 'k', name: 'rates', fields: T2, aliases: [] },
          ],
          outputs: [{ namespace: 'k', name: 'enriched', fields: outputs, aliases: [] }],
        });
        const snap = { ...snapshotFromRunEvents([ev]), derived: new Map([['job:jobs:sql', derived]]) };
        const referenced = (h: TraceHop): boolean => {
          const alias = TABLE_ALIAS[h.from.dataset];
          return alias !== undefined && h.from.field !== null && new RegExp(`\\b${alias}\\.${h.from.field}\\b`).test(sql);
        };
        const derivedOf = (hops: readonly TraceHop[]) => hops.filter((h) => h.level === 'derived');
        let seen = 0;
        for (const field of outputs) {
          const up = traceField(snap, { namespace: 'k', dataset: 'enriched', field }, { inferred: false });
          const hops = derivedOf([...up.hops, ...up.influencers]);
          seen += hops.length;
          expect(hops.filter((h) => !referenced(h))).toEqual([]);
        }
        for (const [table, fields] of [
          ['orders', T1],
          ['rates', T2],
        ] as const) {
          for (const field of fields) {
            const down = traceField(snap, { namespace: 'k', dataset: table, field }, { direction: 'downstream', inferred: false });
            expect(derivedOf([...down.hops, ...down.influencers]).filter((h) => !referenced(h))).toEqual([]);
          }
        }
        // The property is not vacuous: a select list that reads a column yields derived hops.
        if (q.select.some((e) => /t[12]\./.test(e))) expect(seen).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });
});
