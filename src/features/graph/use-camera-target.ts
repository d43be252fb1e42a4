import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { getViewportForBounds, useReactFlow, type Viewport } from '@xyflow/react';
import type { Adjacency } from '../../domain/graph/lineage-graph.ts';
import type { LayoutResult } from '../../layout/layout-engine.ts';
import { camera, type CameraCommand, type ServeOutcome } from '../../state/camera-controller.ts';
import { freeAreaInsets, stageFrame } from './camera-frame.ts';
import type { CanvasAnyNode, CanvasEdge } from './graph-flow-types.ts';
import { initialView } from './initial-view.ts';
import { FIT_OPTIONS, openingViewport, paddedSize, REFIT_UP_TO_NODES } from './opening-viewport.ts';
import { STAGE_PADDING, stageFieldsReady, stagePart, type StageFields } from './stage-camera.ts';
import { zoomTier } from './zoom-tier.ts';
import type { OpeningTier } from './zoom-tier-context.tsx';

export { FIT_OPTIONS, REFIT_UP_TO_NODES };

type Pane = { width: number; height: number } | null;
type Flow = ReturnType<typeof useReactFlow<CanvasAnyNode, CanvasEdge>>;

/** What the camera target serves against: the layout this canvas has just framed, and how to reveal a hidden node. */
interface Target {
  layout: LayoutResult | undefined;
  answeredIds: ReadonlySet<string> | undefined;
  showEverything: ((id: string) => void) | undefined;
  stageFields: StageFields | undefined;
}

export interface CameraTargetInput extends Omit<Target, 'layout'> {
  wrapper: RefObject<HTMLDivElement | null>;
  layout: LayoutResult | undefined;
  /** Changes when the investigation (focus, depth, direction) changes: the view re-fits once per value. */
  fitKey: string;
  adjacency: Adjacency;
  focusId: string;
  /** The layout is final for camera commands (not a stale placeholder, no trace about to expand datasets). */
  cameraReady: boolean;
}

const sameViewport = (a: Viewport, b: Viewport): boolean => Math.abs(a.x - b.x) < 1 && Math.abs(a.y - b.y) < 1 && Math.abs(a.zoom - b.zoom) < 0.001;

const neighboursOf = (adjacency: Adjacency, id: string): string[] => [...(adjacency.incoming.get(id) ?? []), ...(adjacency.outgoing.get(id) ?? [])];

/**
 * The pane's size: the FLIP-314 pane narrows and the side panel opens after the first layout, and a view fitted to
 * the old size shows the graph cut off. Measured once before the mounting commit paints (the opening tier needs it
 * in the render that places the nodes), then followed.
 */
