import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../mocks/emulator/index.ts';
import { REAL_STREAMS, scenarioEvents } from '../../mocks/scenarios/index.ts';
import { createMarquezClient } from './client.ts';
import { getCatalog } from './get-catalog.ts';
import { computeCoverage } from '../domain/coverage/compute-coverage.ts';
import { projectFlip314 } from '../domain/flip314/project-flip314.ts';
import { runLevelCatalog } from '../domain/run-lineage/run-level-catalog.ts';

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
