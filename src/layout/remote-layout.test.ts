import type { ElkNode } from 'elkjs/lib/elk-api';
import { describe, expect, it, vi } from 'vitest';
import { TRIBUTARY_ELK_OPTIONS } from './elk-options.ts';
import type { LayoutResult } from './layout-engine.ts';
import { fetchRemoteLayout, REMOTE_LAYOUT_MAX_NODES, REMOTE_LAYOUT_PATH } from './remote-layout.ts';

const graph: ElkNode = { id: 'root', children: [{ id: 'a', width: 10, height: 10, children: [{ id: 'a.1', width: 5, height: 5 }] }], edges: [] };
const layout: LayoutResult = {
  nodes: { a: { x: 1, y: 2, width: 10, height: 10 }, 'a.1': { x: 0, y: 0, width: 5, height: 5, parentId: 'a' } },
  ports: {},
  bends: {},
  width: 10,
  height: 10,
};
const answer = (body: unknown, status = 200): typeof fetch =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))) as unknown as typeof fetch;

describe('server layout', () => {
  it('posts the graph and options to our route and returns a layout that covers the graph', async () => {
    const fetchImpl = answer(layout);
    await expect(fetchRemoteLayout(graph, TRIBUTARY_ELK_OPTIONS, { fetchImpl })).resolves.toEqual(layout);
    const [url, init] = vi.mocked(fetchImpl).mock.calls[0] ?? [];
    expect(url).toBe(REMOTE_LAYOUT_PATH);
    expect(JSON.parse(String(init?.body))).toEqual({ graph, layoutOptions: TRIBUTARY_ELK_OPTIONS });
  });

  it('falls back (null) on an error status, a network failure, a timeout or an answer missing a node', async () => {
    expect(await fetchRemoteLayout(graph, {}, { fetchImpl: answer({ code: 404 }, 404) })).toBeNull();
    expect(await fetchRemoteLayout(graph, {}, { fetchImpl: vi.fn(() => Promise.reject(new TypeError('offline'))) })).toBeNull();
    const never = vi.fn(
      (_url: unknown, init?: RequestInit) => new Promise<Response>((_ok, fail) => init?.signal?.addEventListener('abort', () => fail(init.signal?.reason))),
    ) as unknown as typeof fetch;
    expect(await fetchRemoteLayout(graph, {}, { fetchImpl: never, timeoutMs: 10 })).toBeNull();
    const { 'a.1': _nested, ...partial } = layout.nodes;
    expect(await fetchRemoteLayout(graph, {}, { fetchImpl: answer({ ...layout, nodes: partial }) })).toBeNull();
  });

  it('says when the server was already laying the graph out, before its layout comes', async () => {
    const said: string[] = [];
    const running = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify(layout), { headers: { 'x-tributary-layout': 'running' } })),
    ) as unknown as typeof fetch;
    expect(await fetchRemoteLayout(graph, {}, { fetchImpl: running, onRunning: () => said.push('running') })).toEqual(layout);
    expect(said).toEqual(['running']);
    const laidOutNow = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify(layout), { headers: { 'x-tributary-layout': 'miss' } })),
    ) as unknown as typeof fetch;
    await fetchRemoteLayout(graph, {}, { fetchImpl: laidOutNow, onRunning: () => said.push('miss') });
    expect(said).toEqual(['running']);
  });

  it("rejects with the caller's own abort", async () => {
    const controller = new AbortController();
    const pending = fetchRemoteLayout(
      graph,
      {},
      {
        signal: controller.signal,
        fetchImpl: vi.fn(
          (_url: unknown, init?: RequestInit) => new Promise<Response>((_ok, fail) => init?.signal?.addEventListener('abort', () => fail(init.signal?.reason))),
        ) as unknown as typeof fetch,
      },
    );
    controller.abort();
    await expect(pending).rejects.toBeDefined();
  });

  it('never sends a graph above the bound', async () => {
    const fetchImpl = answer(layout);
    const big: ElkNode = { id: 'root', children: Array.from({ length: REMOTE_LAYOUT_MAX_NODES + 1 }, (_, i) => ({ id: `n${i}` })) };
    expect(await fetchRemoteLayout(big, {}, { fetchImpl })).toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
