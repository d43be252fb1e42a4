import { describe, expect, it } from 'vitest';
import { createFirstDrawingGate, HOLD_MAX_MS, IDLE_AFTER_DRAWING_MAX_MS, WORKING_MAX_MS, type GateClock } from './first-drawing-gate.ts';

/** A clock whose idle callbacks and timers run only when the test says so. */
function fakeClock() {
  const idle: { work: () => void; timeoutMs: number; cancelled: boolean }[] = [];
  const timers: { work: () => void; ms: number; cancelled: boolean }[] = [];
  const clock: GateClock = {
    whenIdle: (work, timeoutMs) => {
      const entry = { work, timeoutMs, cancelled: false };
      idle.push(entry);
      return () => (entry.cancelled = true);
    },
    after: (work, ms) => {
      const entry = { work, ms, cancelled: false };
      timers.push(entry);
      return () => (entry.cancelled = true);
    },
  };
  const run = (entries: { work: () => void; cancelled: boolean }[]) => {
    for (const e of entries.splice(0)) if (!e.cancelled) e.work();
  };
  return { clock, idle, timers, runIdle: () => run(idle), runTimers: () => run(timers) };
}

describe('the first-drawing gate', () => {
  it('is open on a page that never held it', () => {
    const { clock } = fakeClock();
    const gate = createFirstDrawingGate(clock);
    expect(gate.isOpen()).toBe(true);
    gate.drawn();
    expect(gate.state()).toBe('open');
  });

  it('held, opens only once the first drawing is on screen and the browser is idle', () => {
    const { clock, idle, runIdle } = fakeClock();
    const gate = createFirstDrawingGate(clock);
    const seen: string[] = [];
    gate.subscribe(() => seen.push(gate.state()));
    gate.hold();
    expect(gate.isOpen()).toBe(false);
    expect(idle).toHaveLength(0);
    gate.drawn();
    expect(gate.state()).toBe('drawn');
    expect(idle.map((e) => e.timeoutMs)).toEqual([IDLE_AFTER_DRAWING_MAX_MS]);
    runIdle();
    expect(gate.isOpen()).toBe(true);
    expect(seen).toEqual(['held', 'drawn', 'open']);
  });

  it('opens after HOLD_MAX_MS when no drawing comes, and a late drawing changes nothing', () => {
    const { clock, timers, idle, runTimers } = fakeClock();
    const gate = createFirstDrawingGate(clock);
    gate.hold();
    expect(timers.map((t) => t.ms)).toEqual([HOLD_MAX_MS]);
    runTimers();
    expect(gate.isOpen()).toBe(true);
    gate.drawn();
    expect(idle).toHaveLength(0);
    expect(gate.isOpen()).toBe(true);
  });

  it('the drawing cancels the hold timeout: the gate does not open before the browser is idle', () => {
    const { clock, runTimers, runIdle } = fakeClock();
    const gate = createFirstDrawingGate(clock);
    gate.hold();
    gate.drawn();
    runTimers();
    expect(gate.state()).toBe('drawn');
    runIdle();
    expect(gate.isOpen()).toBe(true);
  });

  it('holds once per page: a second hold after it opened does nothing, and unsubscribed listeners hear nothing', () => {
    const { clock, runIdle } = fakeClock();
    const gate = createFirstDrawingGate(clock);
    let calls = 0;
    const stop = gate.subscribe(() => (calls += 1));
    gate.hold();
    gate.hold();
    expect(calls).toBe(1);
    stop();
    gate.drawn();
    runIdle();
    expect(calls).toBe(1);
    expect(gate.isOpen()).toBe(true);
    gate.hold();
    expect(gate.isOpen()).toBe(true);
  });

  it('while the first drawing is on its way the hold waits up to WORKING_MAX_MS, then HOLD_MAX_MS again once released', () => {
    const { clock, timers, runTimers } = fakeClock();
    const gate = createFirstDrawingGate(clock);
    const pending = () => timers.filter((t) => !t.cancelled).map((t) => t.ms);
    gate.hold();
    const answer = gate.working();
    const layout = gate.working();
    expect(pending()).toEqual([WORKING_MAX_MS]);
    answer();
    answer();
    expect(pending()).toEqual([WORKING_MAX_MS]);
    layout();
    expect(pending()).toEqual([HOLD_MAX_MS]);
    runTimers();
    expect(gate.isOpen()).toBe(true);
  });

  it('a drawing that hangs still opens the gate after WORKING_MAX_MS; work said after the drawing changes nothing', () => {
    const { clock, timers, runTimers, runIdle } = fakeClock();
    const gate = createFirstDrawingGate(clock);
    gate.hold();
    gate.working();
    runTimers();
    expect(gate.isOpen()).toBe(true);
    const other = createFirstDrawingGate(clock);
    other.hold();
    const release = other.working();
    other.drawn();
    release();
    expect(timers.filter((t) => !t.cancelled)).toHaveLength(0);
    runIdle();
    expect(other.isOpen()).toBe(true);
    other.working()();
    expect(other.isOpen()).toBe(true);
  });
});
