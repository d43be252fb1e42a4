import type { ElkNode } from 'elkjs/lib/elk-api';
import type { LayoutResult } from './layout-engine.ts';

/**
 * Flattens ELK's laid-out tree into id-indexed boxes and ports.
 *
 * ELK reports children relative to their parent, which is exactly what React Flow expects for `parentId` nodes, so
 * coordinates are copied as they are. The root itself is not a node of the result.
 */
export function readLayout(root: ElkNode): LayoutResult {
  const result: LayoutResult = { nodes: {}, ports: {}, bends: {}, width: root.width ?? 0, height: root.height ?? 0 };
  // Edges of the root only: their sections are in root coordinates, the frame the canvas draws in.
  for (const edge of root.edges ?? []) {
    const points = (edge.sections ?? []).flatMap((s) => s.bendPoints ?? []).map((p) => ({ x: p.x, y: p.y }));
    if (points.length > 0) result.bends[edge.id] = points;
  }
  const visit = (node: ElkNode, parentId: string | undefined): void => {
    for (const child of node.children ?? []) {
      result.nodes[child.id] = {
        x: child.x ?? 0,
        y: child.y ?? 0,
        width: child.width ?? 0,
        height: child.height ?? 0,
        ...(parentId === undefined ? {} : { parentId }),
      };
      for (const port of child.ports ?? []) {
        result.ports[port.id] = { nodeId: child.id, x: port.x ?? 0, y: port.y ?? 0 };
      }
      visit(child, child.id);
    }
  };
  visit(root, undefined);
  return result;
}
