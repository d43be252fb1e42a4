import { describe, expect, it } from 'vitest';
import { createEmulator } from '../index.ts';
import { completedRun, enc, getJson, ingestAll, uuid } from '../testing/event-builders.ts';

interface Node {
  id: string;
  type: string;
  data: Record<string, unknown> & { inputFields: Record<string, unknown>[] };
  inEdges: { origin: string; destination: string }[];
  outEdges: { origin: string; destination: string }[];
}
type Graph = { graph: Node[] };
const T = (h: number) => `2024-01-01T${String(h).padStart(2, '0')}:00:00Z`;
const AGG = [{ type: 'DIRECT', subtype: 'AGGREGATION', description: 'sum(a)' }];

/** src(a,b) → J → out(x,y) → K → final(f); plus ghosts that Marquez drops. */
function setup() {
  const em = createEmulator({ clock: () => new Date('2024-02-01T00:00:00Z') });
  ingestAll(em, [
    ...completedRun({ time: T(0), runId: uuid(1), job: 'load', outputs: [{ namespace: 'ns', name: 'src', fields: ['a', 'b'] }] }),
    ...completedRun({ time: T(1), runId: uuid(2), job: 'load_noschema', outputs: [{ namespace: 'ns', name: 'noschema' }] }),
    ...completedRun({
      time: T(2),
      runId: uuid(3),
      job: 'J',
      inputs: [{ namespace: 'ns', name: 'src' }],
      outputs: [
        {
          namespace: 'ns',
          name: 'out',
          fields: ['x', 'y'],
          columnLineage: {
            x: {
              inputFields: [{ namespace: 'ns', name: 'src', field: 'a', transformations: AGG }],
              transformationType: 'AGGREGATION',
              transformationDescription: 'sum',
            },
            y: { inputFields: [{ namespace: 'ns', name: 'src', field: 'b' }] },
            z: { inputFields: [{ namespace: 'ns', name: 'src', field: 'a' }] }, // not in the schema: dropped
            w: { inputFields: [{ namespace: 'ns', name: 'ghost', field: 'c' }] }, // not an input of the run: dropped
          },
        },
      ],
    }),
    ...completedRun({
      time: T(3),
      runId: uuid(4),
      job: 'K',
      inputs: [
        { namespace: 'ns', name: 'out' },
        { namespace: 'ns', name: 'noschema' },
      ],
      outputs: [
        {
          namespace: 'ns',
          name: 'final',
          fields: ['f', 'g'],
          columnLineage: {
            f: { inputFields: [{ namespace: 'ns', name: 'out', field: 'x' }] },
            g: { inputFields: [{ namespace: 'ns', name: 'noschema', field: 'q' }] },
          },
        },
      ],
    }),
  ]);
  return em;
}

const cl = (em: ReturnType<typeof createEmulator>, nodeId: string, extra = '') => getJson<Graph>(em, `/api/v1/column-lineage?nodeId=${enc(nodeId)}${extra}`);
const ids = (g: Graph) => g.graph.map((n) => n.id);

