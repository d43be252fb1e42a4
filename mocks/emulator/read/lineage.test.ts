import { describe, expect, it } from 'vitest';
import { createEmulator } from '../index.ts';
import { completedRun, enc, getJson, ingestAll, runEvent, uuid } from '../testing/event-builders.ts';

interface Node {
  id: string;
  type: string;
  data: Record<string, unknown>;
  inEdges: { origin: string; destination: string }[];
  outEdges: { origin: string; destination: string }[];
}
type Graph = { graph: Node[] };

const T = (h: number) => `2024-01-01T${String(h).padStart(2, '0')}:00:00Z`;

/** A → mid → B → out; C is a sibling reading src; D never finished. */
function pipeline() {
  const em = createEmulator({ clock: () => new Date('2024-02-01T00:00:00Z') });
  ingestAll(em, [
    ...completedRun({
      time: T(1),
      runId: uuid(1),
      job: 'A',
      inputs: [{ namespace: 'ns', name: 'src', fields: ['a'] }],
      outputs: [{ namespace: 'ns', name: 'mid', fields: ['a'] }],
    }),
    ...completedRun({
      time: T(2),
      runId: uuid(2),
      job: 'B',
      inputs: [{ namespace: 'ns', name: 'mid' }],
      outputs: [{ namespace: 'ns', name: 'out', fields: ['a'] }],
    }),
    ...completedRun({
      time: T(3),
      runId: uuid(3),
      job: 'C',
      inputs: [{ namespace: 'ns', name: 'src' }],
      outputs: [{ namespace: 'ns', name: 'other', fields: ['a'] }],
    }),
    runEvent({
      eventType: 'START',
      time: T(4),
      runId: uuid(4),
      job: 'D',
      inputs: [{ namespace: 'ns', name: 'out' }],
      outputs: [{ namespace: 'ns', name: 'final', fields: ['a'] }],
    }),
  ]);
  return em;
}

const ids = (g: Graph) => g.graph.map((n) => n.id);
const lineage = (em: ReturnType<typeof createEmulator>, nodeId: string, depth?: number) =>
  getJson<Graph>(em, `/api/v1/lineage?nodeId=${enc(nodeId)}${depth === undefined ? '' : `&depth=${depth}`}`);

// docs/marquez-api.md#get-lineage, docs/marquez-behaviours.md#how-lineage-is-computed
describe('GET /lineage quirks', () => {
  // docs/marquez-api.md#lineage-is-undirected
  it('is undirected and job-centric: a sibling reader of the same input comes back', async () => {
    const { body } = await lineage(pipeline(), 'dataset:ns:mid', 1);
    // Start job = A (the writer of mid); one hop reaches B (shares mid) and C (shares src), not D (never terminal).
    expect(ids(body)).toEqual(['dataset:ns:mid', 'dataset:ns:other', 'dataset:ns:out', 'dataset:ns:src', 'job:ns:A', 'job:ns:B', 'job:ns:C']);
  });

  it('counts depth in job hops; depth 0 is the start job and its datasets', async () => {
    const { body } = await lineage(pipeline(), 'dataset:ns:mid', 0);
    expect(ids(body)).toEqual(['dataset:ns:mid', 'dataset:ns:src', 'job:ns:A']);
  });

  it('sorts nodes by id with Java String order and gives correct-direction edges', async () => {
    const { body } = await lineage(pipeline(), 'job:ns:B');
    const sorted = [...ids(body)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(ids(body)).toEqual(sorted);
    const b = body.graph.find((n) => n.id === 'job:ns:B');
    expect(b?.inEdges).toEqual([{ origin: 'dataset:ns:mid', destination: 'job:ns:B' }]);
    expect(b?.outEdges).toEqual([{ origin: 'job:ns:B', destination: 'dataset:ns:out' }]);
    expect(b?.type).toBe('JOB');
    expect(b?.data).toMatchObject({ id: { namespace: 'ns', name: 'B' }, type: 'BATCH', currentRunUuid: uuid(2) });
    expect(body.graph.find((n) => n.id === 'dataset:ns:mid')?.data).not.toHaveProperty('facets');
  });

  // docs/marquez-behaviours.md#job-versions-and-current-edges-emulator-issue-14
  it('connects jobs only after a terminal event: a START-only job is alone (#3066)', async () => {
    const { body } = await lineage(pipeline(), 'job:ns:D');
    expect(ids(body)).toEqual(['job:ns:D']);
    expect(body.graph[0]?.inEdges).toEqual([]);
  });

  // docs/marquez-api.md#a-dataset-focus-starts-from-one-job
  it('returns an orphan when the chosen writer no longer writes the dataset, even though a reader exists', async () => {
    const em = pipeline();
    // A's newer run writes mid2 instead: its current version no longer touches mid, but B still reads mid.
    ingestAll(
      em,
      completedRun({
        time: T(5),
        runId: uuid(5),
        job: 'A',
        inputs: [{ namespace: 'ns', name: 'src' }],
        outputs: [{ namespace: 'ns', name: 'mid2', fields: ['a'] }],
      }),
    );
    const { body } = await lineage(em, 'dataset:ns:mid');
    expect(ids(body)).toEqual(['dataset:ns:mid']);
    expect(body.graph[0]?.inEdges).toEqual([]);
    expect(body.graph[0]?.outEdges).toEqual([]);
  });

  // docs/marquez-behaviours.md#job-versions-and-current-edges-emulator-issue-14
  it('drops a job’s current edges on any event with empty inputs/outputs', async () => {
    const em = pipeline();
    ingestAll(em, [runEvent({ eventType: 'RUNNING', time: T(6), runId: uuid(6), job: 'B' })]);
    const { body } = await lineage(em, 'job:ns:B');
    expect(ids(body)).toEqual(['job:ns:B']);
  });

  // docs/marquez-behaviours.md#symlinks-and-aliases
  it('answers with the primary identity when asked by a symlink alias', async () => {
    const em = createEmulator();
    ingestAll(
      em,
      completedRun({
        time: T(1),
        runId: uuid(7),
        job: 'spark',
        outputs: [{ namespace: 's3://lake', name: 'warehouse/t', fields: ['a'], symlinks: [{ namespace: 'hive://ms:9083', name: 'db.t' }] }],
      }),
    );
    const { status, body } = await lineage(em, 'dataset:hive://ms:9083:db.t');
    expect(status).toBe(200);
    expect(ids(body)).toEqual(['dataset:s3://lake:warehouse/t', 'job:ns:spark']);
  });

  it('404s for unknown nodes, datasetField ids and namespaces with plain colons; 400 without nodeId', async () => {
    const em = pipeline();
    ingestAll(em, completedRun({ time: T(7), runId: uuid(8), job: 'h2', outputs: [{ namespace: 'jdbc:h2:mem:x', name: 'tbl', fields: ['a'] }] }));
    expect((await lineage(em, 'dataset:ns:nope')).status).toBe(404);
    const field = await lineage(em, 'datasetField:ns:mid:a');
    expect(field.status).toBe(404);
    expect(field.body).toMatchObject({ code: 404, message: "Node 'datasetField:ns:mid:a' must be of type dataset or job!" });
    expect((await lineage(em, 'dataset:jdbc:h2:mem:x:tbl')).status).toBe(404); // mis-split namespace (#1761)
    const missing = await getJson(em, '/api/v1/lineage');
    expect(missing).toEqual({ status: 400, body: { errors: ['query param nodeId must not be null'] } });
  });
});
