import { filterDirection } from '../../src/domain/graph/filter-direction.ts';
import { buildLineageGraph } from '../../src/domain/graph/lineage-graph.ts';
import type { MqLineageGraph } from '../../src/domain/marquez-shapes.ts';
import { elkOptionsFor } from '../../src/layout/elk-options.ts';
import type { NodeBox } from '../../src/layout/layout-engine.ts';
import { createMainThreadLayoutEngine } from '../../src/layout/main-thread-layout-engine.ts';
import { canvasElkGraph } from './synthetic-graph.ts';

/** A view the browser benchmark opens: the canvas at `/lineage?node=…&depth=…&dir=full`. */
export interface BenchView {
  focus: string;
  depth: number;
}

export function viewPath(view: BenchView): string {
  return `/lineage?node=${encodeURIComponent(view.focus)}&depth=${view.depth}&dir=full`;
}

/**
 * Where every node of the view must end up: the same `/lineage` answer the page gets, through the same domain
 * graph, ELK input and ELK options (`elkOptionsFor`) the canvas uses (ELK is deterministic). The page is "drawn" when the nodes in
 * its viewport sit at exactly these positions; without it, a node culled by `onlyRenderVisibleElements` and a node
 * not drawn yet look the same.
 */
export async function expectedLayout(baseUrl: string, view: BenchView): Promise<Record<string, NodeBox>> {
  const url = `${baseUrl}/api/v1/lineage?nodeId=${encodeURIComponent(view.focus)}&depth=${view.depth}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  const answer = (await response.json()) as MqLineageGraph;
  const graph = filterDirection(buildLineageGraph(answer, { focusId: view.focus }), view.focus, 'full');
  if (graph.nodes.size === 0) throw new Error(`the emulator has no lineage for ${view.focus}`);
  // Not disposed: elk.bundled's in-process "worker" has no terminate(), so dispose() would reject unhandled.
  const layout = await createMainThreadLayoutEngine().layout(canvasElkGraph(graph), { layoutOptions: { ...elkOptionsFor(graph.nodes.size) } });
  return layout.nodes;
}
