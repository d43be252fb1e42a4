import { describe, expect, it } from 'vitest';
import type { MqLineageGraph, MqLineageNode, MqRun } from '../marquez-shapes.ts';
import { augmentLineage } from './augment-lineage.ts';
import { resolveWindow } from './lineage-window.ts';
import { jobRunHistory } from './observed-runs.ts';
import { observedEdges } from './run-level-edges.ts';
import type { JobRunHistory } from './run-lineage-types.ts';
import { staleRuns } from './stale-runs.ts';

const NS = 'platform';
const K = 'kafka://broker:9092';
const L = 'iceberg://lake';

function run(id: string, state: MqRun['state'], at: string, inputs: [string, string][], outputs: [string, string][]): MqRun {
  const v = ([namespace, name]: [string, string]) => ({ datasetVersionId: { namespace, name, version: `${id}-${name}` } });
  return {
    id,
    state,
    startedAt: at,
    updatedAt: at,
    endedAt: state === 'RUNNING' ? null : at,
    inputDatasetVersions: inputs.map(v),
    outputDatasetVersions: outputs.map(v),
  };
}

const dsNode = (ns: string, name: string): MqLineageNode => ({
  id: `dataset:${ns}:${name}`,
  type: 'DATASET',
  data: { id: { namespace: ns, name }, namespace: ns, name },
  inEdges: [],
  outEdges: [],
});
const jobNode = (name: string, inputs: string[], outputs: string[]): MqLineageNode => {
  const id = `job:${NS}:${name}`;
  return {
    id,
    type: 'JOB',
    data: { id: { namespace: NS, name }, namespace: NS, name },
    inEdges: inputs.map((origin) => ({ origin, destination: id })),
    outEdges: outputs.map((destination) => ({ origin: id, destination })),
  };
};

/** Marquez's view: the Spark job reads the Iceberg table and writes the summary; the Flink writer is gone. */
function marquezView(): MqLineageGraph {
  const table = `dataset:${L}:lake.enriched`;
  const summary = `dataset:${L}:lake.summary`;
  return { graph: [dsNode(L, 'lake.enriched'), dsNode(L, 'lake.summary'), jobNode('spark-summary', [table], [summary])] };
}

function histories(): JobRunHistory[] {
  return [
    jobRunHistory(
      { namespace: NS, name: 'flink-enricher' },
      'STREAM',
      [
        run('f1', 'RUNNING', '2026-11-21T12:00:00Z', [[K, 'payments']], [[L, 'lake.enriched']]),
        // The same run's minimal ABORT: the run keeps what it read, its state and time move.
        { ...run('f1', 'ABORTED', '2026-11-22T10:00:00Z', [[K, 'payments']], [[L, 'lake.enriched']]) },
      ],
      true,
    ),
    jobRunHistory(
      { namespace: NS, name: 'spark-summary' },
      'BATCH',
      [
        run(
          's1',
          'COMPLETED',
          '2026-11-20T04:15:00Z',
          [
            [L, 'lake.enriched'],
            [L, 'lake.refunds'],
          ],
          [[L, 'lake.summary']],
        ),
        run('s2', 'COMPLETED', '2026-11-23T04:15:00Z', [[L, 'lake.enriched']], [[L, 'lake.summary']]),
      ],
      true,
    ),
  ];
}

const WINDOW = { since: '2026-11-01T00:00:00.000Z', until: '2026-11-24T00:00:00.000Z' };

