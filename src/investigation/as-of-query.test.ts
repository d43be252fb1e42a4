import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { loadedEmulator } from '../../mocks/scenarios/test-support/emulator-client.ts';
import { TALK } from '../../mocks/scenarios/talk/names.ts';
import { asOfPoint } from './as-of.ts';
import { asOfQueryOptions, comparisonQueryOptions } from './as-of-query.ts';

let urls: string[] = [];
const emulator = loadedEmulator(['talk']);

function serve(): void {
  urls = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const res = await emulator.handle({ method: 'GET', url });
    return { ok: res.status >= 200 && res.status < 300, status: res.status, text: async () => res.body };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const target = TALK.traceStart;
const topic = TALK.datasets.ordersTopic;

describe('asOfPoint', () => {
  it('reads a uuid as a runId, a bare date as the end of that day, anything else as an instant', () => {
    expect(asOfPoint('4C9B5F94-D309-41C2-986E-9F5CF277E3FD')).toEqual({ runId: '4c9b5f94-d309-41c2-986e-9f5cf277e3fd' });
    expect(asOfPoint('2026-11-24')).toEqual({ time: '2026-11-24T23:59:59.999Z' });
    expect(asOfPoint('2026-11-24T10:00:00Z')).toEqual({ time: '2026-11-24T10:00:00Z' });
  });
});

describe('the as-of queries against the emulator (talk)', () => {
  it('the bad day: the topic end carries the amount change; compare with the day before finds the same change', async () => {
    serve();
    const qc = client();
    const input = { target, asof: TALK.badDay, inferred: true };
    const { trace, versions } = await qc.fetchQuery(asOfQueryOptions(input));
    const topicEnd = trace.hops.map((h) => h.from).find((e) => e.namespace === topic.namespace && e.dataset === topic.name);
    expect(topicEnd?.schemaChange?.changed.map((c) => [c.name, c.before.type, c.after.type])).toEqual([
      ['amount', TALK.changedField.before, TALK.changedField.after],
    ]);
    // One paged versions walk per dataset on the path (5 upstream datasets), nothing per hop.
    expect(urls.filter((u) => u.includes('/versions')).length).toBe(versions.size);
    expect(versions.size).toBe(5);

    const before = urls.length;
    const c = await qc.fetchQuery(comparisonQueryOptions(input, '2026-11-23'));
    expect(urls.length).toBe(before);
    expect(c.datasets.changed.map((d) => [d.name, d.fields.changed.map((f) => f.name)])).toEqual([[topic.name, ['amount']]]);
  });

  it('the day before: no change at the topic', async () => {
    serve();
    const { trace } = await client().fetchQuery(asOfQueryOptions({ target, asof: '2026-11-23', inferred: true }));
    const topicEnd = trace.hops.map((h) => h.from).find((e) => e.namespace === topic.namespace && e.dataset === topic.name);
    expect(topicEnd?.version).toBeTruthy();
    expect(topicEnd?.schemaChange).toBeUndefined();
  });

  it('an unknown run is an error the panel can show, not a retry loop', async () => {
    serve();
    await expect(client().fetchQuery(asOfQueryOptions({ target, asof: '00000000-0000-4000-8000-000000000000', inferred: true }))).rejects.toThrow(
      /No dataset version/,
    );
  });
});