// docs/marquez-api.md#get-column-lineage, docs/marquez-behaviours.md#how-column-lineage-is-computed
describe('GET /column-lineage quirks', () => {
  // docs/marquez-api.md#column-lineage-inedges-are-reversed
  it('reverses inEdges: origin is the node itself, destination the upstream field', async () => {
    const { body } = await cl(setup(), 'datasetField:ns:out:x');
    expect(ids(body)).toEqual(['datasetField:ns:out:x', 'datasetField:ns:src:a']);
    const x = body.graph[0];
    expect(x?.inEdges).toEqual([{ origin: 'datasetField:ns:out:x', destination: 'datasetField:ns:src:a' }]);
    expect(x?.outEdges).toEqual([]);
    expect(body.graph[1]?.outEdges).toEqual([{ origin: 'datasetField:ns:src:a', destination: 'datasetField:ns:out:x' }]);
  });

  // docs/marquez-api.md#per-input-transformations-are-dropped
  it('keeps only the old shape: transformations[] are dropped, the deprecated pair kept', async () => {
    const { body } = await cl(setup(), 'datasetField:ns:out:x');
    const x = body.graph[0];
    expect(x?.data).toMatchObject({ field: 'x', fieldType: 'STRING', transformationType: 'AGGREGATION', transformationDescription: 'sum' });
    expect(Object.keys(x?.data.inputFields[0] ?? {}).sort()).toEqual([
      'dataset',
      'datasetVersion',
      'field',
      'namespace',
      'transformationDescription',
      'transformationType',
    ]);
    // Leaf input nodes: fieldType "" and no inputs.
    expect(body.graph[1]?.data).toMatchObject({ fieldType: '', inputFields: [], transformationType: null });
  });

  // docs/marquez-behaviours.md#how-column-lineage-is-computed
  it('drops output columns missing from the schema and inputs the run did not read', async () => {
    const em = setup();
    expect((await cl(em, 'datasetField:ns:out:z')).status).toBe(404); // z never became a field
    const { body } = await cl(em, 'dataset:ns:out');
    expect(ids(body)).not.toContain('datasetField:ns:out:w');
    expect(ids(body).some((id) => id.includes('ghost'))).toBe(false);
  });

  // docs/marquez-behaviours.md#how-column-lineage-is-computed
  it('drops input fields of an input read without a schema', async () => {
    const { status, body } = await cl(setup(), 'datasetField:ns:final:g');
    expect(status).toBe(200);
    expect(body).toEqual({ graph: [] });
  });

  // docs/marquez-api.md#get-column-lineage
  it('404 for an unknown field or a dataset with no fields, {"graph":[]} for a field without lineage', async () => {
    const em = setup();
    expect(await cl(em, 'datasetField:ns:src:nope')).toMatchObject({ status: 404, body: { code: 404, message: 'Could not find node' } });
    expect((await cl(em, 'dataset:ns:noschema')).status).toBe(404);
    expect(await cl(em, 'datasetField:ns:src:a')).toEqual({ status: 200, body: { graph: [] } });
  });

  // docs/marquez-api.md#get-column-lineage
  it('follows upstream only unless withDownstream=true', async () => {
    const em = setup();
    expect(ids((await cl(em, 'datasetField:ns:out:x')).body)).not.toContain('datasetField:ns:final:f');
    const down = await cl(em, 'datasetField:ns:out:x', '&withDownstream=true');
    expect(ids(down.body)).toContain('datasetField:ns:final:f');
  });

  // docs/marquez-behaviours.md#how-column-lineage-is-computed
  it('counts depth in edges and treats depth 0 like 1', async () => {
    const em = setup();
    const one = await cl(em, 'datasetField:ns:final:f', '&depth=1');
    expect(ids(one.body)).toEqual(['datasetField:ns:final:f', 'datasetField:ns:out:x']);
    expect(ids((await cl(em, 'datasetField:ns:final:f', '&depth=0')).body)).toEqual(ids(one.body));
    const two = await cl(em, 'datasetField:ns:final:f', '&depth=2');
    expect(ids(two.body)).toEqual(['datasetField:ns:final:f', 'datasetField:ns:out:x', 'datasetField:ns:src:a']);
  });

  it('rejects a versioned nodeId with withDownstream=true (400) and honours #version otherwise', async () => {
    const em = setup();
    const ds = await getJson<{ currentVersion: string }>(em, '/api/v1/namespaces/ns/datasets/out');
    const v = ds.body.currentVersion;
    expect((await cl(em, `datasetField:ns:out:x#${v}`, '&withDownstream=true')).status).toBe(400);
    const versioned = await cl(em, `datasetField:ns:out:x#${v}`);
    expect(versioned.body.graph[0]?.id).toBe(`datasetField:ns:out:x#${v}`);
  });

  // docs/marquez-api.md#datasets-and-dataset-versions
  it('shows the old-shape columnLineage on dataset GET while facets keep transformations[] whole', async () => {
    const { body } = await getJson<{ columnLineage: unknown; facets: { columnLineage: { fields: { x: { inputFields: { transformations: unknown }[] } } } } }>(
      setup(),
      '/api/v1/namespaces/ns/datasets/out',
    );
    expect(body.columnLineage).toEqual(
      expect.arrayContaining([
        {
          name: 'x',
          inputFields: [{ namespace: 'ns', dataset: 'src', field: 'a', transformationDescription: 'sum', transformationType: 'AGGREGATION' }],
          transformationDescription: 'sum',
          transformationType: 'AGGREGATION',
        },
      ]),
    );
    expect(body.facets.columnLineage.fields.x.inputFields[0]?.transformations).toEqual(AGG);
    const src = await getJson<{ columnLineage: unknown }>(setup(), '/api/v1/namespaces/ns/datasets/src');
    expect(src.body.columnLineage).toBeNull();
  });
});
