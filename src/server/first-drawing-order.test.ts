import { describe, expect, it, vi } from 'vitest';
import { layeredAnswer } from '../domain/graph/layered-test-graph.ts';
import type * as handOverModule from '../domain/graph/first-drawing-hand-over.ts';
import { firstDrawingHandOver } from '../domain/graph/first-drawing-hand-over.ts';
import { firstDrawingOfBody } from './first-drawing.ts';

vi.mock('../domain/graph/first-drawing-hand-over.ts', async (original) => {
  const actual = await original<typeof handOverModule>();
  return { ...actual, firstDrawingHandOver: vi.fn(actual.firstDrawingHandOver) };
});

describe('a large answer’s first drawing', () => {
  it('gives its layout request before its hand-over is built and checked: in the next turn, or when asked', async () => {
    const { answer, focusId } = layeredAnswer(4_000, 3);
    const search = `?node=${encodeURIComponent(focusId)}&dir=full`;
    const drawing = firstDrawingOfBody(JSON.stringify(answer), { nodeId: focusId, depth: 20 }, search, answer);
    expect(drawing?.request.elk.children?.length ?? 0).toBeGreaterThan(0);
    expect(firstDrawingHandOver).not.toHaveBeenCalled();
    await new Promise((ok) => setImmediate(ok));
    expect(firstDrawingHandOver).toHaveBeenCalledOnce();
    const json = drawing?.handOver();
    expect(json).toBeTruthy();
    expect(drawing?.handOver()).toBe(json);
    expect(firstDrawingHandOver).toHaveBeenCalledOnce();

    // Asked before the next turn: built then, once.
    vi.mocked(firstDrawingHandOver).mockClear();
    const again = firstDrawingOfBody(JSON.stringify(answer), { nodeId: focusId, depth: 20 }, `${search}&x=1`, answer);
    expect(again?.handOver()).toBe(json);
    await new Promise((ok) => setImmediate(ok));
    expect(firstDrawingHandOver).toHaveBeenCalledOnce();
  });
});
