import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createEmulator } from '../../mocks/emulator/index.ts';
import { ingestAll } from '../../mocks/emulator/testing/event-builders.ts';
import { fanOutEvents, fanOutJob, fanOutTable } from '../../mocks/emulator/testing/fan-out.ts';
import { createMarquezClient, MARQUEZ_CLIENT_META, type FetchLike } from '../api/client.ts';
import { datasetQueryOptions } from '../api/get-dataset.ts';
import { ENTITIES_PATH, entityRequest, type EntityRef } from '../api/get-entities.ts';
import type { SkippedEntity } from '../domain/trace/trace-types.ts';
import { BATCHES_IN_FLIGHT, ENTITIES_PER_BATCH } from './batched-entity-reads.ts';
import { fanOutImpact, fanOutNode } from './fan-out-test-support.ts';
import { impactQueryOptions } from './impact-query.ts';
import { readReachedEntities, type ReadProgress } from './reach-entities.ts';

const NS = 'wide';
const JOBS = 4;
const PER_JOB = 30;
const emulator = createEmulator({ clock: () => new Date('2026-11-29T00:00:00Z') });
ingestAll(emulator, fanOutEvents({ namespace: NS, source: 'src', jobs: JOBS, perJob: PER_JOB }));

const isEntity = (path: string) => /\/namespaces\/[^/]+\/(datasets|jobs)\/[^/]+$/.test(path);

interface Served {
  /** The names each batch asked for, one list per request. */
  batches: string[][];
  /** Single entity GETs. */
  gets: string[];
  /** Requests to the batch route, answered or not. */
  posts: number;
}

/**
 * A page's client (same origin, `/api/v1`) on the emulator, with Tributary's batch route stood in for by reading each
 * id from the same emulator (the route itself: src/server/entities-route.test.ts). `route: false` answers 404 as the
 * Vite dev server does; `unavailable` names an entity the batch answers 503 for.
 */
function served(options: { route?: boolean; unavailable?: string } = {}) {
  const seen: Served = { batches: [], gets: [], posts: 0 };
  const fetch: FetchLike = async (url, init) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (url === ENTITIES_PATH) {
      seen.posts += 1;
      if (options.route === false) return { ok: false, status: 404, text: async () => '{"code":404,"message":"HTTP 404 Not Found"}' };
      const { entities } = JSON.parse(init.body ?? '') as { entities: EntityRef[] };
      seen.batches.push(entities.map((e) => e.name));
      const answers = await Promise.all(
        entities.map(async (ref) => {
          if (ref.name === options.unavailable) return { status: 503, body: 'unavailable' };
          const r = await emulator.handle({ method: 'GET', url: `/api/v1${entityRequest(ref).path}` });
          return { status: r.status, body: r.body };
        }),
      );
      return { ok: true, status: 200, text: async () => JSON.stringify({ entities: answers }) };
    }
    const { pathname, search } = new URL(url, 'http://page.test');
    if (isEntity(pathname)) seen.gets.push(pathname);
    const r = await emulator.handle({ method: 'GET', url: pathname + search });
    return { ok: r.status < 300, status: r.status, text: async () => r.body };
  };
  const client = createMarquezClient({ baseUrl: '/api/v1', fetch });
  const qc = new QueryClient({ defaultOptions: { queries: { meta: { [MARQUEZ_CLIENT_META]: client }, retry: false } } });
  return { qc, seen };
}

const node = (kind: 'DATASET' | 'JOB', name: string) => fanOutNode(NS, kind, name);

// 450 nodes: the 120 tables, 326 that Marquez does not know (each a 404), then the 4 jobs.
const known = Array.from({ length: JOBS * PER_JOB }, (_, i) => fanOutTable(Math.floor(i / PER_JOB), i % PER_JOB));
const NODES = [
  ...Array.from({ length: JOBS }, (_, j) => node('JOB', fanOutJob(j))),
  ...known.map((name) => node('DATASET', name)),
  ...Array.from({ length: 326 }, (_, i) => node('DATASET', `gone_${i}`)),
];

async function read(qc: QueryClient, options: { signal?: AbortSignal; onProgress?: (p: ReadProgress) => void } = {}) {
  const skipped: SkippedEntity[] = [];
  const answer = await readReachedEntities(qc, NODES, skipped, { ...options, batched: true });
  return { ...answer, skipped };
}

