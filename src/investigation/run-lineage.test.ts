import { describe, expect, it } from 'vitest';
import type { MqJob, MqLineageGraph, MqRun } from '../domain/marquez-shapes.ts';
import { loadRunLineage } from './run-lineage.ts';
import { MarquezApiError } from '../api/marquez-api-error.ts';
import type { RunLineageSource } from './run-source.ts';

const NS = 'platform';
const T = 'kafka://b:9092';
const HOUR = 3600_000;
const END = Date.parse('2026-11-24T00:00:00Z');

function run(i: number, dataset: string): MqRun {
  const at = new Date(END - i * HOUR).toISOString();
  return {
    id: `r${i}`,
    state: 'COMPLETED',
    createdAt: at,
    startedAt: at,
    updatedAt: at,
    inputDatasetVersions: [{ datasetVersionId: { namespace: T, name: dataset, version: 'v' } }],
    outputDatasetVersions: [],
  };
}

const job = (name: string, latestRuns: MqRun[]): MqJob => ({
  id: { namespace: NS, name },
  namespace: NS,
  name,
  type: 'BATCH',
  inputs: [],
  outputs: [],
  latestRuns,
});

/** Marquez's view: the busy job reads topic `t`; nothing else. */
const marquez: MqLineageGraph = {
  graph: [
    {
      id: `dataset:${T}:t`,
      type: 'DATASET',
      data: { id: { namespace: T, name: 't' }, namespace: T, name: 't' },
      inEdges: [],
      outEdges: [{ origin: `dataset:${T}:t`, destination: `job:${NS}:busy` }],
    },
    {
      id: `job:${NS}:busy`,
      type: 'JOB',
      data: { id: { namespace: NS, name: 'busy' }, namespace: NS, name: 'busy' },
      inEdges: [{ origin: `dataset:${T}:t`, destination: `job:${NS}:busy` }],
      outEdges: [],
    },
  ],
};

function source(runsPage: (offset: number, limit: number) => MqRun[] | Error, calls: string[]): RunLineageSource {
  const many = Array.from({ length: 10 }, (_, i) => run(i, 't'));
  return {
    lineage: async (p) => (
      calls.push(`lineage ${p.nodeId} ${p.depth}`),
      p.nodeId.startsWith('job:') && p.nodeId !== `job:${NS}:busy` ? { graph: [] } : marquez
    ),
    namespaces: async () => [{ name: NS }],
    jobs: async () => ({ items: [job('busy', many)], totalCount: 1 }),
    jobRuns: async (p) => {
      calls.push(`runs ${p.offset}`);
      const page = runsPage(p.offset, p.limit);
      if (page instanceof Error) throw page;
      return { items: page, totalCount: 10_000 };
    },
    datasetVersions: async () => ({ items: [], totalCount: 0 }),
  };
}

describe('loadRunLineage: bad input', () => {
  it('reads a job with 10,000 runs only as far as the window and the cap go, and says so', async () => {
    const calls: string[] = [];
    // One run an hour, newest first: a 30-day window holds 720 of them.
    const all = (offset: number, limit: number) =>
      Array.from({ length: limit }, (_, i) => run(offset + i, `t${(offset + i) % 3 === 0 ? '' : (offset + i) % 3}`));
    const answer = await loadRunLineage(source(all, calls), { nodeId: `dataset:${T}:t`, depth: 2, until: '2026-11-24T00:00:00Z' });
    expect(calls.filter((c) => c.startsWith('runs')).length).toBe(8);
    expect(answer.graph.runLevel?.window.since).toBe('2026-10-25T00:00:00.000Z');
    const edges = answer.edges
      .filter((e) => e.job.name === 'busy')
      .map((e) => e.dataset.name)
      .sort();
    expect(edges).toEqual(['t', 't1', 't2']);
    expect(answer.edges.find((e) => e.dataset.name === 't')?.inMarquezView).toBe(true);
    expect(answer.edges.find((e) => e.dataset.name === 't1')).toMatchObject({ inMarquezView: false, reason: expect.stringContaining('current version') });

    const capped: string[] = [];
    const narrow = await loadRunLineage(source(all, capped), {
      nodeId: `dataset:${T}:t`,
      depth: 2,
      since: '2020-01-01T00:00:00Z',
      until: '2026-11-24T00:00:00Z',
    });
    expect(capped.filter((c) => c.startsWith('runs')).length).toBe(10);
    expect(narrow.graph.runLevel?.notes).toContain('runs of busy: only the newest 1000 were read');
  });

  it('keeps Marquez view and notes the failure when a runs page is refused', async () => {
    const calls: string[] = [];
    const refuse = () =>
      new MarquezApiError({ kind: 'malformed', endpoint: 'GET /namespaces/{namespace}/jobs/{name}/runs', message: 'runs[3].state: invalid value' });
    const answer = await loadRunLineage(source(refuse, calls), { nodeId: `dataset:${T}:t`, depth: 2 });
    expect(answer.graph.graph.map((n) => n.id).sort()).toEqual([`dataset:${T}:t`, `job:${NS}:busy`]);
    expect(answer.graph.runLevel?.notes.join('\n')).toMatch(/runs of busy: runs\[3\]\.state: invalid value/);
  });

  it('skips malformed dataset versions inside runs, says so, and places runs whose clocks run backwards by their times', async () => {
    const calls: string[] = [];
    const odd: MqRun[] = [
      { ...run(1, 't'), inputDatasetVersions: [{ datasetVersionId: null }] as unknown as MqRun['inputDatasetVersions'] },
      // Last event before the first: the run still counts where its times fall.
      { ...run(2, 't3'), createdAt: new Date(END).toISOString(), updatedAt: new Date(END - 5 * HOUR).toISOString() },
    ];
    const s = source(() => [], calls);
    const answer = await loadRunLineage({ ...s, jobs: async () => ({ items: [job('busy', odd)], totalCount: 1 }) }, { nodeId: `dataset:${T}:t`, depth: 2 });
    expect(answer.edges.map((e) => e.dataset.name).sort()).toEqual(['t', 't3']);
    expect(answer.graph.runLevel?.notes.join('\n')).toMatch(/a malformed input dataset version was skipped/);
  });
});
