import { createEmulator } from '../../mocks/emulator/index.ts';
import { median } from '../../mocks/bench-support/figures.ts';
import { seededUuid } from '../../mocks/scenarios/kit/seeded-uuid.ts';
import { SYNTHETIC_SCENARIOS } from '../../mocks/scenarios/index.ts';
import { generateLineageWithStats } from '../../mocks/synthetic/index.ts';
import { createMarquezClient } from '../../src/api/client.ts';
import { getLineage } from '../../src/api/get-lineage.ts';
import { loadRunLineage } from '../../src/investigation/run-lineage.ts';
import { clientSource } from '../../src/investigation/run-source.ts';
import { datasetNodeId } from '../../src/domain/node-id.ts';
import { timeIt } from './sampling.ts';

export const RUNS_PER_JOB = 30;
const DAY_MS = 24 * 3600_000;
/** Deep enough that Marquez's answer is the whole connected 1,000-node graph. */
const DEPTH = 20;

export interface RunLineageFigures {
  /** Run-level lineage of the whole view, cold cache: Marquez's `/lineage` plus every read run-level adds. */
  runLineage1000Ms: number;
  /** The baseline in the same run: Marquez's `/lineage` alone, same graph, same in-process server. */
  marquezLineage1000Ms: number;
  samples: { runs: number[]; marquez: number[] };
  requests: { runs: number; marquez: number };
  nodes: { marquez: number; runs: number };
}

// Every job of the synthetic graph ran once a day for 30 days: the same events with a new run id per day.
function withDailyRuns(events: Record<string, unknown>[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (let day = RUNS_PER_JOB - 1; day >= 0; day--) {
    for (const e of events) {
      const run = e.run as { runId: string; facets?: unknown };
      const at = new Date(Date.parse(String(e.eventTime)) + day * DAY_MS).toISOString();
      out.push({ ...e, eventTime: at, run: { ...run, runId: day === 0 ? run.runId : seededUuid(`${run.runId}:day-${day}`) } });
    }
  }
  return out.sort((a, b) => Date.parse(String(a.eventTime)) - Date.parse(String(b.eventTime)));
}

/**
 * What run-level lineage costs on a 1,000-node graph whose jobs ran 30 times each, measured against Marquez's own
 * `/lineage` of the same view in the same run, over the same in-process Marquez API (zod validation included):
 * wall time and request count, each timed run starting from a cold cache.
 */
export async function benchRunLineage(runs: number, log: (line: string) => void): Promise<RunLineageFigures> {
  const generated = generateLineageWithStats(SYNTHETIC_SCENARIOS['synthetic-1000']);
  const emulator = createEmulator({ clock: () => new Date('2026-12-15T00:00:00Z') });
  const loaded = emulator.loadEvents(withDailyRuns(generated.events));
  log(`run-level lineage: ${generated.stats.nodes} nodes, ${generated.stats.jobs} jobs × ${RUNS_PER_JOB} runs (${loaded.loaded} events)`);
  let requests = 0;
  const client = createMarquezClient({
    baseUrl: 'http://bench.test/api/v1',
    fetch: async (url) => {
      requests += 1;
      const u = new URL(url);
      const r = await emulator.handle({ method: 'GET', url: u.pathname + u.search });
      return { ok: r.status < 300, status: r.status, text: async () => r.body };
    },
  });
  const nodeId = datasetNodeId(generated.focus);
  const marquez = async () => getLineage({ nodeId, depth: DEPTH }, { client });
  const runLevel = async () => loadRunLineage(clientSource(client), { nodeId, depth: DEPTH });

  // Warm-up (JIT, the emulator's first serialisations), then interleaved samples so load drifts hit both alike.
  await marquez();
  await runLevel();
  const samples = { runs: [] as number[], marquez: [] as number[] };
  const counted = { runs: 0, marquez: 0 };
  let shapes = { marquez: 0, runs: 0 };
  for (let i = 0; i < runs; i++) {
    requests = 0;
    let m: Awaited<ReturnType<typeof marquez>> | null = null;
    samples.marquez.push(await timeIt(async () => (m = await marquez())));
    counted.marquez = requests;
    requests = 0;
    let r: Awaited<ReturnType<typeof runLevel>> | null = null;
    samples.runs.push(await timeIt(async () => (r = await runLevel())));
    counted.runs = requests;
    shapes = {
      marquez: (m as Awaited<ReturnType<typeof marquez>> | null)?.graph.length ?? 0,
      runs: (r as Awaited<ReturnType<typeof runLevel>> | null)?.graph.graph.length ?? 0,
    };
  }
  return {
    runLineage1000Ms: median(samples.runs),
    marquezLineage1000Ms: median(samples.marquez),
    samples,
    requests: counted,
    nodes: shapes,
  };
}
