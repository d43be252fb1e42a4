import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../mocks/emulator/index.ts';
import { REAL_STREAMS, scenarioEvents } from '../../mocks/scenarios/index.ts';
import type { FetchLike } from '../api/client.ts';
import type { DroppedEdge } from '../domain/run-lineage/lineage-health.ts';
import type { StaleRun } from '../domain/run-lineage/run-lineage-types.ts';
import { HEALTH_EXIT, runHealthCli } from './health-cli.ts';

const MARQUEZ = 'http://marquez.test';

function emulatorFetch(scenarios: Parameters<typeof scenarioEvents>[0][]): FetchLike {
  const emulator = createEmulator({ clock: () => new Date('2026-11-29T00:00:00Z') });
  for (const s of scenarios) emulator.loadEvents(scenarioEvents(s));
  return async (url) => {
    const u = new URL(url);
    const r = await emulator.handle({ method: 'GET', url: u.pathname + u.search });
    return { ok: r.status < 300, status: r.status, text: async () => r.body };
  };
}

async function health(argv: string[], fetch: FetchLike) {
  let out = '';
  let err = '';
  const code = await runHealthCli(['--marquez', MARQUEZ, ...argv], { out: (t) => (out += t), err: (t) => (err += t), fetch, env: {} });
  return { code, out, err };
}

const key = (e: { job: { name: string }; dataset: { name: string }; direction: string }) => `${e.job.name} ${e.direction} ${e.dataset.name}`;

describe('npm run health (real-streams)', () => {
  const fetch = emulatorFetch(['real-streams']);

  it('finds the stale run and exactly the edges Marquez dropped, each with its last run and why', async () => {
    const { code, out } = await health(['--json'], fetch);
    expect(code).toBe(HEALTH_EXIT.ok);
    const report = JSON.parse(out) as { staleRuns: StaleRun[]; droppedEdges: DroppedEdge[] };
    expect(report.staleRuns.map((r) => [r.job.name, r.runId, r.state])).toEqual([
      [REAL_STREAMS.jobs.fxRatesSync.name, REAL_STREAMS.runs.fxRatesSync, 'RUNNING'],
    ]);
    expect(report.staleRuns[0]?.silentHours).toBeGreaterThan(24);
    expect(report.droppedEdges.map(key).sort()).toEqual(REAL_STREAMS.droppedEdges.map(key).sort());
    for (const expected of REAL_STREAMS.droppedEdges) {
      const got = report.droppedEdges.find((e) => key(e) === key(expected));
      expect(got?.lastRunId).toBe(expected.lastRunId);
      expect(got?.reason).toMatch(
        expected.why === 'streaming-abort-without-datasets'
          ? /^ABORT at 2026-11-22 10:00 UTC carried no datasets/
          : expected.why === 'batch-run-never-done'
            ? /still RUNNING/
            : /current version/,
      );
    }
  });

  it('--strict turns findings into exit 4; a narrow window without them exits 0', async () => {
    expect((await health(['--strict'], fetch)).code).toBe(HEALTH_EXIT.unhealthy);
    // Only the last day: the Flink runs and the early daily-revenue runs are outside, so nothing is dropped or stale.
    const quiet = await health(['--strict', '--json', '--since', '2026-11-24T00:00:00Z', '--until', '2026-11-24T06:00:00Z'], fetch);
    expect(JSON.parse(quiet.out)).toMatchObject({ staleRuns: [], droppedEdges: [] });
    expect(quiet.code).toBe(HEALTH_EXIT.ok);
  });

  it('prints a readable report without --json', async () => {
    const { out } = await health([], fetch);
    expect(out).toContain('1 stale run');
    expect(out).toContain(
      `${REAL_STREAMS.jobs.paymentsEnricher.name} writes ${REAL_STREAMS.datasets.paymentsEnriched.namespace} ${REAL_STREAMS.datasets.paymentsEnriched.name}`,
    );
  });

  it('exits 1 when Marquez does not answer and 2 on bad arguments', async () => {
    const down: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    const failed = await health([], down);
    expect(failed.code).toBe(HEALTH_EXIT.marquez);
    expect(failed.err).toMatch(/did not answer/);
    expect((await health(['--stale-hours', '-3'], fetch)).code).toBe(HEALTH_EXIT.usage);
    expect((await health(['--since', 'soon'], fetch)).code).toBe(HEALTH_EXIT.usage);
  });
});
