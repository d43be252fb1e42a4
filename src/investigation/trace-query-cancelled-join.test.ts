import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { loadedEmulator } from '../../mocks/scenarios/test-support/emulator-client.ts';
import { TALK } from '../../mocks/scenarios/talk/names.ts';
import { investigationLineageQueryOptions } from './lineage-query.ts';
import { datasetNodeId } from '../domain/node-id.ts';
import { TRACE_LINEAGE_DEPTH } from './trace-inputs.ts';
import { traceQueryOptions } from './trace-query.ts';
import { retryCancelledJoin } from './retry-cancelled-join.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The emulator behind `fetch`, its `/lineage` answers held until `open()`. */
function heldLineage() {
  const emulator = loadedEmulator(['talk']);
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  let lineageAsked = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.includes('/lineage?')) {
      lineageAsked += 1;
      await gate;
    }
    const res = await emulator.handle({ method: 'GET', url });
    return { ok: res.status >= 200 && res.status < 300, status: res.status, text: async () => res.body };
  });
  return { open, asked: () => lineageAsked };
}

describe('a trace whose shared lineage request is cancelled under it (issue 29)', () => {
  it('settles with its answer instead of staying pending for good', { timeout: 60_000 }, async () => {
    // The walk's code is imported by the trace on first use: loaded here, so the trace reaches the join at once.
    await import('../domain/trace/trace-computation.ts');
    const held = heldLineage();
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const start = TALK.traceStart;
    // The canvas, say, observes the very `/lineage` the trace reads, and its request is in flight.
    const canvas = new QueryObserver(
      qc,
      investigationLineageQueryOptions({
        nodeId: datasetNodeId({ namespace: start.namespace, name: start.dataset }),
        depth: TRACE_LINEAGE_DEPTH,
        view: 'runs',
      }),
    );
    const leave = canvas.subscribe(() => {});
    await vi.waitFor(() => expect(held.asked()).toBeGreaterThan(0));
    // The trace joins that request.
    const trace = new QueryObserver(qc, traceQueryOptions({ target: start, tdir: 'upstream', inferred: true, stitch: false, decisions: {} }));
    trace.subscribe(() => {});
    await vi.waitFor(() => expect(qc.getQueryCache().find({ queryKey: trace.options.queryKey })?.state.fetchStatus).toBe('fetching'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The canvas goes away while the request is out: React Query cancels it, and the trace's join rejects.
    leave();
    held.open();
    await vi.waitFor(
      () =>
        expect([trace.getCurrentResult().status, trace.getCurrentResult().fetchStatus, String(trace.getCurrentResult().error)]).toEqual([
          'success',
          'idle',
          'null',
        ]),
      { timeout: 50_000 },
    );
    expect(trace.getCurrentResult().data?.upstream?.hops.length).toBeGreaterThan(0);
  });
});

describe('retryCancelledJoin', () => {
  it('retries a cancelled join at once, a few times, and leaves other errors to the given rule', async () => {
    const { CancelledError } = await import('@tanstack/react-query');
    const r = retryCancelledJoin((n) => n < 1);
    expect(r.retry(0, new CancelledError())).toBe(true);
    expect(r.retry(3, new CancelledError())).toBe(false);
    expect(r.retryDelay(0, new CancelledError())).toBe(0);
    expect(r.retry(0, new Error('500'))).toBe(true);
    expect(r.retry(1, new Error('500'))).toBe(false);
    expect(r.retryDelay(1, new Error('500'))).toBe(2000);
  });
});