describe('run-level lineage', () => {
  it('draws the writer Marquez dropped, marked, with the event that dropped it', () => {
    const { graph, edges } = augmentLineage(marquezView(), histories(), WINDOW, { focusId: `dataset:${L}:lake.summary`, depth: 2 });
    const writer = edges.find((e) => e.job.name === 'flink-enricher' && e.direction === 'output');
    expect(writer).toMatchObject({ inMarquezView: false, seen: { runs: 1, lastRunId: 'f1', lastSeen: '2026-11-22T10:00:00Z' } });
    expect(writer?.reason).toContain('ABORT at 2026-11-22 10:00 UTC carried no datasets');
    expect(graph.graph.map((n) => n.id)).toContain(`job:${NS}:flink-enricher`);
    expect(graph.graph.map((n) => n.id)).toContain(`dataset:${K}:payments`);
    const kept = edges.find((e) => e.job.name === 'spark-summary' && e.dataset.name === 'lake.enriched');
    expect(kept).toMatchObject({ inMarquezView: true, reason: null, seen: { runs: 2, lastRunId: 's2' } });
  });

  it('keeps inputs of earlier runs with their count, saying the current version no longer has them', () => {
    const { edges } = augmentLineage(marquezView(), histories(), WINDOW, { focusId: `dataset:${L}:lake.summary`, depth: 2 });
    const refunds = edges.find((e) => e.dataset.name === 'lake.refunds');
    expect(refunds).toMatchObject({ inMarquezView: false, seen: { runs: 1, lastRunId: 's1' } });
    expect(refunds?.reason).toContain('current version');
  });

  it('leaves runs outside the window out, and keeps every Marquez edge even when no run in the window saw it', () => {
    const narrow = { since: '2026-11-23T00:00:00.000Z', until: '2026-11-24T00:00:00.000Z' };
    const { edges } = augmentLineage(marquezView(), histories(), narrow, { focusId: `dataset:${L}:lake.summary`, depth: 2 });
    expect(edges.some((e) => e.job.name === 'flink-enricher')).toBe(false);
    expect(edges.some((e) => e.dataset.name === 'lake.refunds')).toBe(false);
    expect(edges.filter((e) => e.inMarquezView)).toHaveLength(2);
  });

  it('defaults to 30 days ending at the newest run, whatever the clock says', () => {
    const w = resolveWindow({}, histories(), Date.parse('2030-01-01T00:00:00Z'));
    expect(w).toEqual({ since: '2026-10-24T04:15:00.000Z', until: '2026-11-23T04:15:00.000Z' });
    expect(resolveWindow({ since: '2026-11-20', until: '2026-11-21' }, histories(), 0)).toEqual({
      since: '2026-11-20T00:00:00.000Z',
      until: '2026-11-21T00:00:00.000Z',
    });
  });

  it('finds RUNNING runs silent for longer than the threshold at the window end', () => {
    const h = [jobRunHistory({ namespace: NS, name: 'fx-sync' }, 'BATCH', [run('x1', 'RUNNING', '2026-11-21T08:00:00Z', [[K, 'fx']], [[L, 'lake.fx']])], true)];
    const stale = staleRuns(h, { since: WINDOW.since, until: '2026-11-24T04:15:00Z' });
    expect(stale).toEqual([
      { job: { namespace: NS, name: 'fx-sync' }, runId: 'x1', state: 'RUNNING', lastEventTime: '2026-11-21T08:00:00Z', silentHours: 68.3 },
    ]);
    expect(staleRuns(h, { since: WINDOW.since, until: '2026-11-21T20:00:00Z' })).toEqual([]);
  });

  it('skips malformed dataset versions and runs without an id, and says so', () => {
    const bad = [
      {
        id: 'r1',
        state: 'COMPLETED',
        updatedAt: '2026-11-20T00:00:00Z',
        inputDatasetVersions: [{ datasetVersionId: null }, { datasetVersionId: { namespace: K, name: 't' } }],
      },
      { state: 'RUNNING' },
    ] as unknown as MqRun[];
    const h = jobRunHistory({ namespace: NS, name: 'j' }, 'BATCH', bad, true);
    expect(h.runs).toHaveLength(1);
    expect(h.runs[0]?.inputs).toEqual([{ namespace: K, name: 't' }]);
    expect(h.problems).toHaveLength(2);
    expect([...observedEdges([h], WINDOW).values()]).toHaveLength(1);
  });
});
