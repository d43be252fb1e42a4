import { describe, expect, it } from 'vitest';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import type { TraceHop } from '../trace/trace-types.ts';
import { buildEvidenceIndex } from './evidence-index.ts';
import { assertions, dataset, day, job, NS, run, stats } from './evidence-fixtures.ts';
import { hopEvidence } from './hop-evidence.ts';

const ds = (name: string) => datasetNodeId({ namespace: NS, name });
const jb = (name: string) => jobNodeId({ namespace: NS, name });
const OWNED = { ownership: { owners: [{ name: 'team:etl', type: 'MAINTAINER' }] } };

// etl writes `out` daily (v1…v5); report reads it and checks it; the check failed on v3 only.
const writes = [5, 4, 3, 2, 1].map((n) =>
  run({
    id: `w${n}`,
    endedAt: day(20 + n),
    inputs: [{ dataset: 'in', version: `i${n}`, facets: stats('inputStatistics', 1000) }],
    outputs: [{ dataset: 'out', version: `v${n}`, facets: stats('outputStatistics', n === 5 ? 400 : 100, 2048, 1) }],
  }),
);
const reads = [5, 4, 3].map((n) =>
  run({
    id: `r${n}`,
    endedAt: day(20 + n),
    inputs: [
      {
        dataset: 'out',
        version: `v${n}`,
        facets: assertions([
          { assertion: 'max', success: n !== 3, column: 'b' },
          { assertion: 'rows', success: true },
        ]),
      },
    ],
  }),
);
const inputs = {
  datasets: [dataset('in'), dataset('out', {}, 'v5'), dataset('plain', { ...assertions([{ assertion: 'not_null', success: true }]), ...OWNED }, 'p1')],
  jobs: [job('etl', writes, OWNED), job('report', reads, { tags: { tags: [{ key: 'team', value: 'finance' }] } })],
};

describe('dataset evidence', () => {
  const index = buildEvidenceIndex(inputs);

  it("takes a dataset's own owners, else its writer's, saying which", () => {
    expect(index.dataset(ds('plain')).owner.owners.map((o) => [o.name, o.via, o.source.on])).toEqual([['team:etl', 'dataset', 'dataset']]);
    const out = index.dataset(ds('out')).owner;
    expect([out.status, out.owners.map((o) => [o.name, o.via, o.source.job?.name])]).toEqual(['known', [['team:etl', 'writer', 'etl']]]);
    expect(index.dataset(ds('in')).owner).toEqual({ status: 'missing', owners: [] });
  });

  it('judges quality on the version the writer wrote last, from the reader that checked it, naming run and version', () => {
    const q = index.dataset(ds('out'), { focus: 'b' }).quality;
    expect([q.status, q.version, q.checks.map((c) => `${c.assertion}:${c.result}`)]).toEqual(['passed', 'v5', ['max:passed', 'rows:passed']]);
    expect(q.checks[0]?.source).toMatchObject({ facet: 'dataQualityAssertions', on: 'input', job: { name: 'report' }, runId: 'r5', version: 'v5' });
    expect([q.lastFailure?.source.version, q.lastFailure?.source.runId]).toEqual(['v3', 'r3']);
    expect(index.dataset(ds('out'), { version: 'v3' }).quality.status).toBe('failed');
    // v2 was never checked: missing, not the pass of another version.
    expect(index.dataset(ds('out'), { version: 'v2' }).quality.status).toBe('missing');
  });

  it("falls back to the dataset GET's facets for its current version when no loaded reader covers it", () => {
    const q = index.dataset(ds('plain')).quality;
    expect([q.status, q.version, q.checks[0]?.source.runId]).toEqual(['passed', 'p1', null]);
  });

  it("marks the writer's newest output against the runs before and names the run and version", () => {
    const v = index.dataset(ds('out')).volume;
    expect([v.status, v.ratio, v.latest?.source.runId, v.latest?.source.version, v.latest?.files]).toEqual(['changed', 4, 'w5', 'v5', 1]);
    expect(index.dataset(ds('in')).volume.status).toBe('missing');
  });

  it('says how fresh: the version the writer last wrote and its run; missing without a writer', () => {
    const f = index.dataset(ds('out')).freshness;
    expect([f.status, f.version?.version, f.run?.runId, f.at]).toEqual(['completed', 'v5', 'w5', day(25)]);
    expect(index.dataset(ds('in')).freshness.status).toBe('missing');
  });
});

describe('job evidence', () => {
  it('reads owners from tags, run state, and the test run facet of its latest run', () => {
    const tested = job('dbt', [
      run({ id: 't2', state: 'FAILED', endedAt: day(26), facets: { test: { tests: [{ name: 'orphans', status: 'fail', severity: 'error' }] } } }),
    ]);
    const index = buildEvidenceIndex({ ...inputs, jobs: [...inputs.jobs, tested] });
    const report = index.job(jb('report'));
    expect(report.owner.owners.map((o) => [o.name, o.type, o.source.facet])).toEqual([['finance', 'team', 'tags']]);
    expect(report.quality.status).toBe('missing');
    const dbt = index.job(jb('dbt'));
    expect([dbt.freshness.status, dbt.quality.status, dbt.quality.checks[0]?.source.runId]).toEqual(['failed', 'failed', 't2']);
  });

  it('calls a RUNNING run stale when run-level lineage found it silent, and a job without runs missing', () => {
    const streaming = job('stream', [run({ id: 's1', state: 'RUNNING', endedAt: null })]);
    const stale = [{ job: { namespace: NS, name: 'stream' }, runId: 's1', state: 'RUNNING', lastEventTime: day(20), silentHours: 30 }];
    const index = buildEvidenceIndex({ datasets: [], jobs: [streaming, job('idle', [])], staleRuns: stale });
    expect(index.job(jb('stream')).freshness).toMatchObject({ status: 'stale', stale: { silentHours: 30 } });
    expect(index.job(jb('idle')).freshness.status).toBe('missing');
    // A job Marquez refused (not loaded) keeps its name, read from its nodeId, and claims nothing.
    expect(index.job(jb('refused'))).toMatchObject({ job: { namespace: NS, name: 'refused' }, owner: { status: 'missing' }, freshness: { status: 'missing' } });
    expect(buildEvidenceIndex({ datasets: [], jobs: [streaming] }).job(jb('stream')).freshness.status).toBe('running');
  });
});

describe('hop evidence', () => {
  const hop: TraceHop = {
    from: { namespace: NS, dataset: 'in', field: 'a' },
    to: { namespace: NS, dataset: 'out', field: 'b' },
    job: { namespace: NS, name: 'etl' },
    level: 'column',
    transformations: [],
    evidence: 'columnLineage',
    seen: { runs: 5, lastRunId: 'w3', lastSeen: day(23) },
  };

  it("carries the version the seen run wrote, with that version's checks, and the job's read and written volumes", () => {
    const e = hopEvidence(buildEvidenceIndex(inputs), hop);
    expect(e.carried).toEqual({ version: 'v3', runId: 'w3', at: day(23) });
    expect([e.to.quality.status, e.to.quality.checks[0]?.column]).toEqual(['failed', 'b']);
    expect([e.volume.read.status, e.volume.written.status]).toEqual(['steady', 'changed']);
    expect(e.job?.owner.owners[0]?.name).toBe('team:etl');
  });

  it('has no job evidence and missing volume on a stitched hop', () => {
    const e = hopEvidence(buildEvidenceIndex(inputs), { ...hop, job: null, level: 'stitched' });
    expect([e.job, e.carried, e.volume.read.status, e.volume.written.status]).toEqual([null, null, 'missing', 'missing']);
  });
});
