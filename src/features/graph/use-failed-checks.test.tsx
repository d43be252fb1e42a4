// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { testDataset, testGraph } from '../../domain/graph/layered-test-graph.ts';
import { useFailedChecks } from './use-failed-checks.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const a = testDataset('a');
const b = testDataset('b');
const graph = testGraph(a.id, [a, b], []);

function setup(drawn: boolean) {
  // Requests never answer: the test counts what was asked for.
  const fetch = vi.fn(() => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(({ d }: { d: boolean }) => useFailedChecks(graph, null, d), { wrapper, initialProps: { d: drawn } });
  return { client, fetch, hook };
}

describe('useFailedChecks', () => {
  it('asks for no dataset versions before the canvas has drawn once (first-draw speed)', () => {
    const { client, fetch } = setup(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads each dataset's versions once the canvas has drawn", () => {
    const { client, hook } = setup(false);
    hook.rerender({ d: true });
    const keys = client
      .getQueryCache()
      .getAll()
      .map((q) => JSON.stringify(q.queryKey));
    expect(keys).toHaveLength(2);
    expect(keys.some((k) => k.includes('"a"'))).toBe(true);
  });
});
