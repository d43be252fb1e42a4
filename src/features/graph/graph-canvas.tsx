import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import {
  Background,
  BackgroundVariant,
  ControlButton,
  Controls,
  getViewportForBounds,
  MiniMap,
  Panel,
  ReactFlow,
  useReactFlow,
  type Node,
  type Viewport,
} from '@xyflow/react';
import { adjacency as buildAdjacency, type LineageGraph } from '../../domain/graph/lineage-graph.ts';
import type { ColumnEdge } from '../../domain/graph/column-edges.ts';
import type { LayoutResult } from '../../layout/layout-engine.ts';
import { elementReconciler, toCanvasElements, withSelection } from './canvas-elements.ts';
import { EDGE_TYPES, NODE_TYPES } from './flow-types-registry.ts';
import type { CanvasAnyNode, CanvasEdge, GraphDecorations } from './graph-flow-types.ts';
import type { ReducedGraph } from '../../domain/graph/reduced-graph.ts';
import { toSyntheticElements } from './synthetic-elements.ts';
import { isNavigationKey, neighbourFor } from './keyboard-navigation.ts';
import { GraphLegend } from './graph-legend.tsx';
import { useCanvasZoomTier, ZoomTierContext } from './zoom-tier-context.tsx';
import { OverviewCanvas } from './overview-canvas.tsx';
import { prewarmOverviewWorker } from './overview-bitmap.ts';
import { overviewNodeAt } from './overview-scene.ts';
import { initialView, READABLE_ZOOM } from './initial-view.ts';
import { minimapNodeColor } from './minimap-color.ts';
import { useTributaryStore } from '../../state/store.ts';
import { selectCapturing } from '../../state/selectors.ts';
import { camera, type CameraCommand, type ServeOutcome } from '../../state/camera-controller.ts';
import { freeAreaInsets, stageFrame } from './camera-frame.ts';
import { STAGE_PADDING, stageFieldsReady, stagePart, type StageFields } from './stage-camera.ts';
import { useLegibleElements } from './use-legible-elements.ts';
import { useMeasuredHandles } from './use-measured-handles.ts';
import { WholeGraphMinimap } from './whole-graph-minimap.tsx';
import { FitViewIcon } from './fit-view-icon.tsx';

// The bottom band is left for the minimap and zoom controls, so a fitted graph never hides under them.
const FIT_OPTIONS = { padding: { top: '20px', right: '24px', bottom: '116px', left: '24px' }, maxZoom: 1.1, minZoom: 0.05 } as const;
const REFIT_UP_TO_NODES = 60;
const MINIMAP_STYLE = { width: 150, height: 90 } as const;
const PRO_OPTIONS = { hideAttribution: false } as const;

export interface GraphCanvasProps {
  graph: LineageGraph;
  columnEdges: readonly ColumnEdge[];
  layout: LayoutResult | undefined;
  expanded: ReadonlySet<string>;
  selectedId: string | null;
  decorations: GraphDecorations | undefined;
  /** Changes when the investigation (focus, depth, direction) changes: the view re-fits once per value. */
  fitKey: string;
  onSelect: (id: string) => void;
  onRefocus: (id: string) => void;
  /** Group and "show N more" nodes drawn beside `graph` (which then holds only the real nodes still shown). */
  reduced?: ReducedGraph | null | undefined;
  /** The layout is final for camera commands (not a stale placeholder, no trace about to expand datasets). */
  cameraReady?: boolean;
  /** Every node Marquez returned, before the direction filter (a jump to one the filter hides reveals it). */
  answeredIds?: ReadonlySet<string>;
  /** Drops the direction filter so a node hidden by it appears (and selects it, as a jump does). */
  showEverything?: (id: string) => void;
  /** Present mode: the datasets shown with their fields, to fold away what a step does not need when one is too big. */
  stageFields?: StageFields | undefined;
}

function nodeIdOf(target: EventTarget | null): string | null {
  const el = target instanceof Element ? target.closest('.react-flow__node') : null;
  return el?.getAttribute('data-id') ?? null;
}

