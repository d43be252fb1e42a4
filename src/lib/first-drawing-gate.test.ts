import { describe, expect, it } from 'vitest';
import { createFirstDrawingGate, HOLD_MAX_MS, IDLE_AFTER_DRAWING_MAX_MS, type GateClock } from './first-drawing-gate.ts';

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
});
