// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lineageQueryOptions } from '../../api/get-lineage.ts';
import type { MqLineageGraph, MqLineageNode } from '../../domain/marquez-shapes.ts';
import { investigationLineageQueryOptions } from '../../investigation/lineage-query.ts';
import { RUN_LEVEL_SOURCE } from '../../investigation/lineage-source.ts';
import { firstDrawingGate } from '../../lib/first-drawing-gate.ts';
import type { LineageExpansion } from '../../domain/graph/lineage-expansions.ts';
import { useCanvasAnswers } from './use-lineage-data.ts';

afterEach(() => vi.unstubAllGlobals());

const focus = 'dataset:ns:a';
const node = (type: 'DATASET' | 'JOB', name: string, inEdges: MqLineageNode['inEdges'], outEdges: MqLineageNode['outEdges']): MqLineageNode =>
  ({
    id: `${type === 'JOB' ? 'job' : 'dataset'}:ns:${name}`,
    type,
    data: { id: { namespace: 'ns', name }, namespace: 'ns', name },
    inEdges,
    outEdges,
  }) as MqLineageNode;

/** a → j, as Marquez answers it, or as run-level lineage confirms it (`seen`) or adds a second input (`more`). */
function answer(kind: 'marquez' | 'seen' | 'more'): MqLineageGraph {
  const observed =
    kind === 'marquez' ? {} : { observed: { seen: { runs: 1, lastRunId: 'r', lastSeen: '2026-11-26T00:00:00Z' }, inMarquezView: true, reason: null } };
  const aj = { origin: focus, destination: 'job:ns:j', ...observed };
  const bj = { origin: 'dataset:ns:b', destination: 'job:ns:j', ...observed };
  const graph = [node('DATASET', 'a', [], [aj]), node('JOB', 'j', kind === 'more' ? [aj, bj] : [aj], [])];
  if (kind === 'more') graph.push(node('DATASET', 'b', [], [bj]));
  const window = { since: '2026-10-27T00:00:00Z', until: '2026-11-26T00:00:00Z' };
  return kind === 'marquez' ? { graph } : { graph, runLevel: { view: 'runs', window, staleRuns: [], droppedEdges: [], notes: [] } };
}

function setup() {
  const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const marquez = answer('marquez');
  // As the page has it: the first view's answer, adopted under Marquez's own `/lineage` key.
  client.setQueryData(lineageQueryOptions({ nodeId: focus, depth: 2 }).queryKey, marquez);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  // Stable, as the page's memoised ones are.
  const stitch = { links: [], known: true };
  const more: readonly LineageExpansion[] = [];
  const hook = renderHook(() => useCanvasAnswers(focus, 2, stitch, more, RUN_LEVEL_SOURCE), { wrapper });
  const runLevelKey = investigationLineageQueryOptions({ nodeId: focus, depth: 2, view: 'runs' }).queryKey;
  return { fetchMock, client, marquez, hook, runLevelKey };
}

describe('useCanvasAnswers: the run-level upgrade after the first drawing', () => {
  it('draws Marquez’s answer and asks for nothing (no job list) until the first drawing is on screen', () => {
    // As warm-start.ts does on a canvas link (the page's one hold: this test's file has a gate of its own).
    firstDrawingGate.hold();
    const { fetchMock, client, marquez, hook, runLevelKey } = setup();
    expect(hook.result.current.answers?.primary).toBe(marquez);
    expect(hook.result.current.upgrading).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.getQueryState(runLevelKey)?.fetchStatus ?? 'idle').toBe('idle');
    act(() => firstDrawingGate.drawn());
    expect(client.getQueryState(runLevelKey)?.fetchStatus).toBe('fetching');
  });

  it('an upgrade that draws nothing new keeps the very answers drawn; one that does replaces them', async () => {
    const { client, marquez, hook, runLevelKey } = setup();
    const drawn = hook.result.current.answers;
    act(() => client.setQueryData(runLevelKey, answer('seen')));
    await waitFor(() => expect(hook.result.current.upgrading).toBe(false));
    expect(hook.result.current.answers).toBe(drawn);
    expect(hook.result.current.answers?.primary).toBe(marquez);
    const more = answer('more');
    act(() => client.setQueryData(runLevelKey, more));
    await waitFor(() => expect(hook.result.current.answers).not.toBe(drawn));
    expect(hook.result.current.answers?.primary).toEqual(more);
  });
});
