import { createMarquezClient } from '../../src/api/client.ts';
import { loadRunLineage } from '../../src/investigation/run-lineage.ts';
import { clientSource } from '../../src/investigation/run-source.ts';
import { canvasModel } from '../../src/domain/graph/canvas-pipeline.ts';
import { canvasLayoutRequest, plainLinkCanvasOptions } from '../../src/layout/canvas-layout-request.ts';
import { parseInvestigationParams } from '../../src/lib/investigation-params.ts';
import type { NodeBox } from '../../src/layout/layout-engine.ts';
import { createMainThreadLayoutEngine } from '../../src/layout/main-thread-layout-engine.ts';

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
  // The page's own link with "show all" (the figures measure the whole graph; below the cap it changes nothing),
  // through the pipeline and options the server's first view predicts it with.
  const params = parseInvestigationParams(`${new URL(viewPath(view), baseUrl).search}&all=1`);
  const model = canvasModel({ primary: answer, expansions: [] }, { datasets: new Map(), jobs: new Map() }, plainLinkCanvasOptions(params, view.focus));
  if (model.graph.nodes.size === 0) throw new Error(`the emulator has no lineage for ${view.focus}`);
  const request = canvasLayoutRequest(model.elkInput);
  // Not disposed: elk.bundled's in-process "worker" has no terminate(), so dispose() would reject unhandled.
  const layout = await createMainThreadLayoutEngine().layout(request.elk, { layoutOptions: { ...request.options } });
  return layout.nodes;
}
