import type { ElkNode } from 'elkjs/lib/elk-api';

/** A laid-out node: top-left corner relative to its parent (React Flow's convention for child nodes). */
export interface NodeBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Set when the node is a child of a compound (group) node. */
  parentId?: string;
}

/** A laid-out port, relative to its node's top-left corner. */
export interface PortPoint {
  nodeId: string;
  x: number;
  y: number;
}

/** What a layout produces: plain JSON, so it can cross a worker boundary and sit in a query cache. */
export interface LayoutResult {
  nodes: Record<string, NodeBox>;
  ports: Record<string, PortPoint>;
  /** Bend points of each edge that has any, in root coordinates (ELK's route between its two ends). */
  bends: Record<string, { x: number; y: number }[]>;
  width: number;
  height: number;
}

export interface LayoutRequestOptions {
  /** Aborting rejects the request with an `AbortError`; its result is never delivered (it is stale by definition). */
  signal?: AbortSignal;
  /**
   * ELK options, defaulting to `TRIBUTARY_ELK_OPTIONS`. They replace the root's `layoutOptions` and nothing else:
   * node-level options (an expanded dataset's port constraint) are set on the node itself.
   */
  layoutOptions?: Record<string, string>;
  /**
   * `layoutHash(graph, layoutOptions)` of exactly this request, when the caller already has it (the layout query's
   * key), so the caches in front of ELK do not hash the same input again (~15 ms for 1,000 nodes, on the first
   * draw's path). A wrapper that lays out another graph or options does not pass it on.
   */
  contentHash?: string;
}

/**
 * One way to lay out an ELK graph. The browser uses the Web Worker implementation; Vitest and the benchmark use the
 * main-thread one. Callers never learn which engine ran.
 */
export interface LayoutEngine {
  layout(graph: ElkNode, options?: LayoutRequestOptions): Promise<LayoutResult>;
  /**
   * Starts the engine ahead of the first request (loads ELK, starts its worker, pays its one-off initialisation on
   * a two-node graph), so a page that knows it will draw a graph overlaps that with fetching the data. Never fails.
   */
  warm(): void;
  /** Frees the worker (if any). The engine may be used again afterwards; it restarts lazily. */
  dispose(): void;
}

/** The rejection every engine uses for a cancelled or superseded request. */
export function layoutAbortError(): DOMException {
  return new DOMException('Layout cancelled', 'AbortError');
}

/** True for the rejection of a cancelled layout (ours, or react-query's own cancellation). */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && (error.name === 'AbortError' || error.name === 'CancelledError');
}
