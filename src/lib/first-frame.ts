import type { FirstDrawingGate } from './first-drawing-gate.ts';

/**
 * The server-rendered first frame (src/server/first-frame.ts): the page's first drawing as HTML, painted before any
 * script runs. Shared by the server, which writes it, the fit module, which frames it, and the page, which removes it.
 */
export const FIRST_FRAME_ELEMENT_ID = 'tributary-first-frame';
// src/first-frame-fit.ts spells this id and its `data-fitted` attribute out: see there why.

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

/** How long a page waits for a paint at most: a hidden tab paints no frames. */
const PAINT_WAIT_MS = 100;

/**
 * Settles once the browser has painted the next frame (a task after the frame's animation callbacks, which run just
 * before its paint), or after {@link PAINT_WAIT_MS} when no frame comes.
 */
export function afterNextPaint(win: Pick<Window, 'requestAnimationFrame' | 'setTimeout' | 'clearTimeout'> = window): Promise<void> {
  return new Promise((ok) => {
    const timer = win.setTimeout(ok, PAINT_WAIT_MS);
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        win.clearTimeout(timer);
        ok();
      }, 0),
    );
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
