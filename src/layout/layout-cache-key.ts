import type { ElkNode } from 'elkjs/lib/elk-api';
import { layoutHash } from './graph-hash.ts';

/**
 * Bumped whenever what a stored layout means changes without its input changing (ELK's version, how `readLayout`
 * flattens ELK's answer): every persistent layout cache (the browser's IndexedDB, the server's) keys by it, so an
 * old entry is never read as a new one.
 */
export const LAYOUT_CACHE_VERSION = 'elk-0.12.1-v1';

/**
 * The key of one layout in every cache: the content hash of the ELK input and its options (node sizes, ports,
 * edges and options are all part of it), prefixed by {@link LAYOUT_CACHE_VERSION}. A changed graph never meets an
 * old layout. `contentHash` is that hash when the caller already has it.
 */
export function layoutCacheKey(graph: ElkNode, layoutOptions: Readonly<Record<string, string>>, contentHash = layoutHash(graph, layoutOptions)): string {
  return `${LAYOUT_CACHE_VERSION}:${contentHash}`;
}
