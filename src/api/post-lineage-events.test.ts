import { describe, expect, it, vi } from 'vitest';
import { createMarquezClient } from './client.ts';
import type { FetchLike } from './json-client.ts';
import { postLineageEvents } from './post-lineage-events.ts';

/** A Marquez that refuses the events whose `n` is in `refuse` and cannot be reached for those in `down`. */
function marquez(refuse: number[], down: number[] = []) {
  const bodies: unknown[] = [];
  const fetch = vi.fn<FetchLike>(async (_url, init) => {
    const event = JSON.parse(init.body ?? 'null') as { n: number };
    bodies.push(event);
    if (down.includes(event.n)) throw new TypeError('fetch failed');
    const ok = !refuse.includes(event.n);
    return { ok, status: ok ? 201 : 422, text: async () => (ok ? '' : `{"errors":["bad ${event.n}"]}`) };
  });
  return { client: createMarquezClient({ baseUrl: 'http://m/api/v1', fetch }), bodies, fetch };
}

const events = [{ n: 0 }, { n: 1 }, { n: 2 }, { n: 3 }];

describe('postLineageEvents', () => {
  it('sends every event in order to /lineage and counts those taken', async () => {
    const m = marquez([]);
    expect(await postLineageEvents(m.client, events)).toEqual({ sent: 4, failures: [] });
    expect(m.bodies).toEqual(events);
    expect(m.fetch.mock.calls.every(([url]) => url === 'http://m/api/v1/lineage')).toBe(true);
  });

  it('goes on past a refusal, reporting its index, status and body', async () => {
    const m = marquez([1], [2]);
    const result = await postLineageEvents(m.client, events);
    expect(result.sent).toBe(2);
    expect(result.failures).toEqual([
      { index: 1, status: 422, text: '{"errors":["bad 1"]}' },
      { index: 2, error: new TypeError('fetch failed') },
    ]);
    // fetch's own error, so a CLI's "cannot reach <url>: fetch failed" keeps its words.
    expect((result.failures[1]?.error as Error).message).toBe('fetch failed');
  });

  it('stops at the first failure when asked', async () => {
    const m = marquez([1]);
    expect(await postLineageEvents(m.client, events, { stopOnFailure: true })).toEqual({
      sent: 1,
      failures: [{ index: 1, status: 422, text: '{"errors":["bad 1"]}' }],
    });
    expect(m.bodies).toEqual([{ n: 0 }, { n: 1 }]);
  });

  it('one at a time: the next event waits for the previous answer', async () => {
    let inFlight = 0;
    let most = 0;
    const fetch: FetchLike = async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 1));
      inFlight--;
      return { ok: true, status: 201, text: async () => '' };
    };
    await postLineageEvents(createMarquezClient({ baseUrl: 'http://m/api/v1', fetch }), events);
    expect(most).toBe(1);
  });
});
