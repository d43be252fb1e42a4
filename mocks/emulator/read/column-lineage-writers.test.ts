import { describe, expect, it } from 'vitest';
import { createEmulator } from '../index.ts';
import { completedRun, enc, getJson, ingestAll, uuid } from '../testing/event-builders.ts';

interface Node {
  id: string;
  data: { field: string; inputFields: { dataset: string; field: string }[]; transformationType: string | null };
  inEdges: { origin: string; destination: string }[];
}

const T = (h: number) => `2024-01-01T${String(h).padStart(2, '0')}:00:00Z`;

/** Two jobs write `shared.total`, each declaring it from its own input (the multi-writer case). */
function twoWriters() {
  const em = createEmulator({ clock: () => new Date('2024-02-01T00:00:00Z') });
  ingestAll(em, [
    ...completedRun({ time: T(0), runId: uuid(1), job: 'load_a', outputs: [{ namespace: 'ns', name: 'a', fields: ['amount'] }] }),
    ...completedRun({ time: T(0), runId: uuid(2), job: 'load_b', outputs: [{ namespace: 'ns', name: 'b', fields: ['cents'] }] }),
    ...completedRun({
      time: T(1),
      runId: uuid(3),
      job: 'writer_a',
      inputs: [{ namespace: 'ns', name: 'a' }],
      outputs: [
        {
          namespace: 'ns',
          name: 'shared',
          fields: ['total'],
          columnLineage: { total: { inputFields: [{ namespace: 'ns', name: 'a', field: 'amount' }], transformationType: 'IDENTITY' } },
        },
      ],
    }),
    ...completedRun({
      time: T(2),
      runId: uuid(4),
      job: 'writer_b',
      inputs: [{ namespace: 'ns', name: 'b' }],
      outputs: [
        {
          namespace: 'ns',
          name: 'shared',
          fields: ['total'],
          columnLineage: { total: { inputFields: [{ namespace: 'ns', name: 'b', field: 'cents' }], transformationType: 'MASKED' } },
        },
      ],
    }),
  ]);
  return em;
}

describe('/column-lineage with several writers of one field (ColumnLineageService.toLineage, ColumnLineageDao.getLineage)', () => {
  it('lists the column once per writer on the dataset GET (ColumnLineageDao.getLineageRowsForDatasets groups per output version)', async () => {
    const { body } = await getJson<{ columnLineage: { name: string; inputFields: { dataset: string }[]; transformationType: string }[] }>(
      twoWriters(),
      '/api/v1/namespaces/ns/datasets/shared',
    );
    expect(body.columnLineage.map((c) => [c.name, c.inputFields.map((i) => i.dataset), c.transformationType])).toEqual([
      ['total', ['a'], 'IDENTITY'],
      ['total', ['b'], 'MASKED'],
    ]);
  });

  it('keeps ONE data block per node (one GROUP BY row: one writer version) while the edges are the union', async () => {
    const { body } = await getJson<{ graph: Node[] }>(twoWriters(), `/api/v1/column-lineage?nodeId=${enc('datasetField:ns:shared:total')}`);
    const total = body.graph.find((n) => n.id === 'datasetField:ns:shared:total');
    expect(total?.inEdges.map((e) => e.destination).sort()).toEqual(['datasetField:ns:a:amount', 'datasetField:ns:b:cents']);
    // `graphNodes.put(nodeId, …data(columnLineageNodeData))`: the last group put wins, inputFields are that group's only.
    expect(total?.data.inputFields.map((i) => `${i.dataset}.${i.field}`)).toEqual(['b.cents']);
    expect(total?.data.transformationType).toBe('MASKED');
    // …while the dataset GET still lists both writers' inputs (ColumnLineageService.enrichWithColumnLineage).
    const ds = await getJson<{ columnLineage: { name: string; inputFields: { dataset: string }[] }[] }>(twoWriters(), '/api/v1/namespaces/ns/datasets/shared');
    expect(ds.body.columnLineage.flatMap((c) => c.inputFields.map((i) => `${c.name}←${i.dataset}`)).sort()).toEqual(['total←a', 'total←b']);
  });
});
