import { createHash } from 'node:crypto';
import { validateLineageAnswer } from '../api/get-lineage.ts';
import { canvasModel, type CanvasModel } from '../domain/graph/canvas-pipeline.ts';
import { firstDrawingHandOver } from '../domain/graph/first-drawing-hand-over.ts';
import type { MqLineageGraph } from '../domain/marquez-shapes.ts';
import { createBoundedCache } from '../layout/bounded-cache.ts';
import { layoutCacheKey } from '../layout/layout-cache-key.ts';
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

/** A large answer's first drawing: its layout request, and its hand-over's JSON (null when there is none). */
export interface BigDrawing {
  request: CanvasLayoutRequest;
  /**
   * Computed on the first call, or in the turn after the drawing (whichever comes first): its check runs the
   * pipeline again over the drawn nodes (~0.1 s of CPU at 10,000 nodes), which need not hold up the layout's start.
   */
  handOver: () => string | null;
}

/** `compute` once, on the first call or in the next turn of the event loop; it is dropped once it has run. */
function soonOrOnCall(compute: () => string | null): () => string | null {
  let pending: (() => string | null) | null = compute;
  let value: string | null = null;
  const get = (): string | null => {
    if (pending) {
      const run = pending;
      pending = null;
      value = run();
    }
    return value;
  };
  setImmediate(get);
  return get;
}

/**
 * The hand-over of a capped first drawing (first-drawing-hand-over.ts) as JSON, when the pipeline over it reaches ELK
 * with the very request of the whole answer (the same boxes under the same layout key); null otherwise.
 */
function handOverJson(model: CanvasModel, request: CanvasLayoutRequest, query: FirstViewQuery, search: string): string | null {
  const handOver = firstDrawingHandOver(model.answer, model.reduced);
  if (handOver === null) return null;
  const options = plainLinkCanvasOptions(parseInvestigationParams(search), query.nodeId);
  const drawn = canvasModel(
    { primary: handOver.answer, expansions: [] },
    { datasets: new Map(), jobs: new Map() },
    { ...options, reduce: { ...options.reduce, handedOver: handOver.cap } },
  );
  const same = layoutCacheKey(drawn.elkInput, canvasLayoutRequest(drawn.elkInput).options) === layoutCacheKey(request.elk, request.options);
  return same ? JSON.stringify(handOver) : null;
}

/**
 * The first drawings of answers too big to embed, by a hash of the answer and the link: a re-visit finds its layout
 * without running the pipeline over 10,000 nodes again (~0.5 s of CPU).
 */
const bigDrawings = createBoundedCache<BigDrawing | null>({ maxEntries: 16, maxBytes: Number.POSITIVE_INFINITY });

/** A body through the browser's own gate (`validateLineageAnswer`: the same refusals, the same value), or null. */
function gated(text: string, query: FirstViewQuery): MqLineageGraph | null {
  try {
    return validateLineageAnswer(query, JSON.parse(text));
  } catch {
    // Refused or not JSON: the page's own read says why; nothing to lay out.
    return null;
  }
}

const linkOf = (query: FirstViewQuery, search: string): string => `${query.nodeId}\u0000${query.depth}\u0000${search}\u0000`;
const hashOf = (link: string, text: string): string => createHash('sha1').update(link).update(text).digest('hex');

/**
 * The first drawing of a body already seen for this link (a re-visit), without the gate: undefined when it was not
 * (a 22 MB answer's parse is 0.25 s or more of this thread; its hash ~50 ms), with the hash for
 * {@link firstDrawingOfBody}.
 */
export function seenDrawingOfBody(text: string, query: FirstViewQuery, search: string): { hash: string; drawing: BigDrawing | null | undefined } {
  const hash = hashOf(linkOf(query, search), text);
  return { hash, drawing: bigDrawings.get(hash) };
}

/** The same read's drawing asked for again (its layout started, then the page's hand-over): no second 22 MB hash. */
const byAnswer = new WeakMap<MqLineageGraph, Map<string, BigDrawing | null>>();

/**
 * The first drawing of a `/lineage` body as Marquez sent it: its layout request and hand-over; null when the gate
 * refuses it or nothing is drawn. `answer` is the body already through the gate, when the caller has it; `known`
 * its hash, when {@link seenDrawingOfBody} took it.
 */
export function firstDrawingOfBody(text: string, query: FirstViewQuery, search: string, answer?: MqLineageGraph, known?: string): BigDrawing | null {
  const link = linkOf(query, search);
  const seen = answer ? byAnswer.get(answer)?.get(link) : undefined;
  if (seen !== undefined) return seen;
  const hash = known ?? hashOf(link, text);
  let drawing = bigDrawings.get(hash);
  if (drawing === undefined) {
    const graph = answer ?? gated(text, query);
    const model = graph === null ? null : firstDrawingModel(graph, query, search);
    drawing = model === null ? null : { request: model.request, handOver: soonOrOnCall(() => handOverJson(model.model, model.request, query, search)) };
    bigDrawings.set(hash, drawing, 1);
  }
  if (answer) byAnswer.set(answer, (byAnswer.get(answer) ?? new Map<string, BigDrawing | null>()).set(link, drawing));
  return drawing;
}