describe("the impact list's batched entity reads", { timeout: 60_000 }, () => {
  it('asks in batches of 200, datasets first in the nodes’ order, and answers as the single GETs do', async () => {
    const batched = served();
    const single = served({ route: false });
    const [a, b] = [await read(batched.qc), await read(single.qc)];
    expect(batched.seen.batches.map((names) => names.length)).toEqual([ENTITIES_PER_BATCH, ENTITIES_PER_BATCH, 50]);
    expect(batched.seen.batches.flat()).toEqual([
      ...known,
      ...Array.from({ length: 326 }, (_, i) => `gone_${i}`),
      ...Array.from({ length: JOBS }, (_, j) => fanOutJob(j)),
    ]);
    expect(batched.seen.gets).toEqual([]);
    // The same entities, the same refusals (status and message), as the single GETs read them.
    expect(single.seen.gets).toHaveLength(NODES.length);
    expect(a.datasets).toEqual(b.datasets);
    expect(a.jobs).toEqual(b.jobs);
    expect(a.skipped).toHaveLength(326);
    expect([...a.skipped].sort((x, y) => x.id.localeCompare(y.id))).toEqual([...b.skipped].sort((x, y) => x.id.localeCompare(y.id)));
    expect(a.skipped[0]).toMatchObject({ kind: 'dataset', status: 404 });
  });

  it('caches each answer under its GET, and leaves cached entities out of the next batch', async () => {
    const { qc, seen } = served();
    const first = await qc.fetchQuery(datasetQueryOptions({ namespace: NS, name: known[0]! }));
    await read(qc);
    expect(seen.batches[0]).not.toContain(known[0]);
    expect(seen.batches.flat()).toHaveLength(NODES.length - 1);
    expect(qc.getQueryData(datasetQueryOptions({ namespace: NS, name: known[1]! }).queryKey)).toMatchObject({ name: known[1] });
    expect(qc.getQueryData(datasetQueryOptions({ namespace: NS, name: known[0]! }).queryKey)).toBe(first);
    // Only the refused (uncached) ones are asked again.
    const before = seen.batches.length;
    await read(qc);
    expect(seen.batches.slice(before).flat()).toEqual(Array.from({ length: 326 }, (_, i) => `gone_${i}`));
  });

  it('falls back to the single GETs when the route is absent, and asks it no more than the batches then in flight', async () => {
    const { qc, seen } = served({ route: false });
    const { datasets, jobs } = await read(qc);
    expect([datasets.length, jobs.length]).toEqual([known.length, JOBS]);
    expect(seen.posts).toBeLessThanOrEqual(BATCHES_IN_FLIGHT);
    expect(seen.gets).toHaveLength(NODES.length);
  });

  it('reads on its own what a batch could not answer (a 5xx for one id)', async () => {
    const { qc, seen } = served({ unavailable: known[7] });
    const { datasets } = await read(qc);
    expect(datasets).toHaveLength(known.length);
    expect(seen.gets).toEqual([`/api/v1/namespaces/${NS}/datasets/${known[7]}`]);
  });

  it('reports progress up to the total and stops asking once its signal aborts', async () => {
    const { qc, seen } = served();
    const controller = new AbortController();
    const reported: number[] = [];
    const loading = read(qc, {
      signal: controller.signal,
      onProgress: (p) => {
        reported.push(p.read);
        if (p.read > 0) controller.abort(new Error('closed'));
      },
    });
    await expect(loading).rejects.toThrow('closed');
    // The two batches in flight when it aborted, nothing after.
    expect(seen.batches.length).toBeLessThanOrEqual(2);
    const all: number[] = [];
    await read(qc, { onProgress: (p) => all.push(p.read) });
    expect(all.at(-1)).toBe(NODES.length);
    expect(all).toEqual([...all].sort((x, y) => x - y));
  });

  it('gives the impact list the same rows batched as read one by one', async () => {
    const request = fanOutImpact(NS, 'src');
    const batched = served();
    const single = served({ route: false });
    const [a, b] = [await batched.qc.fetchQuery(impactQueryOptions(request)), await single.qc.fetchQuery(impactQueryOptions(request))];
    expect(a.rows).toHaveLength(JOBS * PER_JOB + JOBS);
    expect(a.rows).toEqual(b.rows);
    expect(batched.seen.batches).toHaveLength(1);
    expect(batched.seen.gets).toEqual([]);
  });
});
