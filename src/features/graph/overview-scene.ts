import type { LayoutResult } from '../../layout/layout-engine.ts';
import type { CanvasAnyNode, CanvasEdge } from './graph-flow-types.ts';
import { GRAPH_NODE_SIZES } from './graph-sizes.ts';
import { minimapNodeColor } from './minimap-color.ts';
import { EDGE_LEVEL_VOCABULARY } from './visual-vocabulary.ts';

/** One batch of boxes or curves drawn with one colour: a canvas fills or strokes each batch in a single call. */
export interface OverviewBatch {
  /** A CSS colour, possibly a `var(--tb-…)` the renderer resolves against the theme. */
  color: string;
  /** Off the traced path: drawn faint, as the DOM canvas dims it. */
  dimmed: boolean;
  /** Flat [x, y, width, height, …] for boxes; [sx, sy, tx, ty, …] for curves; in flow coordinates. */
  coords: number[];
}

export interface OverviewScene {
  boxes: OverviewBatch[];
  curves: OverviewBatch[];
  /** Selected and focused nodes, outlined: [x, y, width, height, …]. */
  outlined: number[];
  /** Nodes drawn; the benchmark's probe compares it with the nodes on the canvas. */
  nodeCount: number;
}

const PLAIN_EDGE_COLOR = 'var(--tb-muted)';

function batch(map: Map<string, OverviewBatch>, color: string, dimmed: boolean): OverviewBatch {
  const key = `${color}|${dimmed ? 1 : 0}`;
  let b = map.get(key);
  if (!b) {
    b = { color, dimmed, coords: [] };
    map.set(key, b);
  }
  return b;
}

// Where an edge leaves or enters a node: its field row when it names a field handle the layout placed, else the
// node's own handle (a dataset's sits in the middle of its header, a job's in its middle).
function anchorY(node: CanvasAnyNode, box: { y: number; height: number }, handle: string | null | undefined, layout: LayoutResult): number {
  const port = handle ? layout.ports[`${node.id}::${handle}`] : undefined;
  if (port) return box.y + port.y;
  return box.y + (node.type === 'dataset' ? GRAPH_NODE_SIZES.datasetHeaderHeight / 2 : box.height / 2);
}

/**
 * The canvas as coloured boxes and curves, batched by colour: what the overview tier paints in one canvas instead of
 * a thousand DOM nodes. Same positions, colours (the minimap's engine and dataset-kind colours), lineage levels and
 * dimming as the DOM canvas; hidden nodes and edges to them are left out.
 */
export function buildOverviewScene(nodes: readonly CanvasAnyNode[], edges: readonly CanvasEdge[], layout: LayoutResult): OverviewScene {
  const boxes = new Map<string, OverviewBatch>();
  const curves = new Map<string, OverviewBatch>();
  const outlined: number[] = [];
  const shown = new Map<string, { node: CanvasAnyNode; box: { x: number; y: number; width: number; height: number } }>();
  for (const node of nodes) {
    const box = layout.nodes[node.id];
    if (node.hidden || !box) continue;
    shown.set(node.id, { node, box });
    const dimmed = (node.type === 'dataset' || node.type === 'job') && node.data.dimmed === true;
    batch(boxes, minimapNodeColor(node), dimmed).coords.push(box.x, box.y, box.width, box.height);
    const focused = (node.type === 'dataset' || node.type === 'job') && node.data.focused === true;
    if (node.selected || focused) outlined.push(box.x, box.y, box.width, box.height);
  }
  for (const edge of edges) {
    const from = shown.get(edge.source);
    const to = shown.get(edge.target);
    if (edge.hidden || !from || !to) continue;
    const level = edge.data?.level;
    const color = level ? EDGE_LEVEL_VOCABULARY[level].color : PLAIN_EDGE_COLOR;
    batch(curves, color, edge.data?.dimmed === true).coords.push(
      from.box.x + from.box.width,
      anchorY(from.node, from.box, edge.sourceHandle, layout),
      to.box.x,
      anchorY(to.node, to.box, edge.targetHandle, layout),
    );
  }
  return { boxes: [...boxes.values()], curves: [...curves.values()], outlined, nodeCount: shown.size };
}

/**
 * The node under a point of the overview (flow coordinates), as a click on its DOM element would have found it:
 * the last drawn wins where boxes overlap; hidden nodes are not there.
 */
export function overviewNodeAt(nodes: readonly CanvasAnyNode[], layout: LayoutResult, point: { x: number; y: number }): string | null {
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i];
    const box = node && !node.hidden ? layout.nodes[node.id] : undefined;
    if (node && box && point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height) return node.id;
  }
  return null;
}
