import type { ElkNode } from 'elkjs/lib/elk-api';
import { connectedComponents, type GraphComponent } from './connected-components.ts';
import { TRIBUTARY_ELK_OPTIONS } from './elk-options.ts';
import type { LayoutEngine, LayoutRequestOptions, LayoutResult } from './layout-engine.ts';
import { packLayouts } from './pack-layouts.ts';

// ELK reads an option by its full id or any suffix of it; ELK layered separates components unless told not to.
const isSeparateKey = (key: string): boolean => key === 'separateConnectedComponents' || key.endsWith('.separateConnectedComponents');
const separates = (options: Readonly<Record<string, string>>): boolean =>
  !Object.entries(options).some(([key, value]) => isSeparateKey(key) && value === 'false');

function withoutSeparation(options: Readonly<Record<string, string>>): Record<string, string> {
  const rest = Object.fromEntries(Object.entries(options).filter(([key]) => !isSeparateKey(key)));
  return { ...rest, 'elk.separateConnectedComponents': 'false' };
}

/**
 * The largest connected component ELK may separate itself. ELK layered finds components with a recursive
 * depth-first search (ComponentsProcessor.dfs), one stack frame per node on the path, so a component of thousands
 * of nodes overflows a Web Worker's stack ("Maximum call stack size exceeded"; issue 22). Measured in Node
 * (`--stack-size`) on the synthetic graphs: 5,000 nodes fail at 450 KB and need 600, 10,000 fail at 600, while 1,500
 * and 3,000 lay out at 300; Chromium's worker holds as many frames as ≈ 720 KB there, so 5,000 nodes failed on some
 * runs and 10,000 on all. 1,000 keeps a wide margin.
 */
export const ELK_SAFE_COMPONENT_NODES = 1000;

/** ELK's default `elk.spacing.componentComponent`, when the request does not set it. */
const DEFAULT_COMPONENT_SPACING = 20;

interface Part {
  graph: ElkNode;
  layoutOptions: Record<string, string>;
}

function partGraph(graph: ElkNode, components: readonly GraphComponent[]): ElkNode {
  return { id: graph.id, children: components.flatMap((c) => c.children), edges: components.flatMap((c) => c.edges) };
}

/**
 * The parts to lay out instead of `graph`, or null when ELK can take it whole: every component too large for ELK's
 * recursion on its own (with separation off, which is what recurses), and all the small ones together, which ELK
 * still separates and packs itself.
 */
export function splitForElk(graph: ElkNode, layoutOptions: Readonly<Record<string, string>>): Part[] | null {
  if (!separates(layoutOptions) || (graph.children?.length ?? 0) <= ELK_SAFE_COMPONENT_NODES) return null;
  const components = connectedComponents(graph);
  const large = components.filter((c) => c.children.length > ELK_SAFE_COMPONENT_NODES);
  if (large.length === 0) return null;
  const small = components.filter((c) => c.children.length <= ELK_SAFE_COMPONENT_NODES);
  const parts = large.map((c) => ({ graph: partGraph(graph, [c]), layoutOptions: withoutSeparation(layoutOptions) }));
  if (small.length > 0) parts.push({ graph: partGraph(graph, small), layoutOptions: { ...layoutOptions } });
  return parts;
}

/**
 * Wraps an ELK engine so graphs with a component too large for ELK's recursive component search are laid out part
 * by part (see {@link splitForElk}) and packed as ELK would. Parts run one after another: ELK is single-threaded
 * anyway, and an abort then meets one running request, not a queue of them each restarting the worker.
 */
export function splitLargeComponents(inner: LayoutEngine): LayoutEngine {
  return {
    warm: () => inner.warm(),
    dispose: () => inner.dispose(),
    async layout(graph: ElkNode, options: LayoutRequestOptions = {}): Promise<LayoutResult> {
      const layoutOptions = options.layoutOptions ?? TRIBUTARY_ELK_OPTIONS;
      const parts = splitForElk(graph, layoutOptions);
      if (!parts) return inner.layout(graph, options);
      const results: LayoutResult[] = [];
      for (const part of parts) {
        // Not `...options`: the whole graph's `contentHash` is not a part's.
        results.push(await inner.layout(part.graph, { signal: options.signal, layoutOptions: part.layoutOptions }));
      }
      const spacing = Number(layoutOptions['elk.spacing.componentComponent'] ?? DEFAULT_COMPONENT_SPACING);
      return packLayouts(results, spacing);
    },
  };
}
