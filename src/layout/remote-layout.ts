import type { ElkNode } from 'elkjs/lib/elk-api';
import type { LayoutResult } from './layout-engine.ts';
import { isRecord } from '../domain/facets/read-facet.ts';

/** Our server's layout route (src/server/layout-service.ts), beside its other `/api/tributary/*` routes. */
export const REMOTE_LAYOUT_PATH = '/api/tributary/layout';

/**
 * How the server answered (layout-service.ts): `hit` (cached), `miss` (laid out for this request), `running` (joined a
 * layout begun before the request: the headers are sent at once, the body once it is done).
 */
export const REMOTE_LAYOUT_STATE_HEADER = 'x-tributary-layout';

/**
 * Graphs above this are never sent to the server: its ELK runs on its own event loop, and a layout of thousands of
 * nodes (seconds) would hold up every other request; the browser's worker has progress and Cancel for those.
 */
export const REMOTE_LAYOUT_MAX_NODES = 2500;

/**
 * How long the browser waits for the server alone before laying out in its own worker too (a warm 1,000-node ELK:
 * ~0.5 s); the server's answer is still taken if it comes first (cached-layout-engine.ts).
 */
export const REMOTE_LAYOUT_TIMEOUT_MS = 2000;
/**
 * How long a server's answer is waited for at all. The first view's layout of a large view (a 10,000-node view's
 * capped drawing) is often already running on the server when the page asks: giving up on it after
 * {@link REMOTE_LAYOUT_TIMEOUT_MS} laid the same graph out again from scratch in the browser (issue 31).
 */
export const REMOTE_LAYOUT_MAX_WAIT_MS = 60_000;

/** True when `value` is a layout with a box for every node of `graph` (top level and nested). */
export function isLayoutOf(graph: ElkNode, value: unknown): value is LayoutResult {
  if (!isRecord(value) || !isRecord(value.nodes) || !isRecord(value.ports) || !isRecord(value.bends)) return false;
  if (typeof value.width !== 'number' || typeof value.height !== 'number') return false;
  const nodes = value.nodes;
  const covers = (node: ElkNode): boolean =>
    (node.children ?? []).every((child) => {
      const box = nodes[child.id];
      return isRecord(box) && typeof box.x === 'number' && typeof box.y === 'number' && covers(child);
    });
  return covers(graph);
}

/**
 * Asks our server for the layout; null on any failure (no server route, a proxy in between, a timeout, a refusal, an
 * answer that does not cover the graph), so the caller falls back to the browser's worker without a visible error.
 * Rejects only with the caller's own abort.
 */
export async function fetchRemoteLayout(
  graph: ElkNode,
  layoutOptions: Readonly<Record<string, string>>,
  {
    signal,
    timeoutMs = REMOTE_LAYOUT_MAX_WAIT_MS,
    fetchImpl = fetch,
    onRunning,
  }: {
    signal?: AbortSignal;
    timeoutMs?: number;
    fetchImpl?: typeof fetch;
    /** Called when the server says it was already laying this graph out when asked (its headers come first). */
    onRunning?: () => void;
  } = {},
): Promise<LayoutResult | null> {
  if ((graph.children?.length ?? 0) > REMOTE_LAYOUT_MAX_NODES) return null;
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    const res = await fetchImpl(REMOTE_LAYOUT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ graph, layoutOptions }),
      signal: combined,
      // The first draw waits on this answer alone, while a small view's detail GETs (a dozen or more) fill the
      // browser's six connections to our origin: ahead of them in the queue.
      priority: 'high',
    });
    if (!res.ok) return null;
    if (res.headers.get(REMOTE_LAYOUT_STATE_HEADER) === 'running') onRunning?.();
    const body: unknown = await res.json();
    return isLayoutOf(graph, body) ? body : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}
