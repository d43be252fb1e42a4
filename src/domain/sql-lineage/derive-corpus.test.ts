import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORPUS } from './corpus/corpus-cases.ts';
import { deriveSqlLineage } from './derive-sql-lineage.ts';
import { hopLines } from './corpus/hop-lines.ts';

const sqlOf = (file: string): string => readFileSync(new URL(`./corpus/${file}`, import.meta.url), 'utf8');

describe('derived column lineage on the Flink SQL corpus (hand-checked, field by field)', () => {
  it.each(CORPUS.map((c) => [c.shape, c] as const))('%s', (_shape, c) => {
    const derived = deriveSqlLineage(sqlOf(c.file), c.job);
    expect(hopLines(derived).sort()).toEqual([...c.hops].sort());
    if (c.outputs) expect(derived.outputs.map((o) => `${o.namespace}/${o.name}`)).toEqual(c.outputs);
    expect(derived.unmapped.map((u) => u.table)).toEqual(c.unmapped ?? []);
    expect(derived.unsupported.map((u) => u.reason)).toEqual((c.unsupported ?? []).map((r) => expect.stringContaining(r)));
  });
});
