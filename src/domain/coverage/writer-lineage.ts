import type { MqDataset } from '../marquez-shapes.ts';
import { isRecord, readRecord } from '../facets/read-facet.ts';
import type { DatasetIdentity } from '../stitching/catalog.ts';
import type { CatalogResolver } from '../stitching/catalog-resolver.ts';
import { matchFacetName } from '../stitching/facet-name-match.ts';
import type { OutputLineage } from './output-lineage.ts';
import { fromFacet, fromMarquez, mergeOutputLineage } from './output-lineage.ts';

/** A job that writes the output, with the inputs its runs read. */
export interface Writer {
  key: string;
  inputs: readonly DatasetIdentity[];
}

const fromKey = (key: string): DatasetIdentity => {
  const [namespace = '', name = ''] = key.split('\u0000');
  return { namespace, name };
};

// How well a facet's inputs match a writer's: 1 per input the writer reads as named, else the confidence of the
// best name match (a facet may name an input by a shorter or longer spelling than the event, Spark's habit).
function score(facet: OutputLineage, writer: Writer, r: CatalogResolver): number {
  const exact = new Set(writer.inputs.map((i) => r.canonical(`${i.namespace}\u0000${i.name}`)));
  let total = 0;
  for (const k of facet.inputDatasets) {
    if (exact.has(r.canonical(k))) total += 1;
    else total += Math.max(0, ...writer.inputs.map((i) => matchFacetName(fromKey(k), i)?.confidence ?? 0));
  }
  return total;
}

/**
 * Each writer's share of an output's column lineage (docs/marquez-behaviours.md, "Column lineage"). The raw facet is
 * the current version's — one writer's: it goes to the writer whose inputs it names best (every writer when it names
 * none, or they tie). Marquez's accumulated `columnLineage` holds every writer's: each edge goes to the writers that
 * read its input (to the only writer when none does).
 */
export function writerLineages(dataset: MqDataset, writers: readonly Writer[], r: CatalogResolver): Map<string, OutputLineage | null> {
  const out = new Map<string, OutputLineage | null>(writers.map((w) => [w.key, null]));
  if (!isRecord(dataset)) return out;
  const facet = fromFacet(readRecord(dataset.facets, 'columnLineage'));
  if (facet) {
    const scores = writers.map((w) => score(facet, w, r));
    const best = Math.max(0, ...scores);
    writers.forEach((w, i) => {
      if (writers.length === 1 || facet.inputDatasets.size === 0 || (best > 0 && scores[i] === best)) out.set(w.key, facet);
    });
  }
  const accumulated = fromMarquez(dataset.columnLineage);
  if (accumulated) {
    for (const w of writers) {
      const reads = new Set(w.inputs.map((i) => r.canonical(`${i.namespace}\u0000${i.name}`)));
      const mine: OutputLineage = { fields: new Map(), inputDatasets: new Set(), source: 'marquez' };
      for (const [field, inputs] of accumulated.fields) {
        for (const [key, typed] of inputs) {
          const dataset = key.slice(0, key.lastIndexOf('\u0000'));
          if (writers.length > 1 && !reads.has(r.canonical(dataset))) continue;
          const edges = mine.fields.get(field) ?? new Map<string, boolean>();
          edges.set(key, typed);
          mine.fields.set(field, edges);
          mine.inputDatasets.add(dataset);
        }
      }
      if (mine.fields.size > 0) out.set(w.key, mergeOutputLineage(out.get(w.key) ?? null, mine));
    }
  }
  return out;
}
