import { describe, expect, it } from 'vitest';
import type { GraphDirection } from '../domain/direction.ts';
import { canvasModel, type CanvasOptions } from '../domain/graph/canvas-pipeline.ts';
import { firstDrawingHandOver, type FirstDrawingHandOver } from '../domain/graph/first-drawing-hand-over.ts';
import { layeredAnswer } from '../domain/graph/layered-test-graph.ts';
import { plainLinkCanvasOptions } from '../layout/canvas-layout-request.ts';
import { parseInvestigationParams } from '../lib/investigation-params.ts';
import { firstDrawingOfBody } from './first-drawing.ts';

const NO_DETAILS = { datasets: new Map(), jobs: new Map() };

/** What the page of a plain link to `focusId` draws (the server checks its hand-over with the same). */
const options = (focusId: string, direction: GraphDirection): CanvasOptions =>
  plainLinkCanvasOptions(parseInvestigationParams(`?node=${encodeURIComponent(focusId)}&dir=${direction}`), focusId);

describe('a capped first drawing handed over without the whole answer', () => {
  it('is drawn by the same pipeline as the same boxes, edges and ELK input as from the whole answer', () => {
    const { answer, focusId } = layeredAnswer(4_000, 7);
    const whole = canvasModel({ primary: answer, expansions: [] }, NO_DETAILS, options(focusId, 'full'));
    // As the server hands it to the page: checked, as JSON.
    const search = `?node=${encodeURIComponent(focusId)}&dir=full`;
    const drawing = firstDrawingOfBody(JSON.stringify(answer), { nodeId: focusId, depth: 20 }, search, answer);
    expect(drawing?.handOver()).toBeTruthy();
    const handOver = JSON.parse(drawing?.handOver() ?? 'null') as FirstDrawingHandOver;
    // Small: the drawn nodes only, the hidden ones counted behind their "show more" boxes.
    expect(handOver.answer.graph).toHaveLength(whole.reduced.graph.nodes.size);
    expect(handOver.answer.graph.length).toBeLessThan(answer.graph.length / 3);
    expect(handOver.cap.hiddenNodes + handOver.answer.graph.length).toBe(answer.graph.length);
    const base = options(focusId, 'full');
    const drawn = canvasModel({ primary: handOver.answer, expansions: [] }, NO_DETAILS, { ...base, reduce: { ...base.reduce, handedOver: handOver.cap } });
    expect(drawn.reduced).toEqual(whole.reduced);
    expect(drawn.elkInput).toEqual(whole.elkInput);
    // The same "expand" buttons: a drawn node's edges to hidden nodes are kept.
    expect(drawn.expandable).toEqual(new Map([...whole.expandable].filter(([id]) => whole.reduced.graph.nodes.has(id))));
  });

  it('is none for a drawing that is not capped (all of it drawn, or grouped)', () => {
    const { answer, focusId } = layeredAnswer(300);
    const small = canvasModel({ primary: answer, expansions: [] }, NO_DETAILS, options(focusId, 'full'));
    expect(firstDrawingHandOver(small.answer, small.reduced)).toBeNull();
    const big = layeredAnswer(2_000);
    const base = options(big.focusId, 'full');
    const grouped = canvasModel({ primary: big.answer, expansions: [] }, NO_DETAILS, { ...base, reduce: { ...base.reduce, groupBy: 'namespace' } });
    expect(firstDrawingHandOver(grouped.answer, grouped.reduced)).toBeNull();
  });
});
