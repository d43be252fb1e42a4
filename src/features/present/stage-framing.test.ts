// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { camera } from '../../state/camera-controller.ts';
import { useStageFraming } from './stage-framing.ts';

const two = (part: number, ids: string[]) => ({ part, parts: 2, ids });

describe('useStageFraming', () => {
  it('shows what the newest sink reports, and drops it when the step issues a new command', () => {
    const { result } = renderHook(() => useStageFraming('s/1'));
    const first = result.current.newSink();
    act(() => first(two(0, ['a'])));
    expect(result.current.framing).toEqual(two(0, ['a']));
    expect(result.current.current()).toEqual(two(0, ['a']));
    let second = first;
    act(() => {
      second = result.current.newSink();
    });
    expect(result.current.framing).toBeNull();
    // The older command, served again after a relayout, no longer speaks for the step.
    act(() => first(two(0, ['a'])));
    expect(result.current.current()).toBeNull();
    act(() => second(two(1, ['b'])));
    expect(result.current.framing).toEqual(two(1, ['b']));
  });

  it('never shows a step’s framing on another step', () => {
    const { result, rerender } = renderHook(({ step }) => useStageFraming(step), { initialProps: { step: 's/1' } });
    const sink = result.current.newSink();
    act(() => sink(two(0, ['a'])));
    rerender({ step: 's/2' });
    expect(result.current.framing).toBeNull();
    expect(result.current.current()).toBeNull();
    act(() => sink(two(1, ['b'])));
    expect(result.current.framing).toBeNull();
  });

  it('drops the framing when another producer moves the camera, not when the step’s own command waits', () => {
    const { result } = renderHook(() => useStageFraming('s/1'));
    const sink = result.current.newSink();
    act(() => sink(two(0, ['a'])));
    const own = camera.aim(['a'], { stage: true, onFramed: sink });
    expect(result.current.framing).toEqual(two(0, ['a']));
    own();
    let other = () => {};
    act(() => {
      other = camera.fit({ duration: 300 });
    });
    expect(result.current.framing).toBeNull();
    other();
  });
});
