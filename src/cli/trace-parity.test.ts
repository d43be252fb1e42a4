import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmulator, type Emulator } from '../../mocks/emulator/index.ts';
import { BROKEN, REAL_STREAMS, scenarioEvents, TALK, type ScenarioName } from '../../mocks/scenarios/index.ts';
import type { FetchLike } from '../api/client.ts';
import type { TraceResult } from '../domain/trace/trace-types.ts';
import { traceQueryOptions } from '../investigation/trace-query.ts';
import { EXIT, runTraceCli } from './trace-cli.ts';

const MARQUEZ = 'http://marquez.test';

type Target = { namespace: string; dataset: string; field: string };

function emulatorOf(scenarios: ScenarioName[]): Emulator {
  const emulator = createEmulator({ clock: () => new Date('2026-11-29T00:00:00Z') });
  for (const s of scenarios) emulator.loadEvents(scenarioEvents(s));
  return emulator;
}

/** The emulator as Marquez, with some paths refused with a 500 (a failing entity). */
function serve(emulator: Emulator, refuse: (path: string) => boolean) {
  return async (path: string) => {
    if (refuse(path)) return { ok: false, status: 500, text: async () => '{"code":500,"message":"boom"}' };
    const r = await emulator.handle({ method: 'GET', url: path });
    return { ok: r.status < 300, status: r.status, text: async () => r.body };
  };
}

async function viaCli(answer: (path: string) => ReturnType<ReturnType<typeof serve>>, target: Target, extra: string[] = []): Promise<TraceResult> {
  const fetch: FetchLike = async (url) => {
    const u = new URL(url);
    return answer(u.pathname + u.search);
  };
  let out = '';
  const code = await runTraceCli(
    ['--marquez', MARQUEZ, '--namespace', target.namespace, '--dataset', target.dataset, '--field', target.field, '--json', ...extra],
    {
      out: (t) => (out += t),
      err: () => undefined,
      fetch,
      env: {},
    },
  );
  expect(code).toBe(EXIT.ok);
  return JSON.parse(out) as TraceResult;
}

/** The browser's path: a plain QueryClient, the default client at `/api/v1` on the page's own origin. */
async function viaUi(answer: (path: string) => ReturnType<ReturnType<typeof serve>>, target: Target, stitch?: number): Promise<TraceResult> {
  vi.stubGlobal('fetch', async (url: string) => answer(url));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const computation = await client.fetchQuery(
    traceQueryOptions({
      target,
      tdir: 'upstream',
      inferred: true,
      stitch: stitch !== undefined,
      decisions: {},
      ...(stitch !== undefined ? { minConfidence: stitch } : {}),
      source: { view: 'runs', since: null, until: null },
    }),
  );
  if (!computation.upstream) throw new Error('no upstream trace');
  return computation.upstream;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the same trace from the CLI and the UI', () => {
  const cases: [string, ScenarioName[], Target][] = [
    ['talk', ['talk'], TALK.traceStart],
    ['broken-boundaries', ['broken-boundaries'], BROKEN.traceStart],
    [
      'real-streams',
      ['real-streams'],
      { namespace: REAL_STREAMS.datasets.revenueSummary.namespace, dataset: REAL_STREAMS.datasets.revenueSummary.name, field: 'revenue_usd' },
    ],
  ];
  for (const [name, scenarios, target] of cases) {
    it(`${name}: identical JSON`, async () => {
      const answer = serve(emulatorOf(scenarios), () => false);
      const cli = await viaCli(answer, target);
      expect(cli.hops.length).toBeGreaterThan(0);
      expect(await viaUi(answer, target)).toEqual(cli);
    });
  }

  it('with a failing entity on the path: both skip it the same way and still trace', async () => {
    // The Flink enrichment job's GET fails (Marquez can 500 on one entity): the walk goes on without its details.
    const enrichment = encodeURIComponent(TALK.jobs.ordersEnrichment.name);
    const answer = serve(emulatorOf(['talk']), (path) => path.includes(`/jobs/${enrichment}`) && !path.includes('/runs'));
    const cli = await viaCli(answer, TALK.traceStart);
    expect(cli.hops.length).toBeGreaterThan(0);
    // Said, not hidden: the result names what it could not read.
    expect(cli.skipped).toEqual([
      expect.objectContaining({ kind: 'job', id: `job:${TALK.jobs.ordersEnrichment.namespace}:${TALK.jobs.ordersEnrichment.name}`, status: 500 }),
    ]);
    expect(await viaUi(answer, TALK.traceStart)).toEqual(cli);
  });

  it('stitches only when asked, with the same threshold on both paths', async () => {
    const answer = serve(emulatorOf(['broken-boundaries']), () => false);
    const source = `${BROKEN.datasets.paymentsTable.namespace} ${BROKEN.datasets.paymentsTable.name}`;
    const reaches = (r: TraceResult) => r.roots.some((p) => `${p.namespace} ${p.dataset}` === source);
    expect(reaches(await viaCli(answer, BROKEN.traceStart))).toBe(false);
    const stitched = await viaCli(answer, BROKEN.traceStart, ['--stitch-min-confidence', '0']);
    expect(reaches(stitched)).toBe(true);
    expect(stitched.hops.some((h) => h.level === 'stitched')).toBe(true);
    expect(await viaUi(answer, BROKEN.traceStart, 0)).toEqual(stitched);
  });
});