/** The React Flow canvas: memoised nodes and edges, keyboard navigation along edges, fit on new investigations. */
export function GraphCanvas(props: GraphCanvasProps) {
  const { graph, columnEdges, layout, expanded, selectedId, decorations, fitKey, onSelect, onRefocus, reduced } = props;
  const { cameraReady = true, answeredIds, showEverything, stageFields } = props;
  const flow = useReactFlow<CanvasAnyNode, CanvasEdge>();
  const wrapper = useRef<HTMLDivElement>(null);
  const capturing = useTributaryStore(selectCapturing);
  const tier = useCanvasZoomTier(wrapper, capturing);
  const [reconcileNodes] = useState(elementReconciler<CanvasAnyNode>);
  const [reconcileEdges] = useState(elementReconciler<CanvasEdge>);

  const placed = useMemo(() => {
    const next = toCanvasElements({ graph, expanded, columnEdges, layout, decorations });
    const extra = reduced && reduced.synthetic.length > 0 ? toSyntheticElements(reduced, layout) : null;
    const nodes: CanvasAnyNode[] = extra ? [...next.nodes, ...extra.nodes] : next.nodes;
    const edges = extra ? [...next.edges, ...extra.edges] : next.edges;
    return { nodes: reconcileNodes(nodes), edges: reconcileEdges(edges) };
  }, [graph, expanded, columnEdges, layout, decorations, reconcileNodes, reconcileEdges, reduced]);
  const elements = useMemo(() => ({ nodes: withSelection(placed.nodes, selectedId), edges: placed.edges }), [placed, selectedId]);

  const overview = tier === 'overview';
  // Past a few thousand nodes React Flow gets only what can be read where the user looks (legible-elements.ts).
  // The node with keyboard focus keeps its element as the selection does (use-legible-elements.ts).
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const onFocus = useCallback((event: FocusEvent<HTMLDivElement>) => setFocusedId(nodeIdOf(event.target)), []);
  const mounted = useLegibleElements(elements, layout, { overview, mountAll: capturing, keep: [selectedId, focusedId] });
  const culled = mounted !== elements;
  useMeasuredHandles(mounted.nodes);

  const adjacency = useMemo(() => buildAdjacency(graph), [graph]);
  // A graph too big to open on its focus opens whole, most likely zoomed out to the overview: its painter starts
  // while ELK is still laying the graph out.
  const opensWhole = placed.nodes.length > REFIT_UP_TO_NODES;
  useEffect(() => {
    if (opensWhole) prewarmOverviewWorker();
  }, [opensWhole]);

  // The pane's size: the FLIP-314 pane narrows and the side panel opens after the first layout, and a view fitted
  // to the old size shows the graph cut off.
  const [pane, setPane] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const el = wrapper.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const next = { width: el.clientWidth, height: el.clientHeight };
      setPane((prev) => (prev && prev.width === next.width && prev.height === next.height ? prev : next));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // A new investigation opens on the whole drawing if it reads at projector zoom, else on the focus and its direct
  // neighbours at a readable zoom (initialView). A new layout of the same small investigation (a dataset expanded, a
  // trace arriving) or a resized pane re-frames it only while the user has not moved the view: panning is a choice.
  const fitted = useRef<{ key: string; layout: LayoutResult; pane: typeof pane; viewport: Viewport | null } | null>(null);
  // A camera command (present mode, a jump) served on this canvas counts as moving the view, even while its glide
  // has not started yet (a freshly mounted canvas measures its pane just after the command was served).
  const aimed = useRef(false);
  // The last stage frame served, the viewport it set and the layout it framed: a re-layout of the same investigation
  // (a trace expanding datasets, new lineage arriving) moves the nodes, so the stage keeps its subject framed, unless
  // the presenter has moved the view since.
  const staged = useRef<{ command: CameraCommand; viewport: Viewport; layout: LayoutResult } | null>(null);
  // What the camera target serves against: written by the framing effect below just before it flushes the camera,
  // so a command is always served on the layout this canvas has just framed.
  const target = useRef<{
    layout: LayoutResult | undefined;
    answeredIds: ReadonlySet<string> | undefined;
    showEverything: ((id: string) => void) | undefined;
    stageFields: StageFields | undefined;
  }>({
    layout: undefined,
    answeredIds: undefined,
    showEverything: undefined,
    stageFields: undefined,
  });
  const serve = useCallback(
    (command: CameraCommand): ServeOutcome => {
      const { layout: drawn, answeredIds: answered, showEverything: reveal, stageFields: stage } = target.current;
      const el = wrapper.current;
      if (!drawn || !el) return 'wait';
      const duration = command.options.duration ?? 0;
      if (command.kind === 'show') {
        void flow.setViewport(command.viewport, { duration });
      } else if (command.kind === 'fit') {
        void flow.setViewport(
          getViewportForBounds(
            { x: 0, y: 0, width: drawn.width, height: drawn.height },
            el.clientWidth,
            el.clientHeight,
            FIT_OPTIONS.minZoom,
            command.options.maxZoom ?? FIT_OPTIONS.maxZoom,
            FIT_OPTIONS.padding,
          ),
          { duration },
        );
      } else {
        const shown = command.ids.filter((id) => drawn.nodes[id]);
        if (shown.length === 0) {
          // A jump to a node Marquez returned but the direction filter hides: show everything, then serve.
          const first = command.ids[0];
          if (command.ids.length === 1 && first && answered?.has(first)) reveal?.(first);
          return 'wait';
        }
        const size = { width: el.clientWidth, height: el.clientHeight };
        const insets = freeAreaInsets(el);
        // A dataset too big to read on stage first folds away the fields the step does not need: framed once relaid.
        if (command.options.stage && !stageFieldsReady(stage, shown, size, insets)) return 'wait';
        // On stage a subject too big to read in one frame is shown in parts, one per frame (stage-plan.ts).
        const part = command.options.stage ? stagePart(drawn, shown, size, insets, command) : shown;
        const frame = stageFrame(drawn, part, size, insets, {
          maxZoom: command.options.maxZoom ?? FIT_OPTIONS.maxZoom,
          padding: command.options.stage ? STAGE_PADDING : shown.length > 1 ? 24 : 0.4,
        });
        void flow.setViewport(frame, { duration });
        staged.current = command.options.stage ? { command, viewport: frame, layout: drawn } : null;
      }
      if (command.kind !== 'aim') staged.current = null;
      aimed.current = true;
      return 'served';
    },
    [flow],
  );
  useEffect(() => camera.attach({ serve }), [serve]);
  useEffect(() => {
    target.current = { layout: cameraReady ? layout : undefined, answeredIds, showEverything, stageFields };
    if (!layout) return;
    openingFrame(layout);
    const s = staged.current;
    if (s && cameraReady && s.layout !== layout && camera.pending() === null) {
      const now = flow.getViewport();
      const still = Math.abs(now.x - s.viewport.x) < 1 && Math.abs(now.y - s.viewport.y) < 1 && Math.abs(now.zoom - s.viewport.zoom) < 0.001;
      if (still) serve({ ...s.command, options: { ...s.command.options, duration: 0 } });
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
        const now = flow.getViewport();
        const set = last.viewport;
        const untouched =
          !aimed.current && (set === null || (Math.abs(now.x - set.x) < 1 && Math.abs(now.y - set.y) < 1 && Math.abs(now.zoom - set.zoom) < 0.001));
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
      const p = FIT_OPTIONS.padding;
      const size = {
        width: el.clientWidth,
        height: el.clientHeight,
        padX: parseFloat(p.left) + parseFloat(p.right),
        padY: parseFloat(p.top) + parseFloat(p.bottom),
      };
      const neighbours = [...(adjacency.incoming.get(graph.focusId) ?? []), ...(adjacency.outgoing.get(graph.focusId) ?? [])];
      // A big graph opens whole: it is an overview (capped or grouped), and culling would drop what is off screen.
      const view = small
        ? initialView(layout, graph.focusId, neighbours, size)
        : { bounds: { x: 0, y: 0, width: layout.width, height: layout.height }, whole: true };
      // The whole view fits ELK's whole drawing, not just the nodes: routed edges (cycles) run in the margins.
      const minZoom = view.whole ? FIT_OPTIONS.minZoom : READABLE_ZOOM;
      const viewport = getViewportForBounds(view.bounds, size.width, size.height, minZoom, FIT_OPTIONS.maxZoom, FIT_OPTIONS.padding);
      fitted.current = { key: fitKey, layout, pane, viewport };
      void flow.setViewport(viewport);
    }
  }, [layout, fitKey, flow, adjacency, graph.focusId, pane, cameraReady, answeredIds, showEverything, stageFields, serve]);

  // The opening frame in use: when it is the focus's neighbourhood (the whole drawing would not read), one click shows
  // the whole pipeline. The same inputs as the framing effect above, computed for the button.
  const partialOpening = useMemo(() => {
    if (!layout || !pane || Object.keys(layout.nodes).length > REFIT_UP_TO_NODES) return false;
    const p = FIT_OPTIONS.padding;
    const size = { ...pane, padX: parseFloat(p.left) + parseFloat(p.right), padY: parseFloat(p.top) + parseFloat(p.bottom) };
    const neighbours = [...(adjacency.incoming.get(graph.focusId) ?? []), ...(adjacency.outgoing.get(graph.focusId) ?? [])];
    return !initialView(layout, graph.focusId, neighbours, size).whole;
  }, [layout, pane, adjacency, graph.focusId]);
  const showWhole = useCallback(() => camera.fit({ duration: 300 }), []);
  const fitWhole = useCallback(() => camera.fit(), []);

  // A culled node mounts a few frames after the camera reaches it: look for its element for a while.
  const focusNode = useCallback((id: string) => {
    const attempt = (frames: number): void => {
      const el = wrapper.current?.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`);
      if (el) el.focus();
      else if (frames > 0) requestAnimationFrame(() => attempt(frames - 1));
    };
    attempt(30);
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const current = nodeIdOf(event.target) ?? selectedId;
      if (!current) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        onSelect(current);
        return;
      }
      if (!isNavigationKey(event.key) || !layout) return;
      const next = neighbourFor(event.key, current, adjacency, layout.nodes);
      event.preventDefault();
      if (!next) return;
      const box = layout.nodes[next];
      // Bring it on screen first: above the culling threshold an off-screen node has no element to focus.
      if (box) void flow.setCenter(box.x + box.width / 2, box.y + box.height / 2, { zoom: flow.getZoom() });
      requestAnimationFrame(() => focusNode(next));
    },
    [selectedId, layout, adjacency, flow, onSelect, focusNode],
  );

  const onNodeClick = useCallback((_: MouseEvent, node: Node) => onSelect(node.id), [onSelect]);
  const onNodeDoubleClick = useCallback((_: MouseEvent, node: Node) => onRefocus(node.id), [onRefocus]);
  // In the overview tier the nodes' own elements are clipped away under the canvas that paints them (or not mounted
  // at all), so a click lands on the pane: find the box under it, as the node element would have.
  const overviewHit = useCallback(
    (event: MouseEvent): string | null => {
      if (!layout || !overview) return null;
      return overviewNodeAt(placed.nodes, layout, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
    },
    [layout, overview, flow, placed.nodes],
  );
  const onPaneClick = useCallback(
    (event: MouseEvent) => {
      const id = overviewHit(event);
      if (id) onSelect(id);
    },
    [overviewHit, onSelect],
  );
  const onDoubleClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (!(event.target instanceof Element) || !event.target.closest('.react-flow__pane')) return;
      const id = overviewHit(event);
      if (id) onRefocus(id);
    },
    [overviewHit, onRefocus],
  );

  return (
    <div className="tb-graph-canvas" ref={wrapper} onKeyDown={onKeyDown} onFocus={onFocus} onDoubleClick={onDoubleClick} data-testid="graph-canvas">
      <ZoomTierContext.Provider value={tier}>
        <ReactFlow<CanvasAnyNode, CanvasEdge>
          nodes={mounted.nodes}
          edges={mounted.edges}
          nodeTypes={NODE_TYPES}
          edgeTypes={EDGE_TYPES}
          onNodeClick={onNodeClick}
          onNodeDoubleClick={onNodeDoubleClick}
          onPaneClick={onPaneClick}
          nodesDraggable={false}
          nodesConnectable={false}
          edgesFocusable={false}
          zoomOnDoubleClick={false}
          // Our arrow keys walk edges; React Flow's would nudge nodes.
          disableKeyboardA11y
          minZoom={0.05}
          maxZoom={2}
          proOptions={PRO_OPTIONS}
          attributionPosition="top-right"
        >
          <Background variant={BackgroundVariant.Dots} gap={24} size={1} color="var(--tb-border)" />
          <Controls
            position="bottom-left"
            showInteractive={false}
            // React Flow fits the nodes it holds: with culling, a fragment. The camera fits the whole drawing.
            showFitView={!culled}
            className="tb-zoom-controls"
            fitViewOptions={FIT_OPTIONS}
            data-camera-avoid=""
          >
            {culled ? (
              <ControlButton className="react-flow__controls-fitview" onClick={fitWhole} title="fit view" aria-label="fit view">
                <FitViewIcon />
              </ControlButton>
            ) : null}
          </Controls>
          {culled && layout ? (
            <WholeGraphMinimap nodes={placed.nodes} layout={layout} />
          ) : (
            <MiniMap
              position="bottom-left"
              pannable
              zoomable
              nodeColor={minimapNodeColor}
              nodeStrokeWidth={0}
              ariaLabel="Minimap"
              className="tb-minimap"
              style={MINIMAP_STYLE}
            />
          )}
          <GraphLegend />
          {partialOpening ? (
            <Panel position="top-left">
              <button
                type="button"
                className="tb-button tb-button--small tb-whole-pipeline"
                onClick={showWhole}
                data-testid="whole-pipeline"
                data-camera-avoid=""
              >
                Whole pipeline
              </button>
            </Panel>
          ) : null}
          <OverviewCanvas active={overview} nodes={placed.nodes} edges={placed.edges} layout={layout} selectedId={selectedId} keepWarm={culled} />
        </ReactFlow>
      </ZoomTierContext.Provider>
    </div>
  );
}
