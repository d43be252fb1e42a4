import { describe, expect, it } from 'vitest';
import { lineageGraphSchema } from '../api/schemas/lineage.ts';
import { layeredGraph } from '../domain/graph/layered-test-graph.ts';
import { firstDrawingModel } from './first-drawing.ts';
import { createFirstDrawingThread } from './first-drawing-thread.ts';

/** A Marquez `/lineage` answer of a layered pipeline: datasets and jobs with their in and out edges. */
function answerOf(size: number) {
  const graph = layeredGraph(size, 5);
  const ins = new Map<string, string[]>();
  const outs = new Map<string, string[]>();
  for (const e of graph.edges) {
    outs.set(e.source, [...(outs.get(e.source) ?? []), e.target]);
    ins.set(e.target, [...(ins.get(e.target) ?? []), e.source]);
  }
  const items = [...graph.nodes.values()].map((n) => {
    const [, namespace = '', name = ''] = /^\w+:([^:]*):(.*)$/.exec(n.id) ?? [];
    const type = n.kind === 'dataset' ? 'DATASET' : 'JOB';
    const data =
      type === 'DATASET'
        ? { id: { namespace, name }, namespace, name, fields: [] }
        : { id: { namespace, name }, namespace, name, type: 'BATCH', inputs: [], outputs: [] };
    return {
      id: n.id,
      type,
      data,
      inEdges: (ins.get(n.id) ?? []).map((origin) => ({ origin, destination: n.id })),
      outEdges: (outs.get(n.id) ?? []).map((destination) => ({ origin: n.id, destination })),
    };
  });
  return { focus: graph.focusId, answer: { graph: items } };
}

describe('the first drawing off the server’s thread', () => {
  it('computes on its worker the very layout request the page will ask for, capped for a large answer', async () => {
    const drawing = createFirstDrawingThread();
    const { focus, answer } = answerOf(2_000);
    const query = { nodeId: focus, depth: 5 };
    const search = `?node=${encodeURIComponent(focus)}&depth=5&dir=full`;
    const request = await drawing(JSON.stringify(answer), query, search);
    const expected = firstDrawingModel(lineageGraphSchema.parse(answer), query, search)?.request;
    expect(expected?.elk.children?.some((child) => child.id.startsWith('more:'))).toBe(true);
    expect(request).toEqual(expected);
  }, 30_000);

  it('gives nothing for a body the browser’s gate refuses or that is not JSON', async () => {
    const drawing = createFirstDrawingThread();
    const query = { nodeId: 'dataset:ns:a', depth: 2 };
    expect(await drawing('{"graph": [', query, '')).toBeNull();
    expect(await drawing('{"graph": [{"id": 3}]}', query, '')).toBeNull();
  }, 30_000);
});
