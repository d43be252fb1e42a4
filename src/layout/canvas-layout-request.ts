import type { ElkNode } from 'elkjs/lib/elk-api';
import type { CanvasOptions } from '../domain/graph/canvas-pipeline.ts';
import { isMoreNodeId } from '../domain/graph/reduced-graph.ts';
import { DEFAULT_NODE_SIZES } from '../domain/graph/to-elk-graph.ts';
import type { InvestigationParams } from '../lib/investigation-params.ts';
import { elkOptionsFor } from './elk-options.ts';

/** What the canvas asks ELK for: the pipeline's ELK input and the options for its size (the layout cache key's two halves). */
export interface CanvasLayoutRequest {
  elk: ElkNode;
  options: Readonly<Record<string, string>>;
}

/**
 * The pipeline's last stage: ELK's input and options. The page's layout query, the server's first view and the
 * benchmark's expected positions all go through it, so their layout cache keys (layout-cache-key.ts) agree.
 */
export function canvasLayoutRequest(elk: ElkNode): CanvasLayoutRequest {
  const children = elk.children ?? [];
  return {
    elk,
    options: elkOptionsFor(
      children.length,
      children.some((child) => isMoreNodeId(child.id)),
    ),
  };
}

/**
 * The canvas options of a plain link (src/lib/first-view.ts), as the server's first view and the benchmark predict
 * the page's first drawing: no node details yet (the page asks for them once it has drawn), nothing expanded, no
 * trace, no present-mode fold, and the selection — the focus when the link names none, as the page selects it —
 * pinned where the cap or grouping could hide it.
 */
export function plainLinkCanvasOptions(params: InvestigationParams, focus: string): CanvasOptions {
  return {
    focusId: focus,
    direction: params.dir,
    more: [],
    stitches: [],
    exp: [],
    traced: [],
    enrich: false,
    fold: null,
    reduce: { groupBy: params.group, revealed: new Set(params.reveal), opened: new Set(params.open), uncapped: params.all, selectedId: params.sel ?? focus },
    sizes: DEFAULT_NODE_SIZES,
  };
}
