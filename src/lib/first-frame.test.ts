import { describe, expect, it } from 'vitest';
import { createFirstDrawingGate, type GateClock } from './first-drawing-gate.ts';
import { handOffFirstFrame } from './first-frame.ts';

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
