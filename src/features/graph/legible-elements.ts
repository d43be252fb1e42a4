import type { NodeBox } from '../../layout/layout-engine.ts';
import { CAP_ABOVE_NODES } from '../../domain/graph/reduce-for-drawing.ts';
import { absoluteBox } from './camera-frame.ts';

/**
 * Above this many nodes the canvas mounts only the nodes a person can read where they are looking (issue 19): the
 * overview canvas paints the whole graph, and React Flow gets the nodes around the viewport once zoomed in far
 * enough to read names. Up to here every node stays mounted (clipped under the overview canvas when zoomed out),
 * which keeps them focusable and read by screen readers; past it, thousands of mounted elements make every pan and
 * every jump pay style, layout and garbage collection for boxes nobody can read. The cap's threshold: a graph this
 * big is drawn whole only when the user asks for every node ("Show all").
 */
export const MOUNT_ALL_UP_TO_NODES = CAP_ABOVE_NODES;

/**
 * How far past the viewport nodes are mounted, as a share of its width and height on each side: a pan of up to
 * that much mounts nothing new, and a pan past it re-picks once.
 */
export const MOUNT_MARGIN = 0.5;

/** A rectangle in flow coordinates. */
export interface FlowArea {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** What React Flow keeps of the viewport: translate, zoom, and the pane's size in screen pixels. */
export interface PaneView {
  transform: readonly [number, number, number];
  width: number;
  height: number;
}

/** The flow area the pane shows, grown by `margin` of its size on each side. */
export function viewArea(view: PaneView, margin: number): FlowArea {
  const [tx, ty, zoom] = view.transform;
  const width = view.width / zoom;
  const height = view.height / zoom;
  const x0 = -tx / zoom;
  const y0 = -ty / zoom;
  return { x0: x0 - width * margin, y0: y0 - height * margin, x1: x0 + width * (1 + margin), y1: y0 + height * (1 + margin) };
}

export function containsArea(outer: FlowArea, inner: FlowArea): boolean {
  return inner.x0 >= outer.x0 && inner.y0 >= outer.y0 && inner.x1 <= outer.x1 && inner.y1 <= outer.y1;
}

const size = (a: FlowArea): number => (a.x1 - a.x0) * (a.y1 - a.y0);

/**
 * Past this many times the area a fresh pick would mount, a mounted area is re-picked even though it still covers
 * the view: zoomed in twice over since, most of what it mounts is off screen.
 */
const SHRINK_ABOVE = 4;

/**
 * The area to mount for this view: `current` while it still covers what the pane shows (so a small pan changes
 * nothing and React keeps its elements) and is not far bigger than needed, else the view grown by
 * {@link MOUNT_MARGIN}.
 */
export function nextMountArea(current: FlowArea | null, view: PaneView): FlowArea {
  const fresh = viewArea(view, MOUNT_MARGIN);
  if (current && containsArea(current, viewArea(view, 0)) && size(current) <= SHRINK_ABOVE * size(fresh)) return current;
  return fresh;
}

/** An area no node touches: in the overview only what must keep its element (the selection, keyboard focus) is mounted. */
export const NO_AREA: FlowArea = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };

function overlaps(box: Pick<NodeBox, 'x' | 'y' | 'width' | 'height'>, area: FlowArea): boolean {
  return box.x <= area.x1 && box.x + box.width >= area.x0 && box.y <= area.y1 && box.y + box.height >= area.y0;
}

/**
 * The nodes whose laid-out box touches `area`, plus `keep` (the selection and the node with keyboard focus: they
 * keep their elements, and so focus, when panned away or zoomed out to the overview), and every edge with an end among them — with the node at its other end, since React
 * Flow draws an edge only between two mounted nodes — and the group around a grouped node, which React Flow places
 * it in. Order is kept: it is React Flow's paint order. Nodes without a box (not laid out yet) are left out.
 */
export function pickLegible<N extends { id: string }, E extends { source: string; target: string }>(
  nodes: readonly N[],
  edges: readonly E[],
  boxes: Readonly<Record<string, NodeBox>>,
  area: FlowArea,
  keep: ReadonlySet<string>,
): { nodes: N[]; edges: E[] } {
  const layout = { nodes: boxes };
  const inArea = new Set<string>();
  for (const node of nodes) {
    const box = boxes[node.id];
    if (!box) continue;
    if (keep.has(node.id) || overlaps(box.parentId === undefined ? box : (absoluteBox(layout, node.id) ?? box), area)) inArea.add(node.id);
  }
  const mounted = new Set<string>();
  const mount = (id: string): void => {
    for (let at: string | undefined = id, guard = 0; at !== undefined && !mounted.has(at) && guard < 32; guard++) {
      mounted.add(at);
      at = boxes[at]?.parentId;
    }
  };
  for (const id of inArea) mount(id);
  const pickedEdges: E[] = [];
  for (const edge of edges) {
    if (!inArea.has(edge.source) && !inArea.has(edge.target)) continue;
    if (!boxes[edge.source] || !boxes[edge.target]) continue;
    mount(edge.source);
    mount(edge.target);
    pickedEdges.push(edge);
  }
  return { nodes: nodes.filter((n) => mounted.has(n.id)), edges: pickedEdges };
}

/**
 * Nodes mounted per frame while the canvas fills a newly picked area: mounting a node element costs ~0.3–0.5 ms on
 * the benchmark machine, and the few hundred of a view just zoomed in from the overview in one task took 130 ms.
 */
export const MOUNT_BATCH = 80;

/**
 * The next step towards mounting `picked`: what is mounted and still wanted stays (no remount), and up to `batch`
 * more nodes join, nearest to the area's centre (the view's) first. Edges come with both their ends.
 */
export function growMounted<N extends { id: string }, E extends { source: string; target: string }>(
  picked: { nodes: readonly N[]; edges: readonly E[] },
  mounted: ReadonlySet<string>,
  boxes: Readonly<Record<string, NodeBox>>,
  area: FlowArea,
  batch: number,
): { nodes: N[]; edges: E[]; ids: ReadonlySet<string>; complete: boolean } {
  // NO_AREA has no centre: then the order is the list's.
  const cx = Number.isFinite(area.x0) ? (area.x0 + area.x1) / 2 : 0;
  const cy = Number.isFinite(area.y0) ? (area.y0 + area.y1) / 2 : 0;
  const ids = new Set<string>();
  const waiting: { id: string; distance: number }[] = [];
  for (const node of picked.nodes) {
    if (mounted.has(node.id)) ids.add(node.id);
    else {
      const box = boxes[node.id];
      const distance = box ? Math.hypot(box.x + box.width / 2 - cx, box.y + box.height / 2 - cy) : Infinity;
      waiting.push({ id: node.id, distance });
    }
  }
  waiting.sort((a, b) => a.distance - b.distance);
  for (const { id } of waiting.slice(0, batch)) ids.add(id);
  // A grouped node needs its group: pull the group in with it even past the batch.
  for (const id of [...ids]) for (let at = boxes[id]?.parentId, guard = 0; at !== undefined && guard < 32; at = boxes[at]?.parentId, guard++) ids.add(at);
  return {
    nodes: picked.nodes.filter((n) => ids.has(n.id)),
    edges: picked.edges.filter((e) => ids.has(e.source) && ids.has(e.target)),
    ids,
    complete: waiting.length <= batch,
  };
}
