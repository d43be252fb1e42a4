import type { ElkNode } from 'elkjs/lib/elk-api';

/**
 * A stable content hash of a layout request: equal graphs (whatever their key order or object identity) and equal
 * options give the same string, so it can key a cache. Positions already present in the input are part of the
 * content (they are hints to ELK), which is the honest choice for a cache key.
 */
export function layoutHash(graph: ElkNode, layoutOptions: Readonly<Record<string, string>> = {}): string {
  return cyrb53(canonicalJson({ graph, layoutOptions }));
}

/** JSON with object keys sorted, so key order never changes the text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

// cyrb53 (public domain): a fast 53-bit string hash, plenty against accidental collisions in a per-tab cache.
function cyrb53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36) + `-${text.length.toString(36)}`;
}
