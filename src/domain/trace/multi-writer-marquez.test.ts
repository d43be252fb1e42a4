import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../../mocks/emulator/index.ts';
import { completedRun, ingestAll, uuid, type DatasetSpec } from '../../../mocks/emulator/testing/event-builders.ts';
import { traceAnswers } from '../../../mocks/emulator/testing/trace-answers.ts';
import { datasetNodeId } from '../node-id.ts';
import { createSnapshot, type LineageSnapshot } from './lineage-snapshot.ts';
import { traceField } from './trace-field.ts';

// Issue 16 through Marquez's answers (the emulator): the dataset GET's raw `facets.columnLineage` is the last
// writer's only, its `columnLineage` every writer's (ColumnLineageService.enrichWithColumnLineage); the trace must
// use both and credit each input to the job that declared it.

const T = (h: number) => `2024-01-01T${String(h).padStart(2, '0')}:00:00Z`;

async function snapshotOf(events: unknown[], focus: { namespace: string; name: string }): Promise<LineageSnapshot> {
  const em = createEmulator({ clock: () => new Date('2024-02-01T00:00:00Z') });
  ingestAll(em, events);
  const { lineage, datasets, jobs } = await traceAnswers(em, datasetNodeId(focus));
  return createSnapshot(lineage, datasets, jobs, datasetNodeId(focus));
}

const shared = (from: string, field: string): DatasetSpec => ({
  namespace: 'ns',
  name: 'shared',
  fields: ['total'],
  columnLineage: { total: { inputFields: [{ namespace: 'ns', name: from, field }], transformationType: 'IDENTITY' } },
});
const loaders = [
  ...completedRun({ time: T(0), runId: uuid(1), job: 'load_a', outputs: [{ namespace: 'ns', name: 'a', fields: ['amount'] }] }),
  ...completedRun({ time: T(0), runId: uuid(2), job: 'load_b', outputs: [{ namespace: 'ns', name: 'b', fields: ['cents'] }] }),
];
const hopsOf = (r: ReturnType<typeof traceField>) =>
  r.hops
    .filter((h) => h.level === 'column')
    .map((h) => `${h.from.dataset}.${h.from.field} → ${h.to.dataset}.${h.to.field} by ${h.job?.name ?? '?'}`)
    .sort();

describe('two writers of one column, read through Marquez (issue 16)', () => {
  it('uses every writer’s column lineage, each hop credited to the job that reads (and declared) its input', async () => {
    const snapshot = await snapshotOf(
      [
        ...loaders,
        ...completedRun({ time: T(1), runId: uuid(3), job: 'writer_a', inputs: [{ namespace: 'ns', name: 'a' }], outputs: [shared('a', 'amount')] }),
        ...completedRun({ time: T(2), runId: uuid(4), job: 'writer_b', inputs: [{ namespace: 'ns', name: 'b' }], outputs: [shared('b', 'cents')] }),
      ],
      { namespace: 'ns', name: 'shared' },
    );
    const up = traceField(snapshot, { namespace: 'ns', dataset: 'shared', field: 'total' }, { inferred: false });
    expect(hopsOf(up)).toEqual(['a.amount → shared.total by writer_a', 'b.cents → shared.total by writer_b']);
    expect(up.degradations.filter((d) => d.dataset.name === 'shared')).toEqual([]);
    const down = traceField(snapshot, { namespace: 'ns', dataset: 'a', field: 'amount' }, { direction: 'downstream', inferred: false });
    expect(hopsOf(down)).toEqual(['a.amount → shared.total by writer_a']);
    expect(down.roots.map((r) => `${r.dataset}.${r.field}`)).toEqual(['shared.total']);
  });

  it('when both writers read both inputs, Marquez cannot tell who declared what: no hop is credited to a guessed job', async () => {
    const both = [
      { namespace: 'ns', name: 'a' },
      { namespace: 'ns', name: 'b' },
    ];
    const snapshot = await snapshotOf(
      [
        ...loaders,
        ...completedRun({ time: T(1), runId: uuid(3), job: 'writer_a', inputs: both, outputs: [shared('a', 'amount')] }),
        ...completedRun({ time: T(2), runId: uuid(4), job: 'writer_b', inputs: both, outputs: [shared('b', 'cents')] }),
      ],
      { namespace: 'ns', name: 'shared' },
    );
    const up = traceField(snapshot, { namespace: 'ns', dataset: 'shared', field: 'total' }, { inferred: false });
    expect(hopsOf(up)).toEqual(['a.amount → shared.total by ?', 'b.cents → shared.total by ?']);
    expect(up.hops.filter((h) => h.to.dataset === 'shared').every((h) => /one of writer_a, writer_b/.test(h.evidence))).toBe(true);
  });
});
