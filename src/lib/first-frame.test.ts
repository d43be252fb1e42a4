import { describe, expect, it } from 'vitest';
import { createFirstDrawingGate, type GateClock } from './first-drawing-gate.ts';
import { afterFirstContentfulPaint, handOffFirstFrame, type PaintWindow } from './first-frame.ts';

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

describe('waiting for the first contentful paint', () => {
  /** A window whose paint entries and timers come only when the test says. */
  function manualWindow(supported: readonly string[] = ['paint']) {
    const timers = new Map<number, { run: () => void; ms: number }>();
    const observers: { report: (names: string[]) => void; buffered: boolean; connected: boolean }[] = [];
    let next = 0;
    class Observer {
      static readonly supportedEntryTypes = supported;
      private readonly state: (typeof observers)[number];
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        this.state = {
          report: (names) => void (this.state.connected && callback({ getEntriesByName: (name) => names.filter((n) => n === name) })),
          buffered: false,
          connected: false,
        };
        observers.push(this.state);
      }
      observe(options: { type: string; buffered?: boolean }): void {
        this.state.connected = options.type === 'paint';
        this.state.buffered = options.buffered === true;
      }
      disconnect(): void {
        this.state.connected = false;
      }
    }
    const win = {
      PerformanceObserver: Observer,
      setTimeout: (run: () => void, ms?: number) => (timers.set(++next, { run, ms: ms ?? 0 }), next),
      clearTimeout: (id?: number) => void timers.delete(id ?? -1),
    } as unknown as PaintWindow;
    const runTimers = (): void => {
      for (const [id, t] of [...timers]) {
        timers.delete(id);
        t.run();
      }
    };
    return { win, timers, observers, runTimers };
  }
  const settled = async (promise: Promise<void>): Promise<boolean> => {
    let done = false;
    void promise.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };

  it('settles once the first contentful paint is reported, buffered, not at the first paint before it', async () => {
    const { win, timers, observers } = manualWindow();
    const painted = afterFirstContentfulPaint(win);
    expect(observers.map((o) => o.buffered)).toEqual([true]);
    observers[0]?.report(['first-paint']);
    expect(await settled(painted)).toBe(false);
    observers[0]?.report(['first-contentful-paint']);
    expect(await settled(painted)).toBe(true);
    // Its fallback timer is cleared, its observer disconnected.
    expect(timers.size).toBe(0);
    expect(observers[0]?.connected).toBe(false);
  });

  it('settles after its fallback when no paint comes (a hidden tab)', async () => {
    const { win, timers, observers, runTimers } = manualWindow();
    const painted = afterFirstContentfulPaint(win);
    expect([...timers.values()].map((t) => t.ms)).toEqual([250]);
    expect(await settled(painted)).toBe(false);
    runTimers();
    expect(await settled(painted)).toBe(true);
    expect(observers[0]?.connected).toBe(false);
  });

  it('settles at once where the browser reports no paints', async () => {
    expect(await settled(afterFirstContentfulPaint(manualWindow(['longtask']).win))).toBe(true);
    const { PerformanceObserver: _, ...without } = manualWindow().win;
    expect(await settled(afterFirstContentfulPaint(without as PaintWindow))).toBe(true);
  });
});
