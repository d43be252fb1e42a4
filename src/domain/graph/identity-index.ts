import type { Facets } from '../marquez-shapes.ts';
import { readArray, readRecord, readString } from '../facets/read-facet.ts';

export interface IdentitySource {
  /** The dataset's nodeId in the graph (its primary identity). */
  id: string;
  namespace: string;
  name: string;
  facets?: Facets | null;
}

export interface IdentityPeer {
  id: string;
  /** Why the two are the same data, e.g. `symlink TABLE hive://metastore:9083 db.orders`. */
  evidence: string;
}

export interface IdentityIndex {
  /** The dataset nodeId an identity names, primary identities first, then symlink aliases; undefined if unknown. */
  resolve(namespace: string, name: string): string | undefined;
  /** Other datasets that share an identity with this one (symlinks Marquez did not merge, #2738). */
  peers(datasetId: string): readonly IdentityPeer[];
}

// Older Spark events put a leading `/` on object-store paths (docs/openlineage-facets.md#dataset-naming), so identities
// compare without it.
function key(namespace: string, name: string): string {
  return `${namespace}\u0000${name.replace(/^\/+/, '')}`;
}

function symlinks(facets: Facets | null | undefined): { namespace: string; name: string; type: string }[] {
  return readArray(readRecord(facets, 'symlinks'), 'identifiers').flatMap((raw) => {
    const namespace = readString(raw, 'namespace');
    const name = readString(raw, 'name');
    return namespace && name ? [{ namespace, name, type: readString(raw, 'type') ?? 'SYMLINK' }] : [];
  });
}

/**
 * Resolves dataset identities (primary or `symlinks` facet aliases) to graph nodeIds, and finds datasets that share
 * an identity without being merged. Column lineage names inputs by whichever identity the producer used.
 */
export function buildIdentityIndex(datasets: Iterable<IdentitySource>): IdentityIndex {
  const primary = new Map<string, string>();
  const owners = new Map<string, { id: string; evidence: string }[]>();
  const claim = (k: string, id: string, evidence: string): void => {
    const list = owners.get(k) ?? [];
    if (!list.some((o) => o.id === id)) list.push({ id, evidence });
    owners.set(k, list);
  };
  for (const d of datasets) {
    const k = key(d.namespace, d.name);
    if (!primary.has(k)) primary.set(k, d.id);
    claim(k, d.id, `identity ${d.namespace} ${d.name}`);
    for (const s of symlinks(d.facets)) claim(key(s.namespace, s.name), d.id, `symlink ${s.type} ${s.namespace} ${s.name}`);
  }
  const peerMap = new Map<string, IdentityPeer[]>();
  for (const list of owners.values()) {
    for (const a of list) {
      for (const b of list) {
        if (a.id === b.id) continue;
        const peers = peerMap.get(a.id) ?? [];
        if (!peers.some((p) => p.id === b.id)) peers.push({ id: b.id, evidence: `${a.evidence} = ${b.evidence}` });
        peerMap.set(a.id, peers);
      }
    }
  }
  return {
    resolve: (namespace, name) => primary.get(key(namespace, name)) ?? owners.get(key(namespace, name))?.[0]?.id,
    peers: (id) => peerMap.get(id) ?? [],
  };
}

/** Identity sources of every dataset node, with facets from the dataset GETs when available. */
export function identitySources(
  nodes: Iterable<{ kind: string; id: string; namespace: string; name: string; details?: { facets?: Facets | null } | null }>,
): IdentitySource[] {
  const out: IdentitySource[] = [];
  for (const n of nodes) {
    if (n.kind === 'dataset') out.push({ id: n.id, namespace: n.namespace, name: n.name, facets: n.details?.facets ?? null });
  }
  return out;
}
