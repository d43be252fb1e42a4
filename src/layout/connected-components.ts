import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';

/** One connected component of a graph's top-level nodes, with the root edges among them. */
export interface GraphComponent {
  children: ElkNode[];
  edges: ElkExtendedEdge[];
}

/** Every id an edge may name (a node, a nested node, a port) → the top-level child that holds it. */
function ownersOf(children: readonly ElkNode[]): Map<string, number> {
  const owner = new Map<string, number>();
  children.forEach((child, index) => {
    // A stack, not recursion: this module exists because recursion over graph size overflows the worker's stack.
    const stack: ElkNode[] = [child];
    for (let node = stack.pop(); node; node = stack.pop()) {
      owner.set(node.id, index);
      for (const port of node.ports ?? []) owner.set(port.id, index);
      stack.push(...(node.children ?? []));
    }
  });
  return owner;
}

function find(parent: number[], x: number): number {
  let root = x;
  while (parent[root] !== root) root = parent[root] as number;
  // Path halving keeps later finds near O(1) without a second pass.
  for (let at = x; parent[at] !== root;) {
    const next = parent[at] as number;
    parent[at] = root;
    at = next;
  }
  return root;
}

/**
 * The connected components of the root's children (edges join the top-level nodes holding their ends), in the
 * order of each component's first child. Iterative union-find: safe on any graph size. An edge naming an unknown
 * end stays with the component of the end that is known (ELK then reports it, as it would unsplit).
 */
export function connectedComponents(graph: ElkNode): GraphComponent[] {
  const children = graph.children ?? [];
  const owner = ownersOf(children);
  const parent = children.map((_, i) => i);
  const endsOf = (edge: ElkExtendedEdge): number[] => [...edge.sources, ...edge.targets].map((id) => owner.get(id)).filter((i): i is number => i !== undefined);
  for (const edge of graph.edges ?? []) {
    const [first, ...rest] = endsOf(edge);
    if (first === undefined) continue;
    for (const other of rest) {
      const a = find(parent, first);
      const b = find(parent, other);
      if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
    }
  }
  const byRoot = new Map<number, GraphComponent>();
  children.forEach((child, i) => {
    const root = find(parent, i);
    const component = byRoot.get(root) ?? { children: [], edges: [] };
    component.children.push(child);
    byRoot.set(root, component);
  });
  const orphans: ElkExtendedEdge[] = [];
  for (const edge of graph.edges ?? []) {
    const [first] = endsOf(edge);
    const component = first === undefined ? undefined : byRoot.get(find(parent, first));
    if (component) component.edges.push(edge);
    else orphans.push(edge);
  }
  const components = [...byRoot.values()];
  // Edges touching no known node: ELK rejects them whichever part they are in; keep them so it still does.
  if (orphans.length > 0) components[0]?.edges.push(...orphans);
  return components;
}
