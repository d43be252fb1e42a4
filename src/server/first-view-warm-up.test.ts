import { describe, expect, it, vi } from 'vitest';
import { validateLineageAnswer } from '../api/get-lineage.ts';
import { isPlainLineageGraph } from '../api/schemas/lineage-fast-check.ts';
import type { LayoutEngine } from '../layout/layout-engine.ts';
import { createWarmUp } from './elk-warm-up.ts';
import { firstDrawingModel, seenDrawingOfBody } from './first-drawing.ts';
import { firstFrameHtml } from './first-frame.ts';
import { firstViewElementJson } from './first-view.ts';
import { FIRST_VIEW_WARM_UP_SIZES, gridLayout, warmUpFirstView, warmUpView } from './first-view-warm-up.ts';
import { createLayoutService } from './layout-service.ts';

const idleEngine = (): LayoutEngine => ({ layout: vi.fn(() => Promise.reject(new Error('not here'))), warm: () => undefined, dispose: () => undefined });

/** The first view's entry, recording each view it starts, and each it opened with what it gave back. */
function watchedOpen(onStart: () => void = () => undefined) {
  const started: string[] = [];
  const opened: { nodeId: string; json: string | null }[] = [];
  const open: typeof firstViewElementJson = async (query, search, deps) => {
    started.push(query.nodeId);
    onStart();
    const json = await firstViewElementJson(query, search, deps);
    opened.push({ nodeId: query.nodeId, json });
    return json;
  };
  return { started, opened, open };
}

describe('the server’s first-view warm-up', () => {
  it('opens views Marquez could have answered, through the gate’s fast path, and draws their first frame', () => {
    for (const [i, size] of FIRST_VIEW_WARM_UP_SIZES.entries()) {
      const { body, nodeId, depth } = warmUpView(size, i + 1);
      const json: unknown = JSON.parse(body);
      expect(isPlainLineageGraph(json)).toBe(true);
      const answer = validateLineageAnswer({ nodeId, depth }, json);
      expect(answer.graph.length).toBeGreaterThan(size * 0.9);
      const drawing = firstDrawingModel(answer, { nodeId, depth }, `?node=${encodeURIComponent(nodeId)}`);
      expect(drawing).not.toBeNull();
      const layout = gridLayout(drawing!.request.elk);
      expect(Object.keys(layout.nodes)).toHaveLength(drawing!.request.elk.children?.length ?? -1);
      const html = firstFrameHtml({ model: drawing!.model, layout, focusId: nodeId, selectedId: nodeId, fit: '/fit.js' }) ?? '';
      expect(html.match(/react-flow__node /g)?.length).toBe(Object.keys(layout.nodes).length);
      expect(html).toContain('tb-edge');
    }
  });

  it('runs the first view’s own code on each view, laying out nothing and keeping nothing a visitor could find', async () => {
    const engine = idleEngine();
    const service = createLayoutService({ engine });
    const { opened, open } = watchedOpen();
    expect(await warmUpFirstView(service.warmUpTurn, { sizes: [40, 90], open })).toBe(2);
    expect(opened).toHaveLength(2);
    for (const { json } of opened) expect(json).toContain('"layout":{"key":');
    expect(engine.layout).not.toHaveBeenCalled();
    for (const [i, size] of [40, 90].entries()) {
      const { body, nodeId, depth } = warmUpView(size, i + 1);
      const search = `?node=${encodeURIComponent(nodeId)}&depth=${depth}`;
      const drawing = firstDrawingModel(validateLineageAnswer({ nodeId, depth }, JSON.parse(body)), { nodeId, depth }, search);
      expect(service.peek(drawing!.request.elk, { ...drawing!.request.options }).json).toBeUndefined();
      expect(seenDrawingOfBody(body, { nodeId, depth }, search).drawing).toBeUndefined();
    }
  });

  it('opens no view while real work is in hand, and goes on once it is done', async () => {
    const warmUp = createWarmUp(idleEngine(), [], 0);
    const release = warmUp.yieldToRealWork();
    let again: (() => void) | undefined;
    // A visitor arrives while the first view is being opened.
    const { started, opened, open } = watchedOpen(() => void (again ??= warmUp.yieldToRealWork()));
    let done: number | undefined;
    const warming = warmUpFirstView(warmUp.turn, { sizes: [40, 60], open }).then((n) => (done = n));
    for (let tick = 0; tick < 20; tick++) await new Promise((ok) => setImmediate(ok));
    expect(started).toHaveLength(0);
    release();
    // That view is finished; the second waits for the visitor's work.
    while (opened.length === 0) await new Promise((ok) => setImmediate(ok));
    for (let tick = 0; tick < 20; tick++) await new Promise((ok) => setImmediate(ok));
    expect(started).toHaveLength(1);
    expect(done).toBeUndefined();
    again?.();
    await warming;
    expect(done).toBe(2);
  });
});
