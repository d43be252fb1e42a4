import type { ElkNode } from 'elkjs/lib/elk-api';
import { withLayerOrder } from './layer-order.ts';

/** The part of elk-api's `layout` message we read: `graph` carries the request's options as its root's own. */
interface LayoutMessage {
  cmd: 'layout';
  graph: ElkNode;
  layoutOptions?: Record<string, string>;
}

const isLayoutMessage = (data: unknown): data is LayoutMessage =>
  typeof data === 'object' && data !== null && (data as { cmd?: unknown }).cmd === 'layout' && typeof (data as { graph?: unknown }).graph === 'object';

/**
 * A message to ELK's worker with our layer order put in (src/layout/layer-order-worker.ts). elk-runner.ts sends the
 * request's options as the root's own (not as ELK's global options), so the root's options decide, as they do when the
 * runner orders on its own thread: the same graph, hence the same layout, whichever engine computes a cache key.
 * Every other message passes unchanged.
 */
export function withLayerOrderMessage(data: unknown): unknown {
  if (!isLayoutMessage(data)) return data;
  const options = { ...data.layoutOptions, ...data.graph.layoutOptions };
  return { ...data, graph: withLayerOrder(data.graph, options) };
}
