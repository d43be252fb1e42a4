import { describe, expect, it } from 'vitest';
import { jobStatedLineage } from './job-stated-lineage.ts';

// The spec's bulk ETL example: the job reads a and b and writes c and d; its facet says a → c and b → d.
const ns = 'postgresql://warehouse:5432';
const t = (name: string) => ({ namespace: ns, name });
const [a, b, c, d] = ['public.table_a', 'public.table_b', 'public.table_c', 'public.table_d'].map(t) as [
  ReturnType<typeof t>,
  ReturnType<typeof t>,
  ReturnType<typeof t>,
  ReturnType<typeof t>,
];
const src = (ref: { namespace: string; name: string }, field?: string) => ({ ...ref, type: 'DATASET', ...(field ? { field } : {}) });
const facets = {
  lineage: {
    entries: [
      { ...c, type: 'DATASET', inputs: [src(a)], fields: { id: { inputs: [src(a, 'id')] } } },
      { ...d, type: 'DATASET', fields: { value: { inputs: [src(b, 'value')] } } },
      { namespace: 'airflow', name: 'next', type: 'JOB', inputs: [{ type: 'JOB', namespace: 'airflow', name: 'prev' }] },
    ],
  },
};

describe('jobStatedLineage', () => {
  it('gives the stated edges with their level and fields, and the unstated input × output pairs', () => {
    const r = jobStatedLineage(facets, [a, b], [c, d]);
    expect(r?.stated).toEqual([
      { input: a, output: c, datasetLevel: true, fields: ['id'] },
      { input: b, output: d, datasetLevel: false, fields: ['value'] },
    ]);
    expect(r?.unstated).toEqual([
      { input: a, output: d },
      { input: b, output: c },
    ]);
    expect(r?.jobFlows).toEqual([{ from: { namespace: 'airflow', name: 'prev' }, to: { namespace: 'airflow', name: 'next' } }]);
    expect(r?.undescribedOutputs).toEqual([]);
  });

  it('names an output no entry describes, and says nothing for a job without the facet', () => {
    const e = t('public.table_e');
    expect(jobStatedLineage(facets, [a], [c, e])?.undescribedOutputs).toEqual([e]);
    expect(jobStatedLineage({ sql: { query: 'select 1' } }, [a], [c])).toBeNull();
    expect(jobStatedLineage(null, [a], [c])).toBeNull();
  });

  it('stays inert on hostile values', () => {
    const hostile = { lineage: { entries: [{ namespace: '__proto__', name: '<img src=x onerror=alert(1)>', type: 'DATASET', inputs: [src(a)] }, 42, null] } };
    const r = jobStatedLineage(hostile, [a], [c]);
    expect(r?.stated[0]?.output.name).toBe('<img src=x onerror=alert(1)>');
    expect(r?.unstated).toEqual([{ input: a, output: c }]);
  });
});
