// Marquez 0.51's job-version and current-edge rules, one test per rule, each naming the Marquez method it reproduces
// (docs/marquez-behaviours.md "Job versions and current edges"). Every assertion goes through the HTTP read side.
import { describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../index.ts';
import { completedRun, enc, getJson, ingestAll, runEvent, uuid, type DatasetSpec } from '../testing/event-builders.ts';

interface Node {
  id: string;
  inEdges: { origin: string; destination: string }[];
  outEdges: { origin: string; destination: string }[];
}
interface Run {
  id: string;
  state: string;
  jobVersion: { version: string } | null;
  inputDatasetVersions: { datasetVersionId: { name: string } }[];
  outputDatasetVersions: { datasetVersionId: { name: string } }[];
}
interface Job {
  currentVersion: string | null;
  updatedAt: string;
}

const T = (h: number) => `2026-11-20T${String(h).padStart(2, '0')}:00:00.000Z`;
const WALL = '2027-01-01T00:00:00.000Z';
const src: DatasetSpec = { namespace: 'kafka://b:9092', name: 'src', fields: ['a'] };
const other: DatasetSpec = { namespace: 'kafka://b:9092', name: 'other', fields: ['a'] };
const sink: DatasetSpec = { namespace: 'iceberg://lake', name: 'sink', fields: ['a'] };

/** A fixed wall clock far from every event, so a job `updatedAt` equal to an event time can only come from a version link. */
const emulator = () => createEmulator({ clock: () => new Date(WALL) });

async function edgesOf(em: Emulator, job: string): Promise<{ inputs: string[]; outputs: string[] }> {
  const { body } = await getJson<{ graph: Node[] }>(em, `/api/v1/lineage?nodeId=${enc(`job:ns:${job}`)}&depth=1`);
  const node = body.graph.find((n) => n.id === `job:ns:${job}`);
  return { inputs: (node?.inEdges ?? []).map((e) => e.origin), outputs: (node?.outEdges ?? []).map((e) => e.destination) };
}

async function lineageIds(em: Emulator, nodeId: string): Promise<string[]> {
  return (await getJson<{ graph: Node[] }>(em, `/api/v1/lineage?nodeId=${enc(nodeId)}&depth=1`)).body.graph.map((n) => n.id);
}

const job = async (em: Emulator, name: string) => (await getJson<Job>(em, `/api/v1/namespaces/ns/jobs/${name}`)).body;
const versionCount = async (em: Emulator, name: string) =>
  (await getJson<{ versions: unknown[] }>(em, `/api/v1/namespaces/ns/jobs/${name}/versions`)).body.versions.length;
const run = async (em: Emulator, id: string) => (await getJson<Run>(em, `/api/v1/jobs/runs/${id}`)).body;
const runsOf = async (em: Emulator, name: string) => (await getJson<{ runs: Run[] }>(em, `/api/v1/namespaces/ns/jobs/${name}/runs`)).body.runs;

const CONNECTED = { inputs: ['dataset:kafka://b:9092:src'], outputs: ['dataset:iceberg://lake:sink'] };
const ALONE = { inputs: [], outputs: [] };

/** Run 1 of a streaming job, started with its datasets: one version, edges drawn. */
function streamingRunWithDatasets(em: Emulator): void {
  ingestAll(em, [runEvent({ eventType: 'START', streaming: true, time: T(1), runId: uuid(1), job: 'flink', inputs: [src], outputs: [sink] })]);
}

describe('job versions and current edges (Marquez 0.51 OpenLineageDao / JobVersionDao)', () => {
  it("a streaming job's minimal ABORT clears its edges: LineageEvent.isTerminalEvent() is COMPLETE|FAIL only (LineageEventTest.testIsTerminalEvent; OpenLineageDao.updateBaseMarquezModel → JobVersionDao.markInputOrOutputDatasetAsPreviousFor)", async () => {
    const em = emulator();
    streamingRunWithDatasets(em);
    const before = await job(em, 'flink');
    ingestAll(em, [runEvent({ eventType: 'ABORT', streaming: true, time: T(2), runId: uuid(1), job: 'flink' })]);
    expect(await edgesOf(em, 'flink')).toEqual(ALONE);
    expect(await lineageIds(em, 'dataset:iceberg://lake:sink')).not.toContain('job:ns:flink');
    // The run's cumulative datasets hash to the existing version, so updateMarquezOnStreamingJob makes none.
    expect((await job(em, 'flink')).currentVersion).toBe(before.currentVersion);
    expect(await versionCount(em, 'flink')).toBe(1);
    expect((await run(em, uuid(1))).state).toBe('ABORTED');
  });

  it.each(['START', 'RUNNING'])(
    "a streaming job's minimal %s of a restarted run clears its edges and makes a new empty version current (OpenLineageDao.updateBaseMarquezModel; OpenLineageDao.updateMarquezOnStreamingJob → JobVersionDao.upsertJobVersionOnRunTransition; JobDao.updateVersionFor)",
    async (eventType) => {
      const em = emulator();
      streamingRunWithDatasets(em);
      const before = await job(em, 'flink');
      ingestAll(em, [runEvent({ eventType, streaming: true, time: T(3), runId: uuid(2), job: 'flink' })]);
      expect(await edgesOf(em, 'flink')).toEqual(ALONE);
      const after = await job(em, 'flink');
      expect(after.currentVersion).not.toBe(before.currentVersion);
      expect(await versionCount(em, 'flink')).toBe(2);
      expect((await run(em, uuid(2))).jobVersion).not.toBeNull();
      // updateVersionFor stamps the job with the transition time, not the wall clock.
      expect(Date.parse(after.updatedAt)).toBe(Date.parse(T(3)));
    },
  );

  it.each(['COMPLETE', 'FAIL'])(
    "a streaming job's %s without datasets keeps its edges and makes no version (LineageEvent.isTerminalEventForStreamingJobWithNoDatasets, LineageEventTest.testIsTerminalEventForStreamingJobWithNoDatasets; OpenLineageDao.updateMarquezOnStreamingJob returns early)",
    async (eventType) => {
      const em = emulator();
      streamingRunWithDatasets(em);
      const before = await job(em, 'flink');
      // A restarted run whose only event is the final one: its empty dataset set would hash to a new version.
      ingestAll(em, [runEvent({ eventType, streaming: true, time: T(4), runId: uuid(2), job: 'flink' })]);
      expect(await edgesOf(em, 'flink')).toEqual(CONNECTED);
      expect((await job(em, 'flink')).currentVersion).toBe(before.currentVersion);
      expect(await versionCount(em, 'flink')).toBe(1);
      expect((await run(em, uuid(2))).jobVersion).toBeNull();
      // The same for the first run's own final event.
      ingestAll(em, [runEvent({ eventType, streaming: true, time: T(5), runId: uuid(1), job: 'flink' })]);
      expect(await edgesOf(em, 'flink')).toEqual(CONNECTED);
      expect(await versionCount(em, 'flink')).toBe(1);
    },
  );

  it.each(['ABORT', 'FAIL', 'COMPLETE'])(
    "a batch run's %s creates the job version and draws its edges (OpenLineageDao.updateMarquezModel: RunState.isDone() → updateMarquezOnComplete → JobVersionDao.upsertJobVersionOnRunTransition)",
    async (eventType) => {
      const em = emulator();
      ingestAll(em, [
        runEvent({ eventType: 'START', time: T(1), runId: uuid(1), job: 'spark', inputs: [src], outputs: [sink] }),
        // Minimal, as Spark's application-level final events are: the version comes from the run's cumulative datasets.
        runEvent({ eventType, time: T(2), runId: uuid(1), job: 'spark' }),
      ]);
      expect(await edgesOf(em, 'spark')).toEqual(CONNECTED);
      expect(await versionCount(em, 'spark')).toBe(1);
      expect((await run(em, uuid(1))).jobVersion).not.toBeNull();
      expect(Date.parse((await job(em, 'spark')).updatedAt)).toBe(Date.parse(T(2)));
    },
  );

  it("a batch job's minimal START of a later run clears its edges until that run is done (OpenLineageDao.updateBaseMarquezModel: the exception is for streaming jobs only)", async () => {
    const em = emulator();
    ingestAll(em, completedRun({ time: T(1), runId: uuid(1), job: 'spark', inputs: [src], outputs: [sink] }));
    ingestAll(em, [runEvent({ eventType: 'START', time: T(2), runId: uuid(2), job: 'spark' })]);
    expect(await edgesOf(em, 'spark')).toEqual(ALONE);
    ingestAll(em, [runEvent({ eventType: 'COMPLETE', time: T(3), runId: uuid(2), job: 'spark' })]);
    expect(await edgesOf(em, 'spark')).toEqual(ALONE); // run 2 read and wrote nothing: its version is empty
  });

  it('a batch run that is still RUNNING is not connected until it is done (OpenLineageDao.updateMarquezModel: no version before RunState.isDone(); marquez#3066)', async () => {
    const em = emulator();
    // First-ever run, never finished: no version, no edges.
    ingestAll(em, [
      runEvent({ eventType: 'START', time: T(1), runId: uuid(1), job: 'fx', inputs: [src], outputs: [sink] }),
      runEvent({ eventType: 'RUNNING', time: T(2), runId: uuid(1), job: 'fx', inputs: [src], outputs: [sink] }),
    ]);
    expect(await edgesOf(em, 'fx')).toEqual(ALONE);
    expect((await job(em, 'fx')).currentVersion).toBeNull();
    expect(await lineageIds(em, 'dataset:iceberg://lake:sink')).toEqual(['dataset:iceberg://lake:sink']);
    // Once it completes, a later run RUNNING with new inputs leaves the old version drawn.
    ingestAll(em, [runEvent({ eventType: 'COMPLETE', time: T(3), runId: uuid(1), job: 'fx', inputs: [src], outputs: [sink] })]);
    ingestAll(em, [runEvent({ eventType: 'RUNNING', time: T(4), runId: uuid(2), job: 'fx', inputs: [other], outputs: [sink] })]);
    expect(await edgesOf(em, 'fx')).toEqual(CONNECTED);
    ingestAll(em, [runEvent({ eventType: 'COMPLETE', time: T(5), runId: uuid(2), job: 'fx', inputs: [other], outputs: [sink] })]);
    expect(await edgesOf(em, 'fx')).toEqual({ inputs: ['dataset:kafka://b:9092:other'], outputs: CONNECTED.outputs });
  });

  it('runs of one job with different inputs: only the last done version is drawn, each run still lists what it read (JobVersionDao.upsertInputDatasetFor → markInputOrOutputDatasetAsPreviousFor(version, job, INPUT); marquez#3093)', async () => {
    const em = emulator();
    ingestAll(em, [
      ...completedRun({ time: T(1), runId: uuid(1), job: 'daily', inputs: [src, other], outputs: [sink] }),
      ...completedRun({ time: T(2), runId: uuid(2), job: 'daily', inputs: [src], outputs: [sink] }),
    ]);
    expect(await edgesOf(em, 'daily')).toEqual(CONNECTED);
    expect(await lineageIds(em, 'dataset:kafka://b:9092:other')).toEqual(['dataset:kafka://b:9092:other']);
    expect(await versionCount(em, 'daily')).toBe(2);
    const runs = await runsOf(em, 'daily');
    const read = (id: string) =>
      runs
        .find((r) => r.id === id)
        ?.inputDatasetVersions.map((v) => v.datasetVersionId.name)
        .sort();
    expect(read(uuid(1))).toEqual(['other', 'src']);
    expect(read(uuid(2))).toEqual(['src']);
    expect(runs.find((r) => r.id === uuid(1))?.outputDatasetVersions.map((v) => v.datasetVersionId.name)).toEqual(['sink']);
  });

  it("several writers of one dataset are all drawn: current io rows are per job (LineageDao.getLineage walks every job's is_current_job_version rows)", async () => {
    const em = emulator();
    ingestAll(em, [
      runEvent({ eventType: 'RUNNING', streaming: true, time: T(1), runId: uuid(1), job: 'flink', inputs: [src], outputs: [sink] }),
      ...completedRun({ time: T(2), runId: uuid(2), job: 'backfill', inputs: [other], outputs: [sink] }),
    ]);
    expect(await lineageIds(em, 'dataset:iceberg://lake:sink')).toEqual(
      expect.arrayContaining(['job:ns:flink', 'job:ns:backfill', 'dataset:kafka://b:9092:src', 'dataset:kafka://b:9092:other']),
    );
    expect((await edgesOf(em, 'flink')).outputs).toEqual(['dataset:iceberg://lake:sink']);
    expect((await edgesOf(em, 'backfill')).outputs).toEqual(['dataset:iceberg://lake:sink']);
  });
});
