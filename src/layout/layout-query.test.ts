import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { layoutQueryOptions } from './layout-query.ts';
import { layoutHash } from './graph-hash.ts';
import { createMainThreadLayoutEngine } from './main-thread-layout-engine.ts';
import type { LayoutEngine } from './layout-engine.ts';

const graphA = (): ElkNode => ({
  id: 'root',
  children: [
    { id: 'dataset:ns:a', width: 200, height: 60 },
    { id: 'job:ns:j', width: 200, height: 60 },
  ],
  edges: [{ id: 'e', sources: ['dataset:ns:a'], targets: ['job:ns:j'] }],
});

// Same content, different key order and object identity.
const graphAReordered = (): ElkNode => ({
  edges: [{ targets: ['job:ns:j'], sources: ['dataset:ns:a'], id: 'e' }],
  children: [
    { height: 60, width: 200, id: 'dataset:ns:a' },
    { id: 'job:ns:j', height: 60, width: 200 },
  ],
  id: 'root',
});

function countingEngine(): { engine: LayoutEngine; calls: () => number } {
  const inner = createMainThreadLayoutEngine();
  const layout = vi.fn(inner.layout);
  return { engine: { layout, warm: inner.warm, dispose: inner.dispose }, calls: () => layout.mock.calls.length };
}

describe('layout cache', () => {
  it('hashes by content, not by key order or identity', () => {
    expect(layoutHash(graphA())).toBe(layoutHash(graphAReordered()));
    const wider = graphA();
    const first = wider.children?.[0];
    if (first) first.width = 201;
    expect(layoutHash(wider)).not.toBe(layoutHash(graphA()));
    expect(layoutHash(graphA(), { 'elk.direction': 'DOWN' })).not.toBe(layoutHash(graphA()));
  });

  it('lays out identical content once', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { engine, calls } = countingEngine();
    const first = await client.fetchQuery(layoutQueryOptions(engine, graphA()));
    const second = await client.fetchQuery(layoutQueryOptions(engine, graphAReordered()));
    expect(calls()).toBe(1);
    expect(second).toBe(first);
    const other = graphA();
    other.children?.push({ id: 'dataset:ns:b', width: 200, height: 60 });
    await client.fetchQuery(layoutQueryOptions(engine, other));
    expect(calls()).toBe(2);
  });

  it('cancelling the query aborts the engine request', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let seen: AbortSignal | undefined;
    const engine: LayoutEngine = {
      layout: (_g, opts) => {
        seen = opts?.signal;
        return new Promise((_resolve, reject) => opts?.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))));
      },
      warm: () => undefined,
      dispose: () => undefined,
    };
    const options = layoutQueryOptions(engine, graphA());
    const running = client.fetchQuery(options).catch((e: unknown) => e);
    await vi.waitFor(() => expect(seen).toBeDefined());
    await client.cancelQueries({ queryKey: options.queryKey });
    expect(seen?.aborted).toBe(true);
    await running;
    expect(client.getQueryData(options.queryKey)).toBeUndefined();
  });
});
