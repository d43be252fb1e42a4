/**
 * When work the page's first drawing does not need may start. A link that opens on the canvas holds it back
 * (`hold`, at boot); the canvas says when its first drawing is on screen (`drawn`); the gate then opens once the
 * browser is idle, so that work (the focus's evidence and versions, the failed-check marks, the SQL deriver's
 * warm-up) neither shares the first drawing's tasks nor competes with the user's first clicks. A page that does not
 * open on the canvas never holds it: everything starts at once, as it always did.
 */
export type GateState = 'open' | 'held' | 'drawn';

export interface GateClock {
  /** Runs `work` when the browser is idle, at the latest after `timeoutMs`; returns a cancel. */
  whenIdle: (work: () => void, timeoutMs: number) => () => void;
  /** Runs `work` after `ms`; returns a cancel. */
  after: (work: () => void, ms: number) => () => void;
}

/** How long after the first drawing the held work may wait for an idle moment. */
export const IDLE_AFTER_DRAWING_MAX_MS = 1_500;
/**
 * How long the gate stays held when no first drawing comes (a failed screen, a link whose canvas never draws):
 * the held work then starts anyway.
 */
export const HOLD_MAX_MS = 5_000;
/**
 * How long the gate stays held while the first drawing is on its way (`working`: its answer loading, its layout
 * running). A 10,000-node view's 22 MB answer and layout take longer than {@link HOLD_MAX_MS} on a busy machine, and
 * the held work (job lists, a second 22 MB read) would then compete with them; this only bounds a drawing that hangs.
 */
export const WORKING_MAX_MS = 60_000;

export interface FirstDrawingGate {
  state: () => GateState;
  isOpen: () => boolean;
  hold: () => void;
  drawn: () => void;
  /** The first drawing is on its way: the hold does not time out until the returned release (or `drawn`). */
  working: () => () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createFirstDrawingGate(clock: GateClock): FirstDrawingGate {
  let current: GateState = 'open';
  let cancel: (() => void) | null = null;
  let heldOnce = false;
  let workers = 0;
  const listeners = new Set<() => void>();
  const set = (next: GateState) => {
    if (next === current) return;
    current = next;
    for (const listener of [...listeners]) listener();
  };
  const open = () => {
    cancel?.();
    cancel = null;
    set('open');
  };
  const armHold = () => {
    cancel?.();
    cancel = clock.after(open, workers > 0 ? WORKING_MAX_MS : HOLD_MAX_MS);
  };
  return {
    state: () => current,
    isOpen: () => current === 'open',
    hold: () => {
      // Only the page's first screen is held: later navigations find everything started at once, as before.
      if (heldOnce) return;
      heldOnce = true;
      set('held');
      armHold();
    },
    drawn: () => {
      if (current !== 'held') return;
      cancel?.();
      set('drawn');
      cancel = clock.whenIdle(open, IDLE_AFTER_DRAWING_MAX_MS);
    },
    working: () => {
      if (current !== 'held') return () => undefined;
      workers += 1;
      armHold();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        workers -= 1;
        // The usual timeout again from here: what is left to draw gets HOLD_MAX_MS, as a page without work would.
        if (current === 'held' && workers === 0) armHold();
      };
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser's clock: `requestIdleCallback` where there is one (not Safari), else a short timeout. */
export const browserGateClock: GateClock = {
  whenIdle: (work, timeoutMs) => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(work, { timeout: timeoutMs });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(work, 50);
    return () => clearTimeout(id);
  },
  after: (work, ms) => {
    const id = setTimeout(work, ms);
    return () => clearTimeout(id);
  },
};

/** The page's one gate. */
export const firstDrawingGate: FirstDrawingGate = createFirstDrawingGate(browserGateClock);
