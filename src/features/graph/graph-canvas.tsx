import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { Background, BackgroundVariant, ControlButton, Controls, MiniMap, Panel, ReactFlow } from '@xyflow/react';
import { adjacency as buildAdjacency, type LineageGraph } from '../../domain/graph/lineage-graph.ts';
import type { ColumnEdge } from '../../domain/graph/column-edges.ts';
import type { LayoutResult } from '../../layout/layout-engine.ts';
import { elementReconciler, toCanvasElements, withSelection } from './canvas-elements.ts';
import { EDGE_TYPES, NODE_TYPES } from './flow-types-registry.ts';
import type { CanvasAnyNode, CanvasEdge, GraphDecorations } from './graph-flow-types.ts';
import type { ReducedGraph } from '../../domain/graph/reduced-graph.ts';
import { toSyntheticElements } from './synthetic-elements.ts';
import { GraphLegend } from './graph-legend.tsx';
import { useCanvasZoomTier, ZoomTierContext } from './zoom-tier-context.tsx';
import { drawsFlowEdges } from './zoom-tier.ts';
import { OverviewCanvas } from './overview-canvas.tsx';
import { prewarmOverviewWorker } from './overview-bitmap.ts';
import { minimapNodeColor } from './minimap-color.ts';
import { useTributaryStore } from '../../state/store.ts';
import { selectCapturing } from '../../state/selectors.ts';
import { camera } from '../../state/camera-controller.ts';
import type { StageFields } from './stage-camera.ts';
import { useLegibleElements } from './use-legible-elements.ts';
import { useMeasuredHandles } from './use-measured-handles.ts';
import { WholeGraphMinimap } from './whole-graph-minimap.tsx';
import { FitViewIcon } from './fit-view-icon.tsx';
import { FIT_OPTIONS, REFIT_UP_TO_NODES, useCameraTarget, useOpeningTier, usePaneSize, usePartialOpening } from './use-camera-target.ts';
import { nodeIdOf, useCanvasKeys } from './use-canvas-keys.ts';
import { useOverviewPointer } from './use-overview-pointer.ts';

const MINIMAP_STYLE = { width: 150, height: 90 } as const;
const PRO_OPTIONS = { hideAttribution: false } as const;
const NO_EDGES: CanvasEdge[] = [];

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

/** The React Flow canvas: memoised nodes and edges, keyboard navigation along edges, fit on new investigations. */
export function GraphCanvas(props: GraphCanvasProps) {
  const { graph, columnEdges, layout, expanded, selectedId, decorations, fitKey, onSelect, onRefocus, reduced } = props;
  const { cameraReady = true, answeredIds, showEverything, stageFields } = props;
  const wrapper = useRef<HTMLDivElement>(null);
  const capturing = useTributaryStore(selectCapturing);
  const adjacency = useMemo(() => buildAdjacency(graph), [graph]);
  const pane = usePaneSize(wrapper);
  // Nodes are mounted in the tier of the frame the investigation opens on, which needs the pane's size: until it is
  // measured (before the mounting commit paints) they wait unplaced.
  const tier = useCanvasZoomTier(wrapper, capturing, useOpeningTier(layout, pane, fitKey, adjacency, graph.focusId));
  const placing = pane ? layout : undefined;
  const [reconcileNodes] = useState(elementReconciler<CanvasAnyNode>);
  const [reconcileEdges] = useState(elementReconciler<CanvasEdge>);

  const placed = useMemo(() => {
    const next = toCanvasElements({ graph, expanded, columnEdges, layout: placing, decorations });
    const extra = reduced && reduced.synthetic.length > 0 ? toSyntheticElements(reduced, placing) : null;
    const nodes: CanvasAnyNode[] = extra ? [...next.nodes, ...extra.nodes] : next.nodes;
    const edges = extra ? [...next.edges, ...extra.edges] : next.edges;
    return { nodes: reconcileNodes(nodes), edges: reconcileEdges(edges) };
  }, [graph, expanded, columnEdges, placing, decorations, reconcileNodes, reconcileEdges, reduced]);
  const elements = useMemo(() => ({ nodes: withSelection(placed.nodes, selectedId), edges: placed.edges }), [placed, selectedId]);

  const overview = tier === 'overview';
  // Past a few thousand nodes React Flow gets only what can be read where the user looks (legible-elements.ts).
  // The node with keyboard focus keeps its element as the selection does (use-legible-elements.ts).
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const onFocus = useCallback((event: FocusEvent<HTMLDivElement>) => setFocusedId(nodeIdOf(event.target)), []);
  const mounted = useLegibleElements(elements, layout, { overview, mountAll: capturing, keep: [selectedId, focusedId] });
  const culled = mounted !== elements;
  useMeasuredHandles(mounted.nodes);

  // A graph too big to open on its focus opens whole, most likely zoomed out to the overview: its painter starts
  // while ELK is still laying the graph out.
  const opensWhole = placed.nodes.length > REFIT_UP_TO_NODES;
  useEffect(() => {
    if (opensWhole) prewarmOverviewWorker();
  }, [opensWhole]);

  useCameraTarget({ wrapper, layout, fitKey, adjacency, focusId: graph.focusId, cameraReady, answeredIds, showEverything, stageFields }, pane);
  // When the opening frame is the focus's neighbourhood, one click shows the whole pipeline.
  const partialOpening = usePartialOpening(layout, pane, adjacency, graph.focusId);
  const showWhole = useCallback(() => camera.fit({ duration: 300 }), []);
  const fitWhole = useCallback(() => camera.fit(), []);
  const onKeyDown = useCanvasKeys(wrapper, { selectedId, layout, adjacency, onSelect });
  const { onNodeClick, onNodeDoubleClick, onPaneClick, onDoubleClick } = useOverviewPointer(placed.nodes, layout, overview, { onSelect, onRefocus });

  return (
    <div className="tb-graph-canvas" ref={wrapper} onKeyDown={onKeyDown} onFocus={onFocus} onDoubleClick={onDoubleClick} data-testid="graph-canvas">
      <ZoomTierContext.Provider value={tier}>
        <ReactFlow<CanvasAnyNode, CanvasEdge>
          nodes={mounted.nodes}
          edges={drawsFlowEdges(tier) ? mounted.edges : NO_EDGES}
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
