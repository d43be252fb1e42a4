import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../mocks/emulator/index.ts';
import { REAL_STREAMS, scenarioEvents } from '../../mocks/scenarios/index.ts';
import { createMarquezClient } from '../api/client.ts';
import { getCatalog } from '../api/get-catalog.ts';
import { computeCoverage } from '../domain/coverage/compute-coverage.ts';
import { projectFlip314 } from '../domain/flip314/project-flip314.ts';
import { runLevelCatalog } from '../domain/run-lineage/run-level-catalog.ts';
import { loadRunLevelCatalog } from './catalog-query.ts';
import { clientSource } from './run-source.ts';

const emulator = createEmulator({ clock: () => new Date('2026-11-29T00:00:00Z') });
emulator.loadEvents(scenarioEvents('real-streams'));
const client = createMarquezClient({
  baseUrl: 'http://emulator.test/api/v1',
  fetch: async (url) => {
    const u = new URL(url);
    const r = await emulator.handle({ method: 'GET', url: u.pathname + u.search });
    return { ok: r.status < 300, status: r.status, text: async () => r.body };
  },
});
const { jobs: J, datasets: D } = REAL_STREAMS;
const island = (catalog: Parameters<typeof projectFlip314>[0], name: string) => projectFlip314(catalog).find((i) => i.job.name === name);
const names = (list: readonly { name: string }[] | null | undefined) => (list ?? []).map((d) => d.name).sort();

describe('the catalog as it happened (real-streams)', () => {
  it('gives the Flink job whose minimal ABORT wiped its edges its datasets back, and keeps Marquez view as it is', async () => {
    const raw = await getCatalog({ client });
    const { catalog, window } = runLevelCatalog(raw, {}, 0);
    expect(window.until).toBe(new Date(REAL_STREAMS.newestEventAt).toISOString());
    const enricher = catalog.jobs.find((j) => j.name === J.paymentsEnricher.name);
    expect(names(enricher?.inputs)).toContain(D.paymentsTopic.name);
    expect(names(enricher?.outputs)).toEqual([D.paymentsEnriched.name]);
    // FLIP-314 sees the Flink job's island only in run-level lineage.
    expect(island(catalog, J.paymentsEnricher.name)?.vertices.length).toBeGreaterThan(1);
    expect(names(raw.jobs.find((j) => j.name === J.dailyRevenue.name)?.inputs)).not.toContain(D.refunds.name);
    expect(names(catalog.jobs.find((j) => j.name === J.dailyRevenue.name)?.inputs)).toContain(D.refunds.name);
    // Coverage counts the job as a writer only in run-level lineage.
    const writers = (c: typeof raw) => computeCoverage(c).jobs.map((j) => j.name);
    expect(writers(catalog)).toContain(J.paymentsEnricher.name);
  });

  it('a window before a run leaves that run out', async () => {
    const raw = await getCatalog({ client });
    const { catalog } = runLevelCatalog(raw, { since: '2026-11-23T00:00:00Z', until: '2026-11-24T23:00:00Z' }, 0);
    expect(names(catalog.jobs.find((j) => j.name === J.dailyRevenue.name)?.inputs)).not.toContain(D.refunds.name);
  });
});

describe('the catalog as it happened reads the runs the graph reads', () => {
  it('a dataset only runs older than the ten latest read is in the job inputs, as in the run-level graph', async () => {
    // One batch job, 15 daily runs; only the first three read `old-input`, older than the ten a job GET carries.
    const day = (i: number) => new Date(Date.UTC(2026, 10, 1 + i, 4)).toISOString();
    const events = Array.from({ length: 15 }, (_, i) => {
      const inputs = [{ namespace: 'kafka://b:9092', name: i < 3 ? 'old-input' : 'input' }];
      const base = {
        run: { runId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` },
        job: { namespace: 'etl', name: 'daily' },
        producer: 'https://example.test/p',
      };
      return [
        { ...base, eventType: 'START', eventTime: day(i), inputs, outputs: [{ namespace: 'kafka://b:9092', name: 'out' }] },
        { ...base, eventType: 'COMPLETE', eventTime: day(i).replace('04:00', '04:10'), inputs, outputs: [{ namespace: 'kafka://b:9092', name: 'out' }] },
      ];
    }).flat();
    const many = createEmulator({ clock: () => new Date('2026-12-01T00:00:00Z') });
    expect(many.loadEvents(events).rejected).toEqual([]);
    const c = createMarquezClient({
      baseUrl: 'http://emulator.test/api/v1',
      fetch: async (url) => {
        const u = new URL(url);
        const r = await many.handle({ method: 'GET', url: u.pathname + u.search });
        return { ok: r.status < 300, status: r.status, text: async () => r.body };
      },
    });
    const raw = await getCatalog({ client: c });
    const inputs = (catalog: typeof raw) => names(catalog.jobs.find((j) => j.name === 'daily')?.inputs);
    expect(inputs(runLevelCatalog(raw, {}, 0).catalog)).not.toContain('old-input');
    expect(inputs(await loadRunLevelCatalog(clientSource(c), raw, {}, 0))).toEqual(['input', 'old-input']);
  });
});
