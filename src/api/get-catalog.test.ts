import { describe, expect, it } from 'vitest';
import { createEmulator } from '../../mocks/emulator/index.ts';
import { BROKEN, scenarioEvents, type ScenarioName } from '../../mocks/scenarios/index.ts';
import { findStitchCandidates } from '../domain/stitching/find-stitch-candidates.ts';
import { createMarquezClient } from './client.ts';
import { getCatalog } from './get-catalog.ts';

function clientFor(names: ScenarioName[], failPath?: string) {
  const emulator = createEmulator({ clock: () => new Date('2026-12-01T00:00:00Z') });
  emulator.loadEvents(names.flatMap((n) => scenarioEvents(n)));
  const urls: string[] = [];
  const client = createMarquezClient({
    baseUrl: '/api/v1',
    fetch: async (url) => {
      urls.push(url);
      if (failPath && url.includes(failPath)) return new Response('{"code":500,"message":"boom"}', { status: 500 });
      const res = await emulator.handle({ method: 'GET', url });
      return new Response(res.body === '' ? null : res.body, { status: res.status, headers: res.headers });
    },
  });
  return { client, urls };
}

const ids = (rows: readonly { namespace: string; name: string }[]) => rows.map((r) => `${r.namespace} ${r.name}`).sort();

describe('getCatalog', () => {
  it('reads every dataset and job with its GET, and pages lists', async () => {
    const { client, urls } = clientFor(['talk', 'broken-boundaries']);
    const catalog = await getCatalog({ client, pageSize: 3 });
    const one = await getCatalog({ client: clientFor(['talk', 'broken-boundaries']).client });
    expect(ids(catalog.datasets)).toEqual(ids(one.datasets));
    expect(ids(catalog.jobs)).toEqual(ids(one.jobs));
    expect(ids(catalog.jobs)).toContain(`${BROKEN.jobs.paymentsEnrichment.namespace} ${BROKEN.jobs.paymentsEnrichment.name}`);
    // One GET per dataset and per job: the list rows lack facets.
    const detailGets = urls.filter((u) => /\/(datasets|jobs)\/[^?]+$/.test(u));
    expect(detailGets).toHaveLength(catalog.datasets.length + catalog.jobs.length);
    expect(urls.some((u) => u.includes('offset=3'))).toBe(true);
  });

  it('finds both broken-boundaries breaks from what it loads', async () => {
    const catalog = await getCatalog({ client: clientFor(['talk', 'broken-boundaries']).client });
    const found = findStitchCandidates(catalog).map((c) => ({ a: c.a, b: c.b, rule: c.rule }));
    for (const expected of BROKEN.expectedStitches) expect(found).toContainEqual(expected);
  });

  it('keeps the list row of an entity whose GET fails, and fails when Marquez does not answer', async () => {
    const name = encodeURIComponent(BROKEN.datasets.monthlyBilling.name);
    const catalog = await getCatalog({ client: clientFor(['broken-boundaries'], `/datasets/${name}`).client });
    expect(ids(catalog.datasets)).toContain(`${BROKEN.datasets.monthlyBilling.namespace} ${BROKEN.datasets.monthlyBilling.name}`);
    const down = createMarquezClient({ baseUrl: '/api/v1', fetch: () => Promise.reject(new TypeError('connection refused')) });
    await expect(getCatalog({ client: down })).rejects.toThrow(/connection refused/);
  });
});
