/**
 * The camera of the lineage canvas, driven by explicit calls: `aim` frames nodes, `fit` frames the whole drawing,
 * `show` sets a viewport. Producers (the palette's jump, a details link, a trace hop, present mode, the FLIP-314
 * pane) call it; the canvas that is on screen attaches itself as the target and serves each command as soon as
 * its layout holds what the command needs. One command waits at most: a newer call replaces an unserved one.
 */

export interface CameraOptions {
  /** Glide over this many ms; absent or 0 jumps. */
  duration?: number;
  /** Closest zoom the frame may reach (present mode zooms in further, for large type on a projector). */
  maxZoom?: number;
  /** Present mode: the frame must leave node names legible; the canvas adapts its layout when it cannot. */
  stage?: boolean;
  /** Present mode: which part of a subject too big to read in one frame (src/domain/graph/stage-plan.ts) to show. */
  part?: number;
  /**
   * Present mode: told how the canvas framed this stage command, each time it frames it (again after a relayout).
   * The issuer keeps the answer; the camera only carries commands.
   */
  onFramed?: (framing: StageFraming) => void;
}

/** What a stage frame showed: part `part` (0-based) of `parts` frames, the nodes `ids`. */
export interface StageFraming {
  part: number;
  parts: number;
  ids: readonly string[];
}

export type CameraCommand =
  | { kind: 'aim'; ids: readonly string[]; options: CameraOptions; seq: number }
  | { kind: 'fit'; options: CameraOptions; seq: number }
  | { kind: 'show'; viewport: { x: number; y: number; zoom: number }; options: CameraOptions; seq: number };

/** What a target did with a command: done, not yet (its nodes are not laid out), or never (not on this canvas). */
export type ServeOutcome = 'served' | 'wait' | 'skip';

export interface CameraTarget {
  serve: (command: CameraCommand) => ServeOutcome;
}

export interface CameraController {
  /** Frame these nodes together; returns a cancel that drops the command if it is still waiting. */
  aim: (ids: readonly string[], options?: CameraOptions) => () => void;
  /** Frame the whole drawing. */
  fit: (options?: CameraOptions) => () => void;
  /** Show exactly this viewport (a story camera given as x/y/zoom). */
  show: (viewport: { x: number; y: number; zoom: number }, options?: CameraOptions) => () => void;
  /** The command still waiting for a canvas, if any. */
  pending: () => CameraCommand | null;
  /** A canvas offers itself; returns its detach. */
  attach: (target: CameraTarget) => () => void;
  /** A target's layout changed: try the waiting command again. */
  flush: () => void;
  /** Called on every change of `pending` (for useSyncExternalStore). */
  subscribe: (listener: () => void) => () => void;
}

export function createCameraController(): CameraController {
  let waiting: CameraCommand | null = null;
  let seq = 0;
  const targets = new Set<CameraTarget>();
  const listeners = new Set<() => void>();

  const setWaiting = (next: CameraCommand | null) => {
    if (next === waiting) return;
    waiting = next;
    for (const l of [...listeners]) l();
  };

  const flush = () => {
    const command = waiting;
    if (!command) return;
    for (const target of [...targets]) {
      const outcome = target.serve(command);
      if (outcome === 'served') {
        // A target may have issued a newer command while serving (it never does today, but keep the newest).
        if (waiting === command) setWaiting(null);
        return;
      }
    }
  };

  const issue = (command: CameraCommand) => {
    setWaiting(command);
    flush();
    return () => {
      if (waiting === command) setWaiting(null);
    };
  };

  return {
    aim: (ids, options = {}) => issue({ kind: 'aim', ids: [...ids], options, seq: ++seq }),
    fit: (options = {}) => issue({ kind: 'fit', options, seq: ++seq }),
    show: (viewport, options = {}) => issue({ kind: 'show', viewport, options, seq: ++seq }),
    pending: () => waiting,
    attach: (target) => {
      targets.add(target);
      flush();
      return () => {
        targets.delete(target);
      };
    },
    flush,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app's one camera: there is one lineage canvas on screen at a time to aim (FLIP-314's right pane included). */
export const camera = createCameraController();
