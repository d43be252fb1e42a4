import type { FirstDrawingGate } from './first-drawing-gate.ts';

/**
 * The server-rendered first frame (src/server/first-frame.ts): the page's first drawing as HTML, painted before any
 * script runs. Shared by the server, which writes it, the fit module, which frames it, and the page, which removes it.
 */
export const FIRST_FRAME_ELEMENT_ID = 'tributary-first-frame';

/**
 * Removes the frame once the live canvas has drawn: the page's gate leaves `held` after the frame that paints the
 * canvas's first drawing (the frame covers the app until then, so the hand-off shows no flash), or when the gate
 * gives up waiting (a failed screen, a link whose canvas never draws). A page without the frame does nothing.
 */
export function handOffFirstFrame(gate: Pick<FirstDrawingGate, 'state' | 'subscribe'>, frame: { remove: () => void } | null): void {
  if (!frame) return;
  if (gate.state() !== 'held') {
    frame.remove();
    return;
  }
  const unsubscribe = gate.subscribe(() => {
    if (gate.state() === 'held') return;
    unsubscribe();
    frame.remove();
  });
}

/** How long a page waits for its first contentful paint at most: a hidden tab paints nothing. */
const PAINT_WAIT_MS = 250;

/** What {@link afterFirstContentfulPaint} uses of the window. */
export type PaintWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & { PerformanceObserver?: typeof PerformanceObserver };

/**
 * Settles once the page's first contentful paint is on screen (its paint timing entry, which carries the frame's
 * presentation), or after {@link PAINT_WAIT_MS} when none comes (a hidden tab), or at once in a browser that does not
 * report paints. On a page with the server's frame that paint is the frame: it shows nothing contentful before it
 * (first-frame.css). Settling in the task after the frame's animation callbacks instead, the app's evaluation (~130 ms
 * of main thread) ran while the frame was still rasterised and presented, and held the page's next frame.
 */
export function afterFirstContentfulPaint(win: PaintWindow = window): Promise<void> {
  return new Promise((ok) => {
    const Observer = win.PerformanceObserver;
    if (!Observer?.supportedEntryTypes.includes('paint')) {
      ok();
      return;
    }
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = win.setTimeout(done, PAINT_WAIT_MS);
    function done(): void {
      observer.disconnect();
      win.clearTimeout(timer);
      ok();
    }
    // Buffered: the frame may well be on screen before the app's entry runs, after the whole document is parsed.
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** What the canvas's opening frame reads of a layout (the frame carries it for the fit module): its size and node count, the focus and its direct neighbours' boxes. */
export interface OpeningInput {
  /** The layout's boxes (its `LayoutResult.nodes`) of the focus and its neighbours. */
  nodes: Record<string, { x: number; y: number; width: number; height: number; parentId?: string }>;
  width: number;
  height: number;
  nodeCount: number;
  focusId: string;
  neighbours: readonly string[];
}
