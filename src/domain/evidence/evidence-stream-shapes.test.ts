import { describe, expect, it } from 'vitest';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import type { TraceHop } from '../trace/trace-types.ts';
import { dataset, day, job, NS, run, stats } from './evidence-fixtures.ts';
import { buildEvidenceIndex } from './evidence-index.ts';
import { hopEvidence } from './hop-evidence.ts';

// The shapes real streams send (docs/incident-workflow.md#volume): a minimal START then ABORT or FAIL with no
// facets, runs whose inputs change from one run to the next, statistics on only some of a run's outputs.

const id = (name: string) => datasetNodeId({ namespace: NS, name });
const jobId = (name: string) => jobNodeId({ namespace: NS, name });
const hop = (from: string, to: string, jobName: string): TraceHop => ({
  from: { namespace: NS, dataset: from, field: 'a' },
  to: { namespace: NS, dataset: to, field: 'a' },
  job: { namespace: NS, name: jobName },
  level: 'column',
  transformations: [],
  evidence: 'columnLineage',
});
/** Four completed daily runs reading `src` and writing `out`, 100 rows each way, newest first (days 24 → 21). */
const steadyRuns = (extra: { outputs?: { dataset: string; version: string; facets?: Record<string, unknown> }[] } = {}) =>
  [24, 23, 22, 21].map((d) =>
    run({
      id: `r${d}`,
      endedAt: day(d),
      inputs: [{ dataset: 'src', version: `s${d}`, facets: stats('inputStatistics', 100) }],
      outputs: [{ dataset: 'out', version: `o${d}`, facets: stats('outputStatistics', 100) }, ...(extra.outputs ?? [])],
    }),
  );

describe('a minimal START then ABORT (or FAIL) with no facets', () => {
  for (const state of ['ABORTED', 'FAILED'] as const) {
    // The START named the datasets, so Marquez lists the version it created; the terminal event carried nothing.
    const last = run({ id: 'r25', state, endedAt: day(25), inputs: [{ dataset: 'src', version: 's25' }], outputs: [{ dataset: 'out', version: 'o25' }] });
    const jobs = [job('etl', [last, ...steadyRuns()])];
    const index = buildEvidenceIndex({ datasets: [dataset('src'), dataset('out', {}, 'o24')], jobs });

    it(`${state}: the dataset's volume is missing for that run, not steady on the runs before`, () => {
      const out = index.dataset(id('out'));
      expect(out.volume.status).toBe('missing');
      expect(out.volume.reason).toContain('r25');
      expect(out.volume.reason).toContain(state.toLowerCase());
      expect(out.freshness).toMatchObject({ status: state.toLowerCase(), run: { runId: 'r25' } });
      // Nothing reported on the run's version: no owner, no check — missing, not healthy.
      expect([out.owner.status, out.quality.status]).toEqual(['missing', 'missing']);
    });

    it(`${state}: the hop it carried says the same on both sides, and its job is ${state.toLowerCase()}`, () => {
      const e = hopEvidence(index, hop('src', 'out', 'etl'));
      expect([e.volume.read.status, e.volume.written.status]).toEqual(['missing', 'missing']);
      expect(e.carried).toMatchObject({ version: 'o25', runId: 'r25' });
      expect(e.job).toMatchObject({ freshness: { status: state.toLowerCase() }, quality: { status: 'missing' }, owner: { status: 'missing' } });
    });
  }

  it('a run still in flight without statistics is skipped: Spark sends them at the end', () => {
    const running = run({ id: 'r25', state: 'RUNNING', endedAt: null, outputs: [{ dataset: 'out', version: 'o25' }] });
    const index = buildEvidenceIndex({ datasets: [], jobs: [job('etl', [running, ...steadyRuns()])] });
    const volume = index.dataset(id('out'), { writer: jobId('etl') }).volume;
    expect([volume.status, volume.latest?.source.runId]).toEqual(['steady', 'r24']);
  });

  it('with no statistics anywhere, the volume is missing with the usual reason, and nothing is judged', () => {
    const bare = ['ABORTED', 'COMPLETED', 'COMPLETED', 'COMPLETED', 'COMPLETED'].map((state, i) =>
      run({ id: `b${i}`, state: state as 'ABORTED' | 'COMPLETED', endedAt: day(25 - i), outputs: [{ dataset: 'out', version: `b${i}` }] }),
    );
    const v = buildEvidenceIndex({ datasets: [], jobs: [job('stream', bare)] }).dataset(id('out')).volume;
    expect([v.status, v.latest, v.baseline]).toEqual(['missing', null, null]);
  });
});

describe('runs whose inputs change between versions', () => {
  it('counts a run that read two versions of one dataset once, so it does not fake history', () => {
    // Two runs, each reading src twice (its current version moved between the run's events): two runs of history, not four.
    const twice = [22, 21].map((d) =>
      run({
        id: `t${d}`,
        endedAt: day(d),
        inputs: [
          { dataset: 'src', version: `s${d}a`, facets: stats('inputStatistics', 100) },
          { dataset: 'src', version: `s${d}b`, facets: stats('inputStatistics', 100) },
        ],
      }),
    );
    const newest = run({ id: 't23', endedAt: day(23), inputs: [{ dataset: 'src', version: 's23', facets: stats('inputStatistics', 400) }] });
    const index = buildEvidenceIndex({ datasets: [], jobs: [job('etl', [newest, ...twice])] });
    const read = hopEvidence(index, hop('src', 'out', 'etl')).volume.read;
    expect(read.status).toBe('no-history');
  });

  it('judges a hop’s read side on the runs that read that input; a later run reading another input leaves it as it was', () => {
    const switched = run({
      id: 'r25',
      endedAt: day(25),
      inputs: [{ dataset: 'other', version: 'x25', facets: stats('inputStatistics', 5) }],
      outputs: [{ dataset: 'out', version: 'o25', facets: stats('outputStatistics', 100) }],
    });
    const index = buildEvidenceIndex({ datasets: [], jobs: [job('etl', [switched, ...steadyRuns()])] });
    const e = hopEvidence(index, hop('src', 'out', 'etl'));
    expect(e.volume.read.latest?.source.runId).toBe('r24');
    expect(e.volume.written).toMatchObject({ status: 'steady', latest: { source: { runId: 'r25' } } });
    expect(hopEvidence(index, hop('other', 'out', 'etl')).volume.read.status).toBe('no-history');
  });
});

describe('a run with statistics on only some of its outputs', () => {
  it('judges the output that has them, and calls the other missing rather than steady on earlier runs', () => {
    const partial = run({
      id: 'r25',
      endedAt: day(25),
      outputs: [
        { dataset: 'out', version: 'o25', facets: stats('outputStatistics', 100) },
        { dataset: 'side', version: 'd25' },
      ],
    });
    const jobs = [job('etl', [partial, ...steadyRuns({ outputs: [{ dataset: 'side', version: 'd', facets: stats('outputStatistics', 10) }] })])];
    const index = buildEvidenceIndex({ datasets: [], jobs });
    expect(index.dataset(id('out')).volume.status).toBe('steady');
    const side = index.dataset(id('side')).volume;
    expect(side.status).toBe('missing');
    expect(side.reason).toContain('r25');
  });
});