export function usePaneSize(wrapper: RefObject<HTMLDivElement | null>): Pane {
  const [pane, setPane] = useState<Pane>(null);
  useLayoutEffect(() => {
    const el = wrapper.current;
    if (!el) return;
    const measure = () => {
      const next = { width: el.clientWidth, height: el.clientHeight };
      setPane((prev) => (prev && prev.width === next.width && prev.height === next.height ? prev : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [wrapper]);
  return pane;
}

/** What the opening frame is computed from: the layout's boxes, the focus and its direct neighbours. */
function openingInput(layout: LayoutResult, adjacency: Adjacency, focusId: string) {
  return { ...layout, nodeCount: Object.keys(layout.nodes).length, focusId, neighbours: neighboursOf(adjacency, focusId) };
}

/**
 * The zoom tier of the frame investigation `fitKey` opens on, once it has a layout (useCanvasZoomTier mounts its
 * first drawing in it): the same inputs as the camera's opening frame below, so the two agree.
 */
export function useOpeningTier(layout: LayoutResult | undefined, pane: Pane, fitKey: string, adjacency: Adjacency, focusId: string): OpeningTier | null {
  return useMemo(() => {
    if (!layout) return null;
    const tier = pane && pane.width > 0 ? zoomTier(openingViewport(openingInput(layout, adjacency, focusId), pane).zoom) : null;
    return { key: fitKey, tier };
  }, [layout, pane, fitKey, adjacency, focusId]);
}

/** Serves one camera command on the layout `target` holds: show a viewport, fit the drawing, or aim at nodes. */
function serveOn(
  flow: Flow,
  wrapper: RefObject<HTMLDivElement | null>,
  drawn: LayoutResult,
  target: Target,
  command: CameraCommand,
): { outcome: ServeOutcome; frame?: Viewport } {
  const el = wrapper.current;
  if (!el) return { outcome: 'wait' };
  const duration = command.options.duration ?? 0;
  if (command.kind === 'show') {
    void flow.setViewport(command.viewport, { duration });
    return { outcome: 'served' };
  }
  if (command.kind === 'fit') {
    const bounds = { x: 0, y: 0, width: drawn.width, height: drawn.height };
    const maxZoom = command.options.maxZoom ?? FIT_OPTIONS.maxZoom;
    void flow.setViewport(getViewportForBounds(bounds, el.clientWidth, el.clientHeight, FIT_OPTIONS.minZoom, maxZoom, FIT_OPTIONS.padding), { duration });
    return { outcome: 'served' };
  }
  const shown = command.ids.filter((id) => drawn.nodes[id]);
  if (shown.length === 0) {
    // A jump to a node Marquez returned but the direction filter hides: show everything, then serve.
    const first = command.ids[0];
    if (command.ids.length === 1 && first && target.answeredIds?.has(first)) target.showEverything?.(first);
    return { outcome: 'wait' };
  }
  const size = { width: el.clientWidth, height: el.clientHeight };
  const insets = freeAreaInsets(el);
  // A dataset too big to read on stage first folds away the fields the step does not need: framed once relaid.
  if (command.options.stage && !stageFieldsReady(target.stageFields, shown, size, insets)) return { outcome: 'wait' };
  // On stage a subject too big to read in one frame is shown in parts, one per frame (stage-plan.ts).
  const part = command.options.stage ? stagePart(drawn, shown, size, insets, command) : shown;
  const frame = stageFrame(drawn, part, size, insets, {
    maxZoom: command.options.maxZoom ?? FIT_OPTIONS.maxZoom,
    padding: command.options.stage ? STAGE_PADDING : shown.length > 1 ? 24 : 0.4,
  });
  void flow.setViewport(frame, { duration });
  return { outcome: 'served', frame };
}

/**
 * This canvas as the camera's target (state/camera-controller.ts), and its opening frame. A new investigation opens
 * on the whole drawing if it reads at projector zoom, else on the focus and its direct neighbours at a readable zoom
 * (initialView). A new layout of the same small investigation (a dataset expanded, a trace arriving) or a resized
 * pane re-frames it only while the user has not moved the view: panning is a choice.
 */
export function useCameraTarget(input: CameraTargetInput, pane: Pane): void {
  const { wrapper, layout, fitKey, adjacency, focusId, cameraReady, answeredIds, showEverything, stageFields } = input;
  const flow = useReactFlow<CanvasAnyNode, CanvasEdge>();
  const fitted = useRef<{ key: string; layout: LayoutResult; pane: Pane; viewport: Viewport | null } | null>(null);
  // A camera command (present mode, a jump) served on this canvas counts as moving the view, even while its glide
  // has not started yet (a freshly mounted canvas measures its pane just after the command was served).
  const aimed = useRef(false);
  // The last stage frame served, the viewport it set and the layout it framed: a re-layout of the same investigation
  // (a trace expanding datasets, new lineage arriving) moves the nodes, so the stage keeps its subject framed, unless
  // the presenter has moved the view since.
  const staged = useRef<{ command: CameraCommand; viewport: Viewport; layout: LayoutResult } | null>(null);
  // Written by the framing effect below just before it flushes the camera, so a command is always served on the
  // layout this canvas has just framed.
  const target = useRef<Target>({ layout: undefined, answeredIds: undefined, showEverything: undefined, stageFields: undefined });
  const serve = useCallback(
    (command: CameraCommand): ServeOutcome => {
      const drawn = target.current.layout;
      if (!drawn) return 'wait';
      const { outcome, frame } = serveOn(flow, wrapper, drawn, target.current, command);
      if (outcome === 'wait') return outcome;
      staged.current = command.kind === 'aim' && command.options.stage && frame ? { command, viewport: frame, layout: drawn } : null;
      aimed.current = true;
      return outcome;
    },
    [flow, wrapper],
  );
  useEffect(() => camera.attach({ serve }), [serve]);
  useEffect(() => {
    target.current = { layout: cameraReady ? layout : undefined, answeredIds, showEverything, stageFields };
    if (!layout) return;
    openingFrame(layout);
    const s = staged.current;
    if (s && cameraReady && s.layout !== layout && camera.pending() === null) {
      if (sameViewport(flow.getViewport(), s.viewport)) serve({ ...s.command, options: { ...s.command.options, duration: 0 } });
      else staged.current = null;
    }
    // After the opening frame, so a waiting command always has the last word.
    camera.flush();

    function openingFrame(layout: LayoutResult) {
      const last = fitted.current;
      const small = Object.keys(layout.nodes).length <= REFIT_UP_TO_NODES;
      if (last && last.key === fitKey) {
        const relaid = last.layout !== layout;
        const resized = last.pane !== pane;
        if (!relaid && !resized) return;
        const untouched = !aimed.current && (last.viewport === null || sameViewport(flow.getViewport(), last.viewport));
        if (!untouched || (relaid && !resized && !small)) {
          fitted.current = { ...last, layout, pane };
          return;
        }
      }
      // A new opening frame: only a command still waiting to be served counts as aiming it.
      if (last?.key !== fitKey) {
        aimed.current = camera.pending() !== null;
        staged.current = null;
      }
      const el = wrapper.current;
      if (!el || el.clientWidth === 0) {
        fitted.current = { key: fitKey, layout, pane, viewport: null };
        void flow.fitView(FIT_OPTIONS);
        return;
      }
      const viewport = openingViewport(openingInput(layout, adjacency, focusId), { width: el.clientWidth, height: el.clientHeight });
      fitted.current = { key: fitKey, layout, pane, viewport };
      void flow.setViewport(viewport);
    }
  }, [layout, fitKey, flow, adjacency, focusId, pane, cameraReady, answeredIds, showEverything, stageFields, serve, wrapper]);
}

/**
 * Whether the opening frame in use is the focus's neighbourhood (the whole drawing would not read), so one click
 * should show the whole pipeline. The same inputs as the opening frame, computed for the button.
 */
export function usePartialOpening(layout: LayoutResult | undefined, pane: Pane, adjacency: Adjacency, focusId: string): boolean {
  return useMemo(() => {
    if (!layout || !pane || Object.keys(layout.nodes).length > REFIT_UP_TO_NODES) return false;
    return !initialView(layout, focusId, neighboursOf(adjacency, focusId), paddedSize(pane)).whole;
  }, [layout, pane, adjacency, focusId]);
}
