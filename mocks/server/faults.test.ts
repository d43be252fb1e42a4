import { afterEach, describe, expect, it } from 'vitest';
import { createEmulator } from '../emulator/index.ts';
import { scenarioEvents } from '../scenarios/index.ts';
import { faultFor, parseFaults, routeFamily } from './faults.ts';
import { createEmulatorMiddleware, scenarioList } from './node-middleware.ts';
import { startTestEmulator, type RunningEmulator } from './test-server.ts';

const running: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

describe('fault switches (issue 9)', () => {
  it('parses route=kind entries and rejects unknown ones', () => {
    expect(parseFaults(['lineage=500', 'search=timeout,datasets=malformed'])).toEqual([
      { route: 'lineage', kind: '500' },
      { route: 'search', kind: 'timeout' },
      { route: 'datasets', kind: 'malformed' },
    ]);
    expect(() => parseFaults(['graph=500'])).toThrow(/unknown fault route/);
    expect(() => parseFaults(['lineage=explode'])).toThrow(/unknown fault kind/);
  });

  it('matches faults on the route family', () => {
    expect(routeFamily('GET', '/api/v1/lineage?nodeId=x')).toBe('lineage');
    expect(routeFamily('POST', '/api/v1/lineage')).toBe('ingest');
    expect(routeFamily('GET', '/api/v1/namespaces/a%2Fb/datasets/x/versions')).toBe('datasets');
    expect(routeFamily('GET', '/api/v1/namespaces/ns/jobs/j/runs')).toBe('runs');
    expect(routeFamily('GET', '/api/v1/jobs/runs/1/facets?type=run')).toBe('runs');
    expect(routeFamily('GET', '/api/v1/namespaces')).toBe('namespaces');
    expect(faultFor(parseFaults(['*=404']), 'GET', '/api/v1/search?q=a')).toEqual({ route: '*', kind: '404' });
    expect(faultFor(parseFaults(['search=500']), 'GET', '/api/v1/lineage')).toBeUndefined();
  });

  it('serves each kind over HTTP and leaves other routes working', async () => {
    const server = await startTestEmulator({
      scenario: 'none',
      faults: ['lineage=500', 'search=404', 'datasets=malformed', 'namespaces=down', 'column-lineage=slow', 'events=timeout'],
      slowMs: 150,
    });
    running.push(server);
    const lineage = await fetch(`${server.url}/api/v1/lineage?nodeId=job:a:b`);
    expect(lineage.status).toBe(500);
    expect(await lineage.json()).toMatchObject({ code: 500 });
    expect((await fetch(`${server.url}/api/v1/search?q=a`)).status).toBe(404);
    const malformed = await fetch(`${server.url}/api/v1/namespaces/ns/datasets`);
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow();
    await expect(fetch(`${server.url}/api/v1/namespaces`)).rejects.toThrow();
    const started = Date.now();
    const slow = await fetch(`${server.url}/api/v1/column-lineage?nodeId=dataset:a:b`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(slow.status).toBe(404); // the real answer, late
    await expect(fetch(`${server.url}/api/v1/events/lineage`, { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    expect((await fetch(`${server.url}/api/v1/jobs`)).status).toBe(200);
  });

  it('switches faults at run time through POST /__emulator/faults', async () => {
    const server = await startTestEmulator({ scenario: 'none' });
    running.push(server);
    const set = (faults: unknown) => fetch(`${server.url}/__emulator/faults`, { method: 'POST', body: JSON.stringify({ faults }) });
    expect((await fetch(`${server.url}/api/v1/jobs`)).status).toBe(200);
    expect(await (await set(['jobs=500'])).json()).toEqual({ faults: ['jobs=500'] });
    expect((await fetch(`${server.url}/api/v1/jobs`)).status).toBe(500);
    expect((await set(['nope=1'])).status).toBe(400);
    expect((await fetch(`${server.url}/api/v1/jobs`)).status).toBe(500); // a bad request keeps the old switches
    await set([]);
    expect((await fetch(`${server.url}/api/v1/jobs`)).status).toBe(200);
    const alias = await fetch(`${server.url}/api/__emulator/faults`, { method: 'POST', body: JSON.stringify({ faults: ['*=404'] }) });
    expect(await alias.json()).toEqual({ faults: ['*=404'] });
    expect((await fetch(`${server.url}/api/v1/namespaces`)).status).toBe(404);
  });
});

describe('middleware wiring', () => {
  it('expands scenario names (demo = talk + broken-boundaries + real-streams + spec-2026)', () => {
    expect(scenarioList(undefined)).toEqual(['talk', 'broken-boundaries', 'real-streams', 'spec-2026']);
    expect(scenarioList('demo')).toEqual(['talk', 'broken-boundaries', 'real-streams', 'spec-2026']);
    expect(scenarioList('none')).toEqual([]);
    expect(scenarioList('talk')).toEqual(['talk']);
    expect(() => scenarioList('nope')).toThrow(/unknown scenario/);
  });

  it('loads the demo scenarios without a single rejected event', () => {
    for (const name of ['talk', 'broken-boundaries', 'real-streams', 'spec-2026'] as const) {
      const events = scenarioEvents(name);
      expect(events.length).toBeGreaterThan(0);
      expect(createEmulator().loadEvents(events)).toEqual({ loaded: events.length, rejected: [] });
    }
    expect(createEmulatorMiddleware({ scenario: 'demo' }).emulator.store.events.length).toBeGreaterThan(0);
  });

  it('passes anything outside /api/v1 to next()', () => {
    const mw = createEmulatorMiddleware({ scenario: 'none' });
    let called = 0;
    mw({ url: '/index.html', method: 'GET' } as never, {} as never, () => called++);
    expect(called).toBe(1);
  });
});
