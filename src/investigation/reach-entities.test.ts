import { describe, expect, it, vi } from 'vitest';
import { createEmulator } from '../../mocks/emulator/index.ts';
import { ingestAll } from '../../mocks/emulator/testing/event-builders.ts';
import { fanOutEvents, fanOutJob, fanOutTable } from '../../mocks/emulator/testing/fan-out.ts';
import { QueryClient } from '@tanstack/react-query';
import { createMarquezClient, MARQUEZ_CLIENT_META, type FetchLike } from '../api/client.ts';
import { datasetQueryOptions } from '../api/get-dataset.ts';
import { fanOutImpact, fanOutNode } from './fan-out-test-support.ts';
import { impactProgressQueryOptions, impactQueryOptions } from './impact-query.ts';
import { ENTITY_READS_IN_FLIGHT, readReachedEntities, type ReadProgress } from './reach-entities.ts';

// A fan-out like the 10,000-row e2e list, small enough for a unit test: src feeds 4 jobs, each writing 30 tables.
const NS = 'wide';
const JOBS = 4;
const PER_JOB = 30;
const REACHED = JOBS * PER_JOB + JOBS;

function wideEmulator() {
  const emulator = createEmulator({ clock: () => new Date('2026-11-29T00:00:00Z') });
  ingestAll(emulator, fanOutEvents({ namespace: NS, source: 'src', jobs: JOBS, perJob: PER_JOB }));
  return emulator;
}

const isEntity = (path: string) => /\/namespaces\/[^/]+\/(datasets|jobs)\/[^/]+$/.test(path);

/** A client on the emulator whose answers take a macrotask, recording each path and the most entity GETs at once. */
function servedClient(failing?: string) {
  const emulator = wideEmulator();
  const seen = { paths: [] as string[], inFlight: 0, maxInFlight: 0 };
  const fetch: FetchLike = async (url) => {
    const u = new URL(url);
    seen.paths.push(u.pathname);
    const entity = isEntity(u.pathname);
    if (entity) seen.maxInFlight = Math.max(seen.maxInFlight, ++seen.inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (entity) seen.inFlight -= 1;
    if (failing && u.pathname.endsWith(`/${failing}`)) throw new TypeError('fetch failed');
    const r = await emulator.handle({ method: 'GET', url: u.pathname + u.search });
    return { ok: r.status < 300, status: r.status, text: async () => r.body };
  };
  const client = createMarquezClient({ baseUrl: 'http://marquez.test/api/v1', fetch });
  // As a command-line run asks: this client, no retries.
  const qc = new QueryClient({ defaultOptions: { queries: { meta: { [MARQUEZ_CLIENT_META]: client }, retry: false } } });
  return { qc, seen };
}

const request = fanOutImpact(NS, 'src');

const node = (kind: 'DATASET' | 'JOB', name: string) => fanOutNode(NS, kind, name);

describe("the impact list's entity reads", { timeout: 60_000 }, () => {
  it('reads each reached dataset and job once, a few at a time, and says how far it is', async () => {
    const { qc, seen } = servedClient();
    const answer = await qc.fetchQuery(impactQueryOptions(request));
    expect(answer.rows).toHaveLength(REACHED);
    const entityReads = seen.paths.filter(isEntity);
    // Every reached entity and the start itself, each once.
    expect(entityReads).toHaveLength(REACHED + 1);
    expect(new Set(entityReads).size).toBe(entityReads.length);
    expect(seen.maxInFlight).toBe(ENTITY_READS_IN_FLIGHT);
    const progress = qc.getQueryData(impactProgressQueryOptions(request).queryKey);
    expect(progress).toEqual({ read: REACHED + 1, total: REACHED + 1 });
  });

  it("lets another view's read through while the list loads, instead of queueing it behind every entity", async () => {
    const { qc, seen } = servedClient();
    const nodes = Array.from({ length: 60 }, (_, i) => node('DATASET', `${fanOutTable(0, i % PER_JOB)}${i < PER_JOB ? '' : '_gone'}`));
    const loading = readReachedEntities(qc, nodes, []);
    const other = qc.fetchQuery(datasetQueryOptions({ namespace: NS, name: 'src' }));
    await other;
    const before = seen.paths.filter(isEntity).indexOf(`/api/v1/namespaces/${NS}/datasets/src`);
    expect(before).toBeGreaterThanOrEqual(0);
    expect(before).toBeLessThanOrEqual(ENTITY_READS_IN_FLIGHT);
    const { datasets } = await loading;
    // The 30 missing tables were refused (404) and left out; the others were read.
    expect(datasets).toHaveLength(PER_JOB);
  });

  it('stops asking once its signal aborts, and reports progress in order up to the total', async () => {
    const { qc, seen } = servedClient();
    const nodes = [...Array.from({ length: PER_JOB }, (_, i) => node('DATASET', fanOutTable(1, i))), node('JOB', fanOutJob(1))];
    const controller = new AbortController();
    const reported: ReadProgress[] = [];
    const loading = readReachedEntities(qc, nodes, [], {
      signal: controller.signal,
      onProgress: (p) => {
        reported.push(p);
        if (p.read === 10) controller.abort(new Error('closed'));
      },
    });
    await expect(loading).rejects.toThrow('closed');
    await vi.waitFor(() => expect(seen.inFlight).toBe(0));
    // Only what was already in flight when it aborted still went out.
    expect(seen.paths.filter(isEntity).length).toBeLessThanOrEqual(10 + ENTITY_READS_IN_FLIGHT);
    // One report per answer, in order: up to the abort, then those already in flight.
    const counts = reported.map((p) => p.read);
    expect(counts).toEqual(Array.from({ length: counts.length }, (_, i) => i));
    expect(counts.length).toBeLessThanOrEqual(11 + ENTITY_READS_IN_FLIGHT);
    expect(new Set(reported.map((p) => p.total))).toEqual(new Set([nodes.length]));

    const all: ReadProgress[] = [];
    const { datasets, jobs } = await readReachedEntities(qc, nodes, [], { onProgress: (p) => all.push(p) });
    expect([datasets.length, jobs.length]).toEqual([PER_JOB, 1]);
    expect(all.at(-1)).toEqual({ read: nodes.length, total: nodes.length });
  });

  it('stops asking once Marquez fails the load (not one entity refused), instead of reading on', async () => {
    const { qc, seen } = servedClient(fanOutTable(1, 5));
    const nodes = Array.from({ length: PER_JOB }, (_, i) => node('DATASET', fanOutTable(1, i)));
    await expect(readReachedEntities(qc, nodes, [])).rejects.toThrow();
    // Once what was in flight has answered, nothing more goes out.
    await vi.waitFor(() => expect(seen.inFlight).toBe(0));
    // The failing sixth read, what was in flight beside it, and nothing after.
    expect(seen.paths.filter(isEntity).length).toBeLessThanOrEqual(6 + ENTITY_READS_IN_FLIGHT);
  });
});
