/** What the page probe needs: the laid-out boxes of every node of the view. */
export interface ProbeInput {
  boxes: [id: string, x: number, y: number, width: number, height: number][];
  /** Frames the drawn state must hold before it counts (a fitView still animating would break it). */
  stableFrames: number;
  /**
   * Zoomed out to the overview tier, a graph of thousands of nodes mounts no node elements (legible-elements.ts):
   * there the overview canvas's paint alone is the drawn picture.
   */
  canvasOnlyInOverview?: boolean;
}

export interface ProbeState {
  since: number | null;
  frames: number;
  lastTransform: string;
  expected: number;
  rendered: number;
  misplaced: number;
  /** The overview canvas: absent, or whether its last paint shows this view. */
  canvas?: 'none' | 'painted' | 'stale';
}

declare global {
  interface Window {
    __tributaryBenchProbe?: ProbeState;
  }
}

/**
 * Runs in the page on every animation frame (Playwright `waitForFunction`, polling `raf`). Returns the
 * `performance.now()` (ms since navigation start) of the first frame on which every node the viewport should show
 * was in the DOM, visible (React Flow hides unmeasured nodes) and at its laid-out position, once that has held for
 * `stableFrames` frames with the viewport unchanged; `false` until then. Self-contained: Playwright serialises it.
 */
export function drawnProbe(input: ProbeInput): number | false {
  // No inner named functions here: tsx (esbuild keepNames) would wrap them in a `__name` helper the page lacks.
  const state: ProbeState = (window.__tributaryBenchProbe ??= { since: null, frames: 0, lastTransform: '', expected: 0, rendered: 0, misplaced: 0 });
  const now = performance.now();
  let drawn = false;
  const pane = document.querySelector<HTMLElement>('.react-flow');
  const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
  if (pane && viewport) {
    const transform = viewport.style.transform;
    // A moving viewport (fitView landing, an animation) restarts the count: the drawn state must hold still.
    if (transform !== state.lastTransform) {
      state.since = null;
      state.frames = 0;
    }
    state.lastTransform = transform;
    const m = /translate\(\s*(-?[\d.e+-]+)px,\s*(-?[\d.e+-]+)px\)\s*scale\(\s*([\d.e+-]+)\s*\)/.exec(transform);
    // Before fitView the viewport is at its initial identity transform: nothing is "drawn" in its final place yet.
    if (m && !/translate\(0px,\s*0px\)\s*scale\(1\)/.test(transform)) {
      const tx = Number(m[1]);
      const ty = Number(m[2]);
      const zoom = Number(m[3]);
      const { width: paneWidth, height: paneHeight } = pane.getBoundingClientRect();
      // Which nodes the view must show: arithmetic only, no DOM (nodes wholly inside the pane: all of a fitted graph,
      // or what the canvas mounts around the view when the graph is too big to fit at the minimum zoom).
      const inView = input.boxes.filter(([, x, y, width, height]) => {
        const left = x * zoom + tx;
        const top = y * zoom + ty;
        return !(left < -1 || top < -1 || left + width * zoom > paneWidth + 1 || top + height * zoom > paneHeight + 1);
      });
      const canvasOnly = input.canvasOnlyInOverview === true && pane.closest('[data-zoom="overview"]') !== null;
      const all = canvasOnly ? [] : document.querySelectorAll<HTMLElement>('.react-flow__node');
      let rendered = canvasOnly ? inView.length : 0;
      let misplaced = 0;
      // Cheap first: this runs on the page's main thread every frame, and reading a thousand nodes' attributes
      // while fewer elements exist than the view needs would slow what it measures for nothing.
      if (!canvasOnly && all.length >= inView.length) {
        const elements = new Map<string, HTMLElement>();
        for (const el of all) {
          const id = el.getAttribute('data-id');
          if (id !== null) elements.set(id, el);
        }
        for (const [id, x, y] of inView) {
          const el = elements.get(id);
          if (!el || el.style.visibility === 'hidden') continue;
          rendered += 1;
          const p = /translate\(\s*(-?[\d.e+-]+)px,\s*(-?[\d.e+-]+)px\)/.exec(el.style.transform);
          if (!p || Math.abs(Number(p[1]) - x) > 1.5 || Math.abs(Number(p[2]) - y) > 1.5) misplaced += 1;
        }
      }
      const expected = inView.length;
      // Zoomed out to the overview tier, the nodes are painted by one canvas over their transparent DOM elements:
      // drawn means that canvas painted every node of the view at this very transform.
      const overview = document.querySelector<HTMLCanvasElement>('.tb-overview-canvas');
      // React Flow writes the transform rounded (translate(301.208px, …) scale(0.0525153)); the canvas keeps it whole.
      const [cx = NaN, cy = NaN, cz = NaN] = (overview?.dataset.transform ?? '').split(' ').map(Number);
      const painted =
        (!overview && !canvasOnly) ||
        (overview !== null &&
          Number(overview.dataset.nodes) === input.boxes.length &&
          Math.abs(cx - tx) < 0.01 &&
          Math.abs(cy - ty) < 0.01 &&
          Math.abs(cz - zoom) <= zoom * 1e-5);
      state.expected = expected;
      state.rendered = rendered;
      state.misplaced = misplaced;
      state.canvas = overview ? (painted ? 'painted' : 'stale') : 'none';
      drawn = expected > 0 && rendered === expected && misplaced === 0 && painted;
    }
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
