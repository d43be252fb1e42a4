import { afterEach, describe, expect, it } from 'vitest';
import { recordEvents } from '../cli/record-events.ts';
import { createEmulator } from '../emulator/index.ts';
import { scenarioEvents } from '../scenarios/index.ts';
import { startTestEmulator, type RunningEmulator } from './test-server.ts';

const running: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

const clock = () => new Date('2030-06-01T00:00:00Z');

describe('record → replay round trip (issue 3)', () => {
  it('replays recorded events into a fresh emulator with identical /lineage and /column-lineage answers', async () => {
    // The demo's RunEvent scenarios: spec-2026's JobEvents and DatasetEvents are not in /events/lineage (as in
    // Marquez), so no recording can replay them (docs/openlineage-facets.md#what-marquez-keeps-of-it).
    const source = createEmulator({ clock });
    for (const name of ['talk', 'broken-boundaries', 'real-streams'] as const) source.loadEvents(scenarioEvents(name));
    const server = await startTestEmulator({ scenario: 'none', emulator: source });
    running.push(server);
    const progress: number[] = [];
    const events = await recordEvents({ from: `${server.url}/api/v1`, pageSize: 25, onProgress: (n) => progress.push(n) });
    expect(events.length).toBeGreaterThan(25);
    expect(progress.at(-1)).toBe(events.length);

    // Through NDJSON text, as the CLI writes and `--events` reads it.
    const ndjson = events.map((e) => JSON.stringify(e)).join('\n');
    const replica = createEmulator({ clock });
    const result = replica.loadEvents(ndjson.split('\n').map((l) => JSON.parse(l) as unknown));
    expect(result).toEqual({ loaded: events.length, rejected: [] });

    const list = await source.handle({ method: 'GET', url: '/api/v1/namespaces' });
    const namespaces = (JSON.parse(list.body) as { namespaces: { name: string }[] }).namespaces.map((n) => n.name);
    let compared = 0;
    for (const ns of namespaces) {
      const ds = await source.handle({ method: 'GET', url: `/api/v1/namespaces/${encodeURIComponent(ns)}/datasets?limit=1000` });
      for (const { name } of (JSON.parse(ds.body) as { datasets: { name: string }[] }).datasets) {
        for (const endpoint of ['lineage', 'column-lineage']) {
          const url = `/api/v1/${endpoint}?nodeId=${encodeURIComponent(`dataset:${ns}:${name}`)}&depth=20${endpoint === 'column-lineage' ? '&withDownstream=true' : ''}`;
          const a = await source.handle({ method: 'GET', url });
          const b = await replica.handle({ method: 'GET', url });
          expect({ url, status: b.status, body: b.body }).toEqual({ url, status: a.status, body: a.body });
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('honours --after/--before windows', async () => {
    const server = await startTestEmulator({ scenario: 'demo' });
    running.push(server);
    const all = await recordEvents({ from: server.url });
    const times = all.map((e) => (e as { eventTime: string }).eventTime).sort();
    const mid = times[Math.floor(times.length / 2)] ?? '';
    const late = await recordEvents({ from: server.url, after: mid });
    expect(late.length).toBeGreaterThan(0);
    expect(late.length).toBeLessThan(all.length);
    expect(late.every((e) => (e as { eventTime: string }).eventTime >= mid)).toBe(true);
  });
});
