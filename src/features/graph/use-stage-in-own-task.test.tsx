// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useStageInOwnTask } from './use-stage-in-own-task.ts';

afterEach(cleanup);

const calls: number[][] = [];
const total = (input: number[]) => {
  calls.push(input);
  return input.reduce((a, b) => a + b, 0);
};

function stage(initial: { input: number[] | null; large: boolean }) {
  calls.length = 0;
  return renderHook(({ input, large }) => useStageInOwnTask(input, total, large), { initialProps: initial });
}

describe('useStageInOwnTask', () => {
  it('computes a small drawing in the render, memoised on the input', () => {
    const input = [1, 2];
    const hook = stage({ input, large: false });
    expect(hook.result.current).toBe(3);
    hook.rerender({ input, large: false });
    expect(calls).toHaveLength(1);
    expect(stage({ input: null, large: false }).result.current).toBeNull();
  });

  it('computes a large drawing’s first value after the render, in a task of its own, then later inputs in the render', async () => {
    const first = [1, 2, 3];
    const hook = stage({ input: first, large: true });
    // The render that asked for it did not compute it.
    expect(hook.result.current).toBeUndefined();
    expect(calls).toHaveLength(0);
    await vi.waitFor(() => expect(hook.result.current).toBe(6));
    expect(calls).toEqual([first]);
    // A new input (details arrived, a layer opened) is computed in the render: no render without a value.
    hook.rerender({ input: [4], large: true });
    expect(hook.result.current).toBe(4);
    // The same input again is not computed again.
    hook.rerender({ input: first, large: true });
    expect(hook.result.current).toBe(6);
    expect(calls).toHaveLength(2);
  });

  it('defers the first value again once the input is gone (the next investigation loading)', async () => {
    const hook = stage({ input: [1], large: true });
    await vi.waitFor(() => expect(hook.result.current).toBe(1));
    hook.rerender({ input: null, large: true });
    expect(hook.result.current).toBeNull();
    hook.rerender({ input: [2, 2], large: true });
    expect(hook.result.current).toBeUndefined();
    await vi.waitFor(() => expect(hook.result.current).toBe(4));
  });
});
