import { createHash } from 'node:crypto';
import { validateLineageAnswer } from '../api/get-lineage.ts';
import { canvasModel, type CanvasModel } from '../domain/graph/canvas-pipeline.ts';
import type { MqLineageGraph } from '../domain/marquez-shapes.ts';
import { createBoundedCache } from '../layout/bounded-cache.ts';
import { canvasLayoutRequest, plainLinkCanvasOptions, type CanvasLayoutRequest } from '../layout/canvas-layout-request.ts';
import type { FirstViewQuery } from '../lib/first-view.ts';
import { parseInvestigationParams } from '../lib/investigation-params.ts';

/**
 * What the page's canvas will ask ELK for on its first drawing of this answer, with the model it comes from, or null
 * when it draws nothing: the same pipeline, whole, with the options a plain link's page starts with
 * (canvas-layout-request.ts), so the layout cache key is the page's.
 */
export function firstDrawingModel(answer: MqLineageGraph, query: FirstViewQuery, search: string): { model: CanvasModel; request: CanvasLayoutRequest } | null {
  const model = canvasModel(
    { primary: answer, expansions: [] },
    { datasets: new Map(), jobs: new Map() },
    plainLinkCanvasOptions(parseInvestigationParams(search), query.nodeId),
  );
  return (model.elkInput.children?.length ?? 0) === 0 ? null : { model, request: canvasLayoutRequest(model.elkInput) };
}

/**
 * The first drawings of answers too big to embed, by a hash of the answer and the link: a re-visit finds its layout
 * without running the pipeline over 10,000 nodes again (~0.5 s of CPU).
 */
const bigDrawings = createBoundedCache<CanvasLayoutRequest | null>({ maxEntries: 16, maxBytes: Number.POSITIVE_INFINITY });

/** A body through the browser's own gate (`validateLineageAnswer`: the same refusals, the same value), or null. */
function gated(text: string, query: FirstViewQuery): MqLineageGraph | null {
  try {
    return validateLineageAnswer(query, JSON.parse(text));
  } catch {
    // Refused or not JSON: the page's own read says why; nothing to lay out.
    return null;
  }
}

/**
 * The first drawing's layout request of a `/lineage` body as Marquez sent it; null when the gate refuses it or
 * nothing is drawn. `answer` is the body already through the gate, when the caller has it.
 */
export function firstDrawingOfBody(text: string, query: FirstViewQuery, search: string, answer?: MqLineageGraph): CanvasLayoutRequest | null {
  const hash = createHash('sha1').update(`${query.nodeId}\u0000${query.depth}\u0000${search}\u0000`).update(text).digest('hex');
  let request = bigDrawings.get(hash);
  if (request === undefined) {
    const graph = answer ?? gated(text, query);
    request = graph === null ? null : (firstDrawingModel(graph, query, search)?.request ?? null);
    bigDrawings.set(hash, request, 1);
  }
  return request;
}
