import { describe, expect, it } from 'vitest';
import { createFirstDrawingGate, type GateClock } from './first-drawing-gate.ts';
import { afterNextPaint, handOffFirstFrame } from './first-frame.ts';

/** A clock whose idle and timed work runs only when the test says. */
function manualClock() {
  const idle: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const clock: GateClock = {
    whenIdle: (work) => (idle.push(work), () => undefined),
    after: (work) => (timers.push(work), () => undefined),
  };
  return { clock, idle, timers };
}

const frame = () => {
  const state = { removed: 0 };
  return { state, element: { remove: () => void (state.removed += 1) } };
};

describe('the first frame’s hand-off', () => {
  it('stays while the canvas has not drawn, and goes once it has, once', () => {
    const { clock, idle } = manualClock();
    const gate = createFirstDrawingGate(clock);
    gate.hold();
    const { state, element } = frame();
    handOffFirstFrame(gate, element);
    expect(state.removed).toBe(0);
    gate.drawn();
    expect(state.removed).toBe(1);
    idle.forEach((work) => work());
    expect(gate.isOpen()).toBe(true);
    expect(state.removed).toBe(1);
  });

  it('goes when the gate gives up waiting for a drawing (a failed screen)', () => {
    const { clock, timers } = manualClock();
    const gate = createFirstDrawingGate(clock);
    gate.hold();
    const { state, element } = frame();
    handOffFirstFrame(gate, element);
    timers.forEach((work) => work());
    expect(state.removed).toBe(1);
  });

  it('goes at once on a page whose gate is not held, and does nothing without a frame', () => {
    const gate = createFirstDrawingGate(manualClock().clock);
    const { state, element } = frame();
    handOffFirstFrame(gate, element);
    expect(state.removed).toBe(1);
    expect(() => handOffFirstFrame(gate, null)).not.toThrow();
  });
});

describe('waiting for the next paint', () => {
  /** A window whose animation frames and timers run only when the test says. */
  function manualWindow() {
    const frames: (() => void)[] = [];
    const timers = new Map<number, { run: () => void; ms: number }>();
    let next = 0;
    const win = {
      requestAnimationFrame: (run: () => void) => (frames.push(run), frames.length),
      setTimeout: (run: () => void, ms?: number) => (timers.set(++next, { run, ms: ms ?? 0 }), next),
      clearTimeout: (id?: number) => void timers.delete(id ?? -1),
    } as unknown as Pick<Window, 'requestAnimationFrame' | 'setTimeout' | 'clearTimeout'>;
    const runTimers = (ms: number): void => {
      for (const [id, t] of [...timers]) {
        if (t.ms !== ms) continue;
        timers.delete(id);
        t.run();
      }
    };
    return { win, frames, timers, runTimers };
  }
  const settled = async (promise: Promise<void>): Promise<boolean> => {
    let done = false;
    void promise.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };

  it('settles in a task after the next frame’s animation callbacks, not before', async () => {
    const { win, frames, timers, runTimers } = manualWindow();
    const painted = afterNextPaint(win);
    expect(await settled(painted)).toBe(false);
    frames.shift()?.();
    expect(await settled(painted)).toBe(false);
    runTimers(0);
    expect(await settled(painted)).toBe(true);
    // Its fallback timer is cleared.
    expect(timers.size).toBe(0);
  });

  it('settles after its fallback when no frame comes (a hidden tab)', async () => {
    const { win, runTimers } = manualWindow();
    const painted = afterNextPaint(win);
    runTimers(100);
    expect(await settled(painted)).toBe(true);
  });
});
