/** What the jump probe needs: the node jumped to and how many frames its drawn state must hold. */
export interface JumpProbeInput {
  id: string;
  stableFrames: number;
}

interface JumpProbeState {
  since: number | null;
  frames: number;
  lastTransform: string;
}

declare global {
  interface Window {
    __tributaryJumpProbe?: JumpProbeState;
  }
}

/**
 * Runs in the page on every animation frame (Playwright `waitForFunction`, polling `raf`). Returns the
 * `performance.now()` of the first frame on which the jumped-to node is drawn as a node a person can read: its own
 * element in the DOM, selected, visible, inside the pane near its middle, the canvas out of the overview tier (names
 * legible) — held for `stableFrames` frames with the viewport still; `false` until then. Self-contained: Playwright
 * serialises it, and tsx would wrap an inner named function in a helper the page lacks.
 */
export function jumpProbe(input: JumpProbeInput): number | false {
  const state: JumpProbeState = (window.__tributaryJumpProbe ??= { since: null, frames: 0, lastTransform: '' });
  const now = performance.now();
  const pane = document.querySelector<HTMLElement>('.react-flow');
  const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
  const canvas = document.querySelector<HTMLElement>('[data-testid="graph-canvas"]');
  const node = document.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(input.id)}"]`);
  let drawn = false;
  if (pane && viewport && canvas && node) {
    const transform = viewport.style.transform;
    if (transform !== state.lastTransform) {
      state.since = null;
      state.frames = 0;
    }
    state.lastTransform = transform;
    const p = pane.getBoundingClientRect();
    const n = node.getBoundingClientRect();
    const cx = n.left + n.width / 2 - (p.left + p.width / 2);
    const cy = n.top + n.height / 2 - (p.top + p.height / 2);
    const inside = n.left >= p.left && n.top >= p.top && n.right <= p.right && n.bottom <= p.bottom;
    drawn =
      node.classList.contains('selected') &&
      node.style.visibility !== 'hidden' &&
      canvas.getAttribute('data-zoom') !== 'overview' &&
      inside &&
      Math.abs(cx) < p.width / 4 &&
      Math.abs(cy) < p.height / 4;
  }
  if (!drawn) {
    state.since = null;
    state.frames = 0;
    return false;
  }
  state.since ??= now;
  state.frames += 1;
  return state.frames >= input.stableFrames ? state.since : false;
}
