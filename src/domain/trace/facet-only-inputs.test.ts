import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../mocks/emulator/index.ts';
import { completedRun, ingestAll, uuid } from '../../../mocks/emulator/testing/event-builders.ts';
import { traceAnswers } from '../../../mocks/emulator/testing/trace-answers.ts';
import type { OlRunEvent } from '../marquez-shapes.ts';
import { datasetNodeId } from '../node-id.ts';
import { findStitchCandidates } from '../stitching/find-stitch-candidates.ts';
import { dataset, fields, job } from '../stitching/test-catalog.ts';
import { createSnapshot } from './lineage-snapshot.ts';
import { snapshotFromRunEvents } from './snapshot-from-events.ts';
import { traceField } from './trace-field.ts';
import { traceToMarkdown } from './trace-to-markdown.ts';

// Issue 16: a facet may name an input no event reports (Spark names `db/orders` where its event reads
// `/warehouse/db/orders`). The trace marks that dataset and says which reported dataset it most likely is; Boundaries
// proposes that stitch.

const LAKE = 's3://lake';
const schema = (...names: string[]) => ({ fields: names.map((name) => ({ name, type: 'INT' })) });
const event = (job: string, inputs: string[], output: string, facetInput: string): OlRunEvent => ({
  eventType: 'COMPLETE',
  eventTime: '2026-01-01T00:00:00Z',
  producer: 'https://github.com/OpenLineage/OpenLineage/tree/1.30.0/integration/spark',
  run: { runId: `run-${job}` },
  job: { namespace: 'spark', name: job },
  inputs: inputs.map((name) => ({ namespace: LAKE, name, facets: { schema: schema('amount') } })),
  outputs: [
    {
      namespace: LAKE,
      name: output,
      facets: { schema: schema('total'), columnLineage: { fields: { total: { inputFields: [{ namespace: LAKE, name: facetInput, field: 'amount' }] } } } },
    },
  ],
});

describe('inputs only a facet names (issue 16)', () => {
  it('the trace keeps the declared hop, credits its job, and marks the dataset with the reported one it most likely is', () => {
    const snapshot = snapshotFromRunEvents([event('daily', ['/warehouse/db/orders'], 'warehouse/db/daily', 'db/orders')]);
    const r = traceField(snapshot, { namespace: LAKE, dataset: 'warehouse/db/daily', field: 'total' }, { inferred: false });
    expect(r.hops.map((h) => [h.from.dataset, h.from.field, h.job?.name, h.level])).toEqual([['db/orders', 'amount', 'daily', 'column']]);
    expect(r.unreported).toEqual([
      {
        namespace: LAKE,
        name: 'db/orders',
        likely: { namespace: LAKE, name: '/warehouse/db/orders', confidence: 0.8, evidence: expect.stringContaining('shorter spelling') as string },
      },
    ]);
    expect(traceToMarkdown(r)).toContain('### Named only by a columnLineage facet');
  });

  it('through Marquez (which stores no row for an input the run did not read), the current facet still gives the hop, credited via the likely dataset', async () => {
    const em = createEmulator({ clock: () => new Date('2026-02-01T00:00:00Z') });
    const out = { namespace: LAKE, name: 'warehouse/db/daily' };
    ingestAll(em, [
      ...completedRun({
        time: '2026-01-01T00:00:00Z',
        runId: uuid(1),
        job: 'load',
        outputs: [
          { namespace: LAKE, name: '/warehouse/db/orders', fields: ['amount'] },
          { namespace: LAKE, name: 'refunds', fields: ['amount'] },
        ],
      }),
      ...completedRun({
        time: '2026-01-01T01:00:00Z',
        runId: uuid(2),
        job: 'refunds',
        inputs: [{ namespace: LAKE, name: 'refunds' }],
        outputs: [{ ...out, fields: ['total'] }],
      }),
      ...completedRun({
        time: '2026-01-01T02:00:00Z',
        runId: uuid(3),
        job: 'daily',
        inputs: [{ namespace: LAKE, name: '/warehouse/db/orders' }],
        outputs: [{ ...out, fields: ['total'], columnLineage: { total: { inputFields: [{ namespace: LAKE, name: 'db/orders', field: 'amount' }] } } }],
      }),
    ]);
    const { lineage, datasets, jobs } = await traceAnswers(em, datasetNodeId(out));
    const r = traceField(createSnapshot(lineage, datasets, jobs), { namespace: LAKE, dataset: out.name, field: 'total' }, { inferred: false });
    expect(r.hops.filter((h) => h.level === 'column').map((h) => [h.from.dataset, h.job?.name])).toEqual([['db/orders', 'daily']]);
    expect(r.unreported?.map((u) => [u.name, u.likely?.name])).toEqual([['db/orders', '/warehouse/db/orders']]);
  });

  it('Boundaries proposes the reported dataset the facet-only name most likely is', () => {
    const catalog = {
      datasets: [
        dataset(LAKE, '/warehouse/db/orders', { fields: fields('amount') }),
        dataset(LAKE, 'orders_archive', { fields: fields('amount') }),
        dataset(LAKE, 'warehouse/db/daily', {
          fields: fields('total'),
          facets: { columnLineage: { fields: { total: { inputFields: [{ namespace: LAKE, name: 'db/orders', field: 'amount' }] } } } },
        }),
      ],
      jobs: [job('spark', 'daily', [[LAKE, '/warehouse/db/orders']], [[LAKE, 'warehouse/db/daily']], 'SPARK')],
    };
    const found = findStitchCandidates(catalog).filter((c) => c.rule === 'facet-input');
    // A stitch is an identity; its sides are oriented by the usual read/write rule.
    expect(found.map((c) => [c.a.name, c.b.name].sort())).toEqual([['/warehouse/db/orders', 'db/orders']]);
    expect(found[0]?.confidence).toBe(0.8);
    expect(found[0]?.evidence).toMatch(/only the columnLineage facet of warehouse\/db\/daily names s3:\/\/lake db\/orders/);
  });
});
