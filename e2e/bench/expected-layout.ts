import { createMarquezClient } from '../../src/api/client.ts';
import { loadRunLineage } from '../../src/investigation/run-lineage.ts';
import { clientSource } from '../../src/investigation/run-source.ts';
import { canvasModel } from '../../src/domain/graph/canvas-pipeline.ts';
import { elkOptionsFor } from '../../src/layout/elk-options.ts';
import type { NodeBox } from '../../src/layout/layout-engine.ts';
import { createMainThreadLayoutEngine } from '../../src/layout/main-thread-layout-engine.ts';
import { GRAPH_NODE_SIZES } from '../../src/features/graph/graph-sizes.ts';

/** A view the browser benchmark opens: the canvas at `/lineage?node=…&depth=…&dir=full`. */
export interface BenchView {
  focus: string;
  depth: number;
}

export function viewPath(view: BenchView): string {
  return `/lineage?node=${encodeURIComponent(view.focus)}&depth=${view.depth}&dir=full`;
}

/**
 * Where every node of the view must end up: the answer the page loads (run-level lineage, its default, through the
 * same gateway), through the same canvas pipeline (src/domain/graph/canvas-pipeline.ts) and ELK options the canvas
 * uses (ELK is deterministic). The page is "drawn" when the nodes in its viewport sit at exactly these positions;
 * without it, a node the canvas does not mount (off the view) and a node not drawn yet look the same.
 */
export async function expectedLayout(baseUrl: string, view: BenchView): Promise<Record<string, NodeBox>> {
  const client = createMarquezClient({ baseUrl: `${baseUrl}/api/v1` });
  const { graph: answer } = await loadRunLineage(clientSource(client), { nodeId: view.focus, depth: view.depth });
  const model = canvasModel(
    { primary: answer, expansions: [] },
    { datasets: new Map(), jobs: new Map() },
    {
      focusId: view.focus,
      direction: 'full',
      more: [],
      stitches: [],
      expanded: new Set(),
      reduce: { groupBy: null, revealed: new Set(), keep: new Set([view.focus]), uncapped: true },
      sizes: GRAPH_NODE_SIZES,
    },
  );
  if (model.graph.nodes.size === 0) throw new Error(`the emulator has no lineage for ${view.focus}`);
  // Not disposed: elk.bundled's in-process "worker" has no terminate(), so dispose() would reject unhandled.
  const layout = await createMainThreadLayoutEngine().layout(model.elkInput, { layoutOptions: { ...elkOptionsFor(model.elkInput.children?.length ?? 0) } });
  return layout.nodes;
}
