import { useLayoutEffect, useState, type RefObject } from 'react';
import { useStoreApi } from '@xyflow/react';
import { badgeCandidates, chooseBadgeSpot, type Box, type Point } from '../../../domain/graph/badge-spot.ts';

/** Above this many edges the badge stays at its edge's middle: sampling every edge per badge would cost a frame. */
const PLACED_UP_TO_EDGES = 250;
/** Flow px between the points sampled along an edge: finer than any badge is tall. */
const SAMPLE_EVERY = 4;

/**
 * Every edge's sampled points, read once per animation frame and canvas: all the badges placed in one frame share
 * them (sampling is the cost: a few hundred edges of a hundred points each).
 */
const sampled = new WeakMap<Element, { time: number; edges: Map<string, Point[]> }>();

/**
 * The canvas's edges by id, listed once per animation frame and canvas: every labelled edge's badge looks in the same
 * frame, and each listing the DOM on its own was quadratic (a 10,000-node view's capped drawing: ~0.9 s of one frame).
 */
const listed = new WeakMap<Element, { time: number; edges: Map<string, SVGGElement> }>();

function edgesById(root: Element, time: number): Map<string, SVGGElement> {
  const hit = listed.get(root);
  if (hit && hit.time === time) return hit.edges;
  const edges = new Map<string, SVGGElement>();
  for (const g of root.querySelectorAll<SVGGElement>('.react-flow__edge')) if (g.dataset.id) edges.set(g.dataset.id, g);
  listed.set(root, { time, edges });
  return edges;
}

function edgeSamples(root: Element, edges: ReadonlyMap<string, SVGGElement>, time: number): Map<string, Point[]> {
  const hit = sampled.get(root);
  if (hit && hit.time === time) return hit.edges;
  const byId = new Map<string, Point[]>();
  for (const [edgeId, g] of edges) {
    const path = g.querySelector<SVGPathElement>('path.react-flow__edge-path');
    if (path) byId.set(edgeId, samples(path, SAMPLE_EVERY));
  }
  sampled.set(root, { time, edges: byId });
  return byId;
}

function samples(path: SVGPathElement, every: number): Point[] {
  const length = path.getTotalLength();
  const n = Math.max(2, Math.ceil(length / every));
  const points: Point[] = [];
  for (let i = 0; i <= n; i++) {
    const p = path.getPointAtLength((length * i) / n);
    points.push({ x: p.x, y: p.y });
  }
  return points;
}

/**
 * Where the badge of edge `id` is drawn: its edge's middle, or, when another edge or a node runs under it there, the
 * nearest free spot along its own edge, else just beside it (domain/graph/badge-spot.ts). Measured after the edges are drawn (the
 * paths are the truth, in flow coordinates), so it holds at every zoom; re-measured when the edge's path changes.
 */
export function useBadgeSpot(badge: RefObject<HTMLElement | null>, id: string, path: string, label: string | null, middle: Point): Point {
  const store = useStoreApi();
  const [placed, setPlaced] = useState<{ path: string; at: Point } | null>(null);
  useLayoutEffect(() => {
    if (label === null) return;
    // One frame later every edge of this render is in the DOM.
    const frame = requestAnimationFrame((time) => {
      const el = badge.current;
      const root = el?.closest('.react-flow');
      if (!el || !root) return;
      const edges = edgesById(root, time);
      if (edges.size > PLACED_UP_TO_EDGES) return;
      const own = edges.get(id)?.querySelector<SVGPathElement>('path.react-flow__edge-path');
      if (!own) return;
      const length = own.getTotalLength();
      const size = { width: el.offsetWidth, height: el.offsetHeight };
      const candidates = badgeCandidates((f) => {
        const p = own.getPointAtLength(length * f);
        return { x: p.x, y: p.y };
      }, size);
      // Only points near the candidates can be under the badge.
      const reach = size.width + size.height;
      const x0 = Math.min(...candidates.map((c) => c.x)) - reach;
      const x1 = Math.max(...candidates.map((c) => c.x)) + reach;
      const y0 = Math.min(...candidates.map((c) => c.y)) - reach;
      const y1 = Math.max(...candidates.map((c) => c.y)) + reach;
      const points = [...edgeSamples(root, edges, time)].flatMap(([other, at]) =>
        other === id ? [] : at.filter((p) => p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1),
      );
      const boxes: Box[] = [];
      for (const n of store.getState().nodeLookup.values()) {
        // A dataset's field rows lie inside its box, which is the obstacle.
        if (n.id.startsWith('datasetField:')) continue;
        const { x, y } = n.internals.positionAbsolute;
        boxes.push({ x, y, width: n.measured.width ?? n.width ?? 0, height: n.measured.height ?? n.height ?? 0 });
      }
      const at = chooseBadgeSpot(candidates, size, { points, boxes });
      if (at) setPlaced({ path, at });
    });
    return () => cancelAnimationFrame(frame);
  }, [badge, id, path, label, store]);
  return placed && placed.path === path ? placed.at : middle;
}
