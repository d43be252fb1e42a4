import { describe, expect, it } from 'vitest';
import { createEmulator } from '../index.ts';
import { completedRun, enc, getJson, ingestAll, uuid } from '../testing/event-builders.ts';

interface Node {
  id: string;
  data: { field: string; inputFields: { dataset: string; field: string }[]; transformationType: string | null };
  inEdges: { origin: string; destination: string }[];
}

interface Entry {
  name: string;
  inputFields: { namespace: string; dataset: string; field: string; transformationDescription: string | null; transformationType: string | null }[];
  transformationDescription: string | null;
  transformationType: string | null;
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
  it("lists the column once on the dataset GET, with both writers' inputs (ColumnLineageDao.getLineageRowsForDatasets groups by output field)", async () => {
    const { body } = await getJson<{ columnLineage: Entry[] }>(twoWriters(), '/api/v1/namespaces/ns/datasets/shared');
    // ColumnLineageService.enrichWithColumnLineage: one ColumnLineage per row; the deprecated top-level getters read the
    // first input's transformation (inputs in ARRAY_AGG(DISTINCT …) order: namespace, dataset, version, field).
    expect(body.columnLineage).toEqual([
      {
        name: 'total',
        inputFields: [
          { namespace: 'ns', dataset: 'a', field: 'amount', transformationDescription: null, transformationType: 'IDENTITY' },
          { namespace: 'ns', dataset: 'b', field: 'cents', transformationDescription: null, transformationType: 'MASKED' },
        ],
        transformationDescription: null,
        transformationType: 'IDENTITY',
      },
    ]);
  });

  it('aggregates the inputs two runs of one job declared (ColumnLineageDaoTest.testGetLineageRowsForDatasetsWhenMultipleJobsWriteToADataset)', async () => {
    const em = createEmulator({ clock: () => new Date('2024-02-01T00:00:00Z') });
    const datasetA = { namespace: 'namespace', name: 'dataset_a', fields: ['col_a', 'col_b'] };
    const writeB = (n: number, field: string) =>
      completedRun({
        time: T(n),
        runId: uuid(10 + n),
        job: 'job1',
        namespace: 'namespace',
        inputs: [datasetA],
        outputs: [
          {
            namespace: 'namespace',
            name: 'dataset_b',
            fields: ['col_c'],
            columnLineage: { col_c: { inputFields: [{ namespace: 'namespace', name: 'dataset_a', field }], transformationDescription: `from ${field}` } },
          },
        ],
      });
    ingestAll(em, [...writeB(1, 'col_b'), ...writeB(2, 'col_a')]);
    const { body } = await getJson<{ columnLineage: Entry[] }>(em, '/api/v1/namespaces/namespace/datasets/dataset_b');
    expect(body.columnLineage.map((c) => c.name)).toEqual(['col_c']);
    expect(body.columnLineage[0]?.inputFields.map((i) => [i.field, i.transformationDescription])).toEqual([
      ['col_a', 'from col_a'],
      ['col_b', 'from col_b'],
    ]);
    expect(body.columnLineage[0]?.transformationDescription).toBe('from col_a');
  });

  it("keeps one input per (output field, input field): the latest writer's transformation (DISTINCT ON … updated_at DESC)", async () => {
    const em = createEmulator({ clock: () => new Date('2024-02-01T00:00:00Z') });
    const write = (n: number, job: string, type: string) =>
      completedRun({
        time: T(n),
        runId: uuid(20 + n),
        job,
        inputs: [{ namespace: 'ns', name: 'a', fields: ['amount'] }],
        outputs: [
          {
            namespace: 'ns',
            name: 'shared',
            fields: ['total'],
            columnLineage: { total: { inputFields: [{ namespace: 'ns', name: 'a', field: 'amount' }], transformationType: type } },
          },
        ],
      });
    ingestAll(em, [...write(1, 'writer_x', 'IDENTITY'), ...write(2, 'writer_y', 'MASKED')]);
    const { body } = await getJson<{ columnLineage: Entry[] }>(em, '/api/v1/namespaces/ns/datasets/shared');
    expect(body.columnLineage.map((c) => [c.name, c.inputFields.map((i) => `${i.dataset}.${i.field}:${i.transformationType}`), c.transformationType])).toEqual([
      ['total', ['a.amount:MASKED'], 'MASKED'],
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
