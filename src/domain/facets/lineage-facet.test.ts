import { describe, expect, it } from 'vitest';
import { parseLineageDatasetFacet, parseLineageJobFacet } from './lineage-facet.ts';

// The examples are the OpenLineage specification's own (`spec/tests/LineageFacet/*.json` in OpenLineage/OpenLineage
// at 8f02abfb7a25, Apache-2.0), trimmed of `_producer`/`_schemaURL`.
const PG = 'postgresql://warehouse:5432';

describe('parseLineageJobFacet', () => {
  it('reads a dataset entry with field-level inputs and a job source (mixed-sources)', () => {
    const parsed = parseLineageJobFacet({
      entries: [
        {
          namespace: PG,
          name: 'public.enriched_orders',
          type: 'DATASET',
          inputs: [
            { namespace: PG, name: 'public.orders', type: 'DATASET' },
            { namespace: 'airflow://production', name: 'daily.enrichment', type: 'JOB' },
          ],
          fields: {
            customer_segment: {
              inputs: [
                { namespace: PG, name: 'public.orders', type: 'DATASET', field: 'customer_id' },
                { namespace: 'airflow://production', name: 'daily.enrichment', type: 'JOB', transformations: [{ type: 'DIRECT', subtype: 'TRANSFORMATION' }] },
              ],
            },
          },
        },
      ],
    });
    expect(parsed?.entries).toHaveLength(1);
    const [entry] = parsed!.entries;
    expect(entry?.target).toEqual({ kind: 'dataset', namespace: PG, name: 'public.enriched_orders' });
    expect(entry?.inputs).toEqual([
      { kind: 'dataset', namespace: PG, name: 'public.orders', field: null, transformations: [] },
      { kind: 'job', job: { namespace: 'airflow://production', name: 'daily.enrichment' }, runId: null, transformations: [] },
    ]);
    expect(entry?.fields.get('customer_segment')).toEqual([
      { kind: 'dataset', namespace: PG, name: 'public.orders', field: 'customer_id', transformations: [] },
      {
        kind: 'job',
        job: { namespace: 'airflow://production', name: 'daily.enrichment' },
        runId: null,
        transformations: [{ type: 'DIRECT', subtype: 'TRANSFORMATION', description: null, masking: null }],
      },
    ]);
  });

  it('reads job-to-job flow with run ids, and an identity-less job as the event’s own (job-to-job, implicit-job)', () => {
    const chain = parseLineageJobFacet({
      entries: [
        {
          namespace: 'airflow://production',
          name: 'daily.load',
          type: 'JOB',
          runId: '605f451b-c768-4c77-9ff4-8501f6324513',
          inputs: [{ namespace: 'airflow://production', name: 'daily.transform', type: 'JOB', runId: 'b7dce052-51a6-4d66-98b9-5fd8b78a79c7' }],
        },
      ],
    });
    expect(chain?.entries[0]).toEqual({
      target: { kind: 'job', job: { namespace: 'airflow://production', name: 'daily.load' }, runId: '605f451b-c768-4c77-9ff4-8501f6324513' },
      inputs: [
        {
          kind: 'job',
          job: { namespace: 'airflow://production', name: 'daily.transform' },
          runId: 'b7dce052-51a6-4d66-98b9-5fd8b78a79c7',
          transformations: [],
        },
      ],
      fields: new Map(),
    });
    const own = parseLineageJobFacet({
      entries: [
        {
          type: 'JOB',
          inputs: [
            {
              namespace: 'postgresql://production:5432',
              name: 'public.transactions',
              type: 'DATASET',
              transformations: [{ type: 'INDIRECT', subtype: 'FILTER' }],
            },
          ],
        },
      ],
    });
    expect(own?.entries[0]?.target).toEqual({ kind: 'job', job: null, runId: null });
  });

  it('keeps an empty `inputs` (no tracked upstream) apart from an absent one (generator)', () => {
    const parsed = parseLineageJobFacet({
      entries: [
        {
          namespace: PG,
          name: 'public.extracted_data',
          type: 'DATASET',
          inputs: [],
          fields: { total: { inputs: [{ type: 'JOB', transformations: [{ type: 'DIRECT', subtype: 'AGGREGATION', description: 'sum()' }] }] } },
        },
        { namespace: PG, name: 'public.other', type: 'DATASET', fields: {} },
      ],
    });
    expect(parsed?.entries.map((e) => e.inputs)).toEqual([[], null]);
    expect(parsed?.entries[0]?.fields.get('total')?.[0]).toMatchObject({ kind: 'job', job: null, transformations: [{ description: 'sum()' }] });
  });
});

describe('parseLineageJobFacet on malformed values', () => {
  it('skips malformed entries and sources one by one, keeping the rest', () => {
    const parsed = parseLineageJobFacet({
      entries: [
        { type: 'DATASET', name: 'no namespace' },
        { type: 'TABLE', namespace: PG, name: 'wrong type' },
        { type: 'JOB', namespace: 'only-a-namespace' },
        null,
        'text',
        {
          type: 'DATASET',
          namespace: PG,
          name: 't',
          inputs: [
            { type: 'DATASET', namespace: PG },
            { type: 'DATASET', namespace: PG, name: 'a', field: 7, transformations: [{ subtype: 'x' }, { type: 'DIRECT' }] },
          ],
        },
      ],
    });
    expect(parsed?.entries).toHaveLength(1);
    expect(parsed?.entries[0]?.inputs).toEqual([
      { kind: 'dataset', namespace: PG, name: 'a', field: null, transformations: [{ type: 'DIRECT', subtype: null, description: null, masking: null }] },
    ]);
  });

  it('is null for a value without an `entries` list', () => {
    for (const raw of [undefined, null, 3, 'lineage', [], {}, { entries: {} }, { inputs: [] }]) expect(parseLineageJobFacet(raw)).toBeNull();
  });
});

describe('parseLineageDatasetFacet', () => {
  it('reads a view’s dataset-level inputs and field lineage (dataset-to-dataset)', () => {
    const parsed = parseLineageDatasetFacet({
      inputs: [{ namespace: PG, name: 'public.customers', type: 'DATASET' }],
      fields: {
        customer_id: {
          inputs: [
            {
              namespace: PG,
              name: 'public.customers',
              type: 'DATASET',
              field: 'id',
              transformations: [{ type: 'DIRECT', subtype: 'IDENTITY', masking: false }],
            },
          ],
        },
      },
    });
    expect(parsed?.inputs).toEqual([{ kind: 'dataset', namespace: PG, name: 'public.customers', field: null, transformations: [] }]);
    expect(parsed?.fields.get('customer_id')).toEqual([
      {
        kind: 'dataset',
        namespace: PG,
        name: 'public.customers',
        field: 'id',
        transformations: [{ type: 'DIRECT', subtype: 'IDENTITY', description: null, masking: false }],
      },
    ]);
  });

  it('never turns a producer’s field name into an object property', () => {
    const parsed = parseLineageDatasetFacet(JSON.parse('{"fields":{"__proto__":{"inputs":[]},"constructor":{"inputs":[]}}}'));
    expect([...(parsed?.fields.keys() ?? [])]).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).inputs).toBeUndefined();
  });

  it('is null without `inputs` or `fields`', () => {
    for (const raw of [null, 'x', [], {}, { entries: [] }]) expect(parseLineageDatasetFacet(raw)).toBeNull();
  });
});
