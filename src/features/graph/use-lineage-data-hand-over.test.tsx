// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstDrawingQueryOptions } from '../../api/get-first-drawing.ts';
import { lineageQueryOptions } from '../../api/get-lineage.ts';
import type { FirstDrawingHandOver } from '../../domain/graph/first-drawing-hand-over.ts';
import type { LineageExpansion } from '../../domain/graph/lineage-expansions.ts';
import type { MqLineageNode } from '../../domain/marquez-shapes.ts';
import { RUN_LEVEL_SOURCE } from '../../investigation/lineage-source.ts';
import { firstDrawingGate } from '../../lib/first-drawing-gate.ts';
import { useCanvasAnswers } from './use-lineage-data.ts';

afterEach(() => vi.unstubAllGlobals());

const focus = 'dataset:ns:a';
const handOver: FirstDrawingHandOver = {
  answer: {
    graph: [
      {
        id: focus,
        type: 'DATASET',
        data: { id: { namespace: 'ns', name: 'a' }, namespace: 'ns', name: 'a' },
        inEdges: [],
        outEdges: [{ origin: focus, destination: 'job:ns:hidden' }],
      } as MqLineageNode,
    ],
  },
  cap: {
    synthetic: [{ kind: 'more', id: 'more:downstream:1', groupKey: 'downstream:1', side: 'downstream', distance: 1, hiddenIds: ['job:ns:hidden'] }],
    syntheticEdges: [{ id: `agg:${focus}->more:downstream:1`, source: focus, target: 'more:downstream:1', multiplicity: 1 }],
    totalNodes: 2,
    hiddenNodes: 1,
  },
};

function setup(accepted: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As the page's warm start leaves it when the server handed the first drawing over.
  client.setQueryData(firstDrawingQueryOptions({ nodeId: focus, depth: 2, dir: 'full', search: '' }).queryKey, handOver);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const stitch = { links: [], known: true };
  const more: readonly LineageExpansion[] = [];
  const handOverUse = { dir: 'full', accepted };
  const hook = renderHook(() => useCanvasAnswers(focus, 2, stitch, more, RUN_LEVEL_SOURCE, handOverUse), { wrapper });
  // The whole answer: Marquez's `/lineage`, which the run-level upgrade reads too.
  const asked = () => client.getQueryState(lineageQueryOptions({ nodeId: focus, depth: 2 }).queryKey)?.fetchStatus ?? 'idle';
  return { hook, asked };
}

describe('useCanvasAnswers: a first drawing the server handed over', () => {
  it('is drawn before the whole answer, which is asked for only once that drawing is on screen', () => {
    firstDrawingGate.hold();
    const { hook, asked } = setup(true);
    expect(hook.result.current.handOver).toBe(handOver);
    expect(hook.result.current.upgrading).toBe(true);
    expect(asked()).toBe('idle');
    act(() => firstDrawingGate.drawn());
    expect(asked()).toBe('fetching');
    // Still drawn meanwhile.
    expect(hook.result.current.handOver).toBe(handOver);
  });

  it('is not drawn when the canvas does not draw the link as the server did: the whole answer is asked for at once', () => {
    const { hook, asked } = setup(false);
    expect(hook.result.current.handOver).toBeUndefined();
    expect(hook.result.current.upgrading).toBe(false);
    expect(asked()).toBe('fetching');
  });
});
