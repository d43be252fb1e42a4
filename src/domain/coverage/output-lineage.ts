import { isRecord, readArray, readRecord, readString } from '../facets/read-facet.ts';
import { identityKey } from '../stitching/catalog.ts';

/** The column lineage an output dataset carries, reduced to what coverage counts. */
export interface OutputLineage {
  /** Output column → its input fields (`ns\0name\0field`) → whether that edge names a transformation type. */
  fields: Map<string, Map<string, boolean>>;
  /** Identity keys of every input dataset named, column inputs and `dataset[]` alike. */
  inputDatasets: Set<string>;
  source: 'facet' | 'marquez';
}

function addEdge(out: OutputLineage, field: string, ns: string, name: string, column: string, typed: boolean): void {
  let inputs = out.fields.get(field);
  if (!inputs) out.fields.set(field, (inputs = new Map()));
  const key = `${identityKey({ namespace: ns, name })}\u0000${column}`;
  inputs.set(key, (inputs.get(key) ?? false) || typed);
  out.inputDatasets.add(identityKey({ namespace: ns, name }));
}

// A typed edge names how the value was derived: a `transformations[]` entry with a type (facet ≥ 1-1-0) or the
// deprecated per-column `transformationType` (1-0-1, and all Marquez keeps,
// docs/marquez-api.md#per-input-transformations-are-dropped).
export function fromFacet(facet: unknown): OutputLineage | null {
  const fields = readRecord(facet, 'fields');
  if (!fields) return null;
  const out: OutputLineage = { fields: new Map(), inputDatasets: new Set(), source: 'facet' };
  for (const [field, entry] of Object.entries(fields)) {
    const legacyTyped = readString(entry, 'transformationType') !== null;
    if (!out.fields.has(field)) out.fields.set(field, new Map());
    for (const input of readArray(entry, 'inputFields')) {
      const ns = readString(input, 'namespace');
      const name = readString(input, 'name');
      const column = readString(input, 'field');
      if (!ns || !name || !column) continue;
      const typed = legacyTyped || readArray(input, 'transformations').some((t) => readString(t, 'type') !== null);
      addEdge(out, field, ns, name, column, typed);
    }
  }
  for (const input of readArray(facet, 'dataset')) {
    const ns = readString(input, 'namespace');
    const name = readString(input, 'name');
    if (ns && name) out.inputDatasets.add(identityKey({ namespace: ns, name }));
  }
  return out;
}

export function fromMarquez(entries: unknown): OutputLineage | null {
  if (!Array.isArray(entries) || entries.length === 0) return null;
  const out: OutputLineage = { fields: new Map(), inputDatasets: new Set(), source: 'marquez' };
  for (const entry of entries as unknown[]) {
    const field = readString(entry, 'name');
    if (!field || !isRecord(entry)) continue;
    const entryTyped = readString(entry, 'transformationType') !== null;
    if (!out.fields.has(field)) out.fields.set(field, new Map());
    for (const input of readArray(entry, 'inputFields')) {
      const ns = readString(input, 'namespace');
      const name = readString(input, 'dataset');
      const column = readString(input, 'field');
      if (!ns || !name || !column) continue;
      addEdge(out, field, ns, name, column, entryTyped || readString(input, 'transformationType') !== null);
    }
  }
  return out;
}

/** Both lineages as one (an edge is typed when either says so); null when both are. */
export function mergeOutputLineage(a: OutputLineage | null, b: OutputLineage | null): OutputLineage | null {
  if (!a || !b) return a ?? b;
  const out: OutputLineage = { fields: new Map(), inputDatasets: new Set([...a.inputDatasets, ...b.inputDatasets]), source: a.source };
  for (const side of [a, b]) {
    for (const [field, inputs] of side.fields) {
      const merged = out.fields.get(field) ?? new Map<string, boolean>();
      for (const [key, typed] of inputs) merged.set(key, (merged.get(key) ?? false) || typed);
      out.fields.set(field, merged);
    }
  }
  return out;
}
