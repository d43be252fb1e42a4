import { describe, expect, it } from 'vitest';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { TRIBUTARY_ELK_OPTIONS, TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS } from './elk-options.ts';
import { createElkRunner, type ElkInstance } from './elk-runner.ts';
import { withLayerOrderMessage } from './layer-order-message.ts';

// A graph whose input order crosses: a → c and b → d with d listed first, then a chain that skips a layer.
const crossed = (): ElkNode => ({
  id: 'root',
  children: ['a', 'b', 'd', 'c', 'e', 'f', 'g'].map((id) => ({ id, width: 100, height: 40 })),
  edges: [
    ['a', 'c'],
    ['b', 'd'],
    ['c', 'e'],
    ['d', 'f'],
    ['a', 'g'],
    ['f', 'g'],
  ].map(([s, t]) => ({ id: `${s}->${t}`, sources: [s ?? ''], targets: [t ?? ''] })),
});

/**
 * The graph ELK's engine receives for one request: from a runner that orders on its own thread, or from one whose
 * engine orders (the browser's), through elk-api's `layout` message and the worker's transform.
 */
async function graphElkReceives(options: Record<string, string>, inWorker: boolean): Promise<ElkNode> {
  let received: ElkNode | undefined;
  const elk: ElkInstance = {
    layout: (graph, args) => {
      // elk-api's message: the runner passes no global options, so elk-api sends its default ({}).
      const message = { cmd: 'layout', graph, layoutOptions: args?.layoutOptions ?? {}, options: { logging: false }, id: 1 };
      received = inWorker ? (withLayerOrderMessage(message) as typeof message).graph : graph;
      return Promise.resolve({ ...graph, children: graph.children?.map((c) => ({ ...c, x: 0, y: 0 })) });
    },
    terminateWorker: () => undefined,
  };
  const runner = createElkRunner({ create: () => Promise.resolve(elk), restartOnAbort: false, ordersLayers: inWorker });
  await runner.layout(crossed(), { layoutOptions: options });
  if (!received) throw new Error('ELK received nothing');
  return received;
}

describe('the layout worker’s layer order', () => {
  it('gives ELK the graph the runner orders on its own thread', async () => {
    const onThread = await graphElkReceives({ ...TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS }, false);
    const inWorker = await graphElkReceives({ ...TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS }, true);
    expect(inWorker).toEqual(onThread);
    // Ordered at all: ELK's interactive sweep reads the nodes' positions.
    expect(inWorker.children?.every((c) => (c.x ?? 0) > 0 && Number.isFinite(c.y))).toBe(true);
  });

  it('orders only what the runner orders, and passes other messages unchanged', async () => {
    const inWorker = await graphElkReceives({ ...TRIBUTARY_ELK_OPTIONS }, true);
    expect(inWorker).toEqual(await graphElkReceives({ ...TRIBUTARY_ELK_OPTIONS }, false));
    expect(inWorker.children?.some((c) => c.x !== undefined)).toBe(false);
    const register = { cmd: 'register', algorithms: ['layered'], id: 0 };
    expect(withLayerOrderMessage(register)).toBe(register);
  });

  it('lets the root’s options decide, as the runner sends the request’s options there', () => {
    // ELK's global options do not overwrite an element's own.
    const sweep = { ...TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS, 'elk.layered.crossingMinimization.strategy': 'LAYER_SWEEP' };
    const message = { cmd: 'layout', graph: { ...crossed(), layoutOptions: sweep }, layoutOptions: { ...TRIBUTARY_LARGE_GRAPH_ELK_OPTIONS } };
    expect(withLayerOrderMessage(message)).toEqual(message);
  });
});
