import type { ColumnEdge } from '../../domain/graph/column-edges.ts';
import type { LineageGraph } from '../../domain/graph/lineage-graph.ts';
import { toFlowElements } from '../../domain/graph/to-flow-elements.ts';
import type { LayoutResult } from '../../layout/layout-engine.ts';
import type { CanvasEdge, CanvasNode, GraphDecorations } from './graph-flow-types.ts';
import { GRAPH_NODE_SIZES } from './graph-sizes.ts';
import { DATASET_VOCABULARY, ENGINE_VOCABULARY } from './visual-vocabulary.ts';

export interface CanvasInput {
  graph: LineageGraph;
  expanded: ReadonlySet<string>;
  columnEdges: readonly ColumnEdge[];
  /** Absent while the first layout runs; nodes without a position stay hidden rather than piling up at 0,0. */
  layout: LayoutResult | undefined;
  decorations?: GraphDecorations | undefined;
}

/**
 * React Flow nodes and edges for the canvas: the domain's descriptors placed at the layout's positions, with another
 * feature's decorations (trace levels, dimming, badges) merged in. Selection is applied apart ({@link withSelection}).
 */
export function toCanvasElements(input: CanvasInput): { nodes: CanvasNode[]; edges: CanvasEdge[] } {
  const positions = new Map<string, { x: number; y: number }>();
  for (const [id, box] of Object.entries(input.layout?.nodes ?? {})) positions.set(id, { x: box.x, y: box.y });
  const boxes = input.layout?.nodes ?? {};
  const flow = toFlowElements(input.graph, {
    expanded: input.expanded,
    positions,
    columnEdges: input.columnEdges,
    sizes: GRAPH_NODE_SIZES,
  });
  const nodeDecorations = input.decorations?.nodes;
  const edgeDecorations = input.decorations?.edges;
  const nodes = flow.nodes.map((n): CanvasNode => {
    const decoration = nodeDecorations?.get(n.id);
    const placed = positions.has(n.id);
    const base = {
      ...n,
      ariaLabel: ariaLabelOf(n),
      selected: false,
      draggable: false,
      // The laid-out size as React Flow's size until it measures the element: a node is drawn (visible) in the
      // first commit instead of one ResizeObserver round later (React Flow hides nodes it has no size for).
      ...(placed ? { initialWidth: boxes[n.id]?.width, initialHeight: boxes[n.id]?.height } : { hidden: true }),
    };
    return (decoration ? { ...base, data: { ...n.data, ...decoration } } : base) as CanvasNode;
  });
  const edges = flow.edges.map((e): CanvasEdge => {
    const decoration = edgeDecorations?.get(e.id);
    const bends = input.layout?.bends[e.id];
    // Field segments draw above table edges so a traced column is never hidden under its table edge.
    const zIndex = e.type === 'column' ? 1 : 0;
    const data = decoration || bends ? { ...e.data, ...decoration, ...(bends ? { bends } : {}) } : e.data;
    return { ...e, zIndex, data } as CanvasEdge;
  });
  for (const e of input.decorations?.extraEdges ?? []) {
    const decoration = edgeDecorations?.get(e.id);
    edges.push((decoration ? { ...e, data: { ...e.data, ...decoration } } : e) as CanvasEdge);
  }
  return { nodes, edges };
}

/**
 * The selected node marked, every other element as it was: a click or a jump on a graph of 10,000 nodes replaces
 * one node object, where rebuilding and reconciling them all took a noticeable part of the jump.
 */
export function withSelection<N extends { id: string; selected?: boolean }>(nodes: N[], selectedId: string | null): N[] {
  if (selectedId === null || !nodes.some((n) => n.id === selectedId)) return nodes;
  return nodes.map((n) => (n.id === selectedId ? { ...n, selected: true } : n));
}

// Screen readers hear what a sighted user reads off the node.
function ariaLabelOf(n: ReturnType<typeof toFlowElements>['nodes'][number]): string {
  if (n.type === 'job') {
    const job = n.data.node;
    return `Job ${job.name}, ${ENGINE_VOCABULARY[job.engine.engine].label}${job.lastRunState ? `, last run ${job.lastRunState.toLowerCase()}` : ''}`;
  }
  const ds = n.data.node;
  return `${DATASET_VOCABULARY[ds.datasetKind].label} ${ds.name} in ${ds.namespace}, ${ds.fields.length} fields`;
}

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.is(a[k], b[k]));
}

function sameElement(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => {
    const x = a[k];
    const y = b[k];
    if (Object.is(x, y)) return true;
    // `data`, `position` and `style` are rebuilt on every mapping; compare them one level deep.
    if ((k === 'data' || k === 'position' || k === 'style') && x && y && typeof x === 'object' && typeof y === 'object') {
      return shallowEqual(x as Record<string, unknown>, y as Record<string, unknown>);
    }
    return false;
  });
}

/**
 * Keeps the previous object for every element whose content did not change, so React Flow's memoised nodes and
 * edges skip re-rendering (re-spreading every node defeats `memo`, xyflow#4983). Returns `previous` itself when
 * nothing changed at all.
 */
export function reconcileElements<T extends { id: string }>(previous: readonly T[], next: readonly T[]): readonly T[] {
  const before = new Map(previous.map((e) => [e.id, e]));
  let changed = previous.length !== next.length;
  const result = next.map((element, i) => {
    const old = before.get(element.id);
    if (old && sameElement(old as Record<string, unknown>, element as Record<string, unknown>)) {
      if (previous[i] !== old) changed = true;
      return old;
    }
    changed = true;
    return element;
  });
  return changed ? result : previous;
}

/**
 * A stateful {@link reconcileElements}: each call reconciles against the previous call's result. One per canvas
 * and element kind; it keeps React Flow's inputs referentially stable across re-renders.
 */
export function elementReconciler<T extends { id: string }>(): (next: T[]) => T[] {
  let previous: T[] = [];
  return (next) => {
    previous = reconcileElements(previous, next) as T[];
    return previous;
  };
}
