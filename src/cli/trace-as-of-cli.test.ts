import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../mocks/emulator/index.ts';
import { scenarioEvents } from '../../mocks/scenarios/index.ts';
import { TALK } from '../../mocks/scenarios/talk/names.ts';
import type { FetchLike } from '../api/client.ts';
import type { MqDatasetVersion, MqRun } from '../domain/marquez-shapes.ts';
import type { AsOfTraceResult, VersionedEndpoint } from '../domain/time-travel/trace-as-of.ts';
import { EXIT, runTraceCli } from './trace-cli.ts';

const emulator = createEmulator({ clock: () => new Date('2026-11-29T00:00:00Z') });
emulator.loadEvents(scenarioEvents('talk'));
const seg = encodeURIComponent;
const get = async <T>(path: string): Promise<T> => JSON.parse((await emulator.handle({ method: 'GET', url: `/api/v1${path}` })).body) as T;

const fetch: FetchLike = async (url) => {
  const u = new URL(url);
  const r = await emulator.handle({ method: 'GET', url: u.pathname + u.search });
  return { ok: r.status < 300, status: r.status, text: async () => r.body };
};

async function asOfJson(asOf: string): Promise<AsOfTraceResult> {
  let out = '';
  const { traceStart: t } = TALK;
  const argv = ['--marquez', 'http://marquez.test', '--namespace', t.namespace, '--dataset', t.dataset, '--field', t.field, '--as-of', asOf, '--json'];
  const code = await runTraceCli(argv, { out: (s) => (out += s), err: () => undefined, fetch, env: {} });
  expect(code).toBe(EXIT.ok);
  return JSON.parse(out) as AsOfTraceResult;
}

const ends = (r: AsOfTraceResult): VersionedEndpoint[] => [...r.hops, ...r.influencers].flatMap((h) => [h.from, h.to]);
const isTopic = (e: VersionedEndpoint): boolean => e.namespace === TALK.datasets.ordersTopic.namespace && e.dataset === TALK.datasets.ordersTopic.name;

describe('npm run trace --as-of --json: every hop end names its dataset version and the run that produced it', () => {
  it("for the bad day's Spark run, each `version` is a Marquez version whose createdByRun is `run`", async () => {
    const runs = await get<{ runs: MqRun[] }>(`/namespaces/${seg(TALK.jobs.dailyRevenue.namespace)}/jobs/${seg(TALK.jobs.dailyRevenue.name)}/runs?limit=100`);
    const badRun = runs.runs.find((r) => r.startedAt?.startsWith(TALK.badDay));
    expect(badRun).toBeDefined();
    const r = await asOfJson(badRun!.id);
    expect(r.asOf.runId).toBe(badRun!.id);
    expect(r.hops[0]?.to).toMatchObject({ dataset: TALK.datasets.dailyRevenue.name, run: badRun!.id });

    for (const e of ends(r)) {
      expect(e, `${e.dataset} has a version`).toHaveProperty('version');
      expect(e).toHaveProperty('run');
      if (e.version === null) continue;
      const v = await get<MqDatasetVersion>(`/namespaces/${seg(e.namespace)}/datasets/${seg(e.dataset)}/versions/${e.version}`);
      expect(v.version).toBe(e.version);
      expect(v.createdByRun?.id ?? null).toBe(e.run);
    }
    // The topic version Spark read that day came from orders-cdc after the schema change, not the rollback.
    const topic = ends(r).find(isTopic);
    expect(topic?.schemaChange?.changed.map((c) => c.name)).toEqual(['amount']);
  });

  it('the day before: the same hops, older versions on the path and no change at the topic', async () => {
    const bad = await asOfJson(`${TALK.badDay}T23:59:00Z`);
    const before = await asOfJson('2026-11-23T23:59:00Z');
    expect(before.hops.map((h) => [h.from.dataset, h.to.dataset, h.level])).toEqual(bad.hops.map((h) => [h.from.dataset, h.to.dataset, h.level]));
    expect(before.hops[0]?.to.version).not.toBe(bad.hops[0]?.to.version);
    expect(ends(before).find(isTopic)?.version).not.toBe(ends(bad).find(isTopic)?.version);
    expect(ends(before).find(isTopic)?.schemaChange).toBeUndefined();
  });
});
