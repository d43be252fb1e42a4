import { parseColumnLineageFacet } from '../column-lineage/read-column-lineage.ts';
import type { Catalog, DatasetIdentity } from './catalog.ts';
import { catalogJobs, compareIdentities, identityKey, indexDatasets, jobIdentities } from './catalog.ts';
import { catalogResolver } from './catalog-resolver.ts';
import { likelyReportedDataset } from './facet-name-match.ts';
import type { ProposedStitch } from './stitch-candidate.ts';

const HINT =
  "Make the integration name each columnLineage input exactly as the event's inputs name it (same namespace and " +
  'name), or report the other spelling as a symlinks identifier: Marquez drops column lineage whose input the run did not read.';

/**
 * Rule (e): a dataset only a `columnLineage` facet names — no event reports it as an input or output — is proposed as
 * the reported dataset it most likely is (a shorter or longer spelling, other separators, or the same name in another
 * namespace), looked for first among the inputs of the jobs that write the facet's dataset.
 */
export function facetInputStitches(catalog: Catalog): ProposedStitch[] {
  const resolver = catalogResolver(catalog);
  const datasets = indexDatasets(catalog);
  const jobs = catalogJobs(catalog);
  const reported = new Map<string, DatasetIdentity>();
  for (const { ref } of datasets.values()) reported.set(identityKey(ref), ref);
  const writersInputs = new Map<string, DatasetIdentity[]>();
  for (const { job } of jobs) {
    const inputs = jobIdentities(job.inputs);
    for (const ref of [...inputs, ...jobIdentities(job.outputs)]) reported.set(identityKey(ref), ref);
    for (const out of jobIdentities(job.outputs)) {
      const key = resolver.canonical(identityKey(out));
      writersInputs.set(key, [...(writersInputs.get(key) ?? []), ...inputs]);
    }
  }
  // Identity order, not listing order: ties between equally good matches then resolve the same way every time.
  const sorted = (refs: DatasetIdentity[]) => [...new Map(refs.map((r) => [identityKey(r), r])).values()].sort(compareIdentities);
  const all = sorted([...reported.values()]);
  const out: ProposedStitch[] = [];
  const seen = new Set<string>();
  for (const [key, { ref, dataset }] of datasets) {
    const lineage = parseColumnLineageFacet(dataset.facets?.columnLineage);
    if (!lineage) continue;
    for (const input of [...[...lineage.fields.values()].flat(), ...lineage.dataset]) {
      const named = { namespace: input.namespace, name: input.name };
      const k = identityKey(named);
      if (seen.has(k) || reported.has(k) || resolver.dataset(named)) continue;
      seen.add(k);
      const match = likelyReportedDataset(named, sorted(writersInputs.get(resolver.canonical(key)) ?? []), all);
      if (!match) continue;
      out.push({
        x: match.reported,
        y: named,
        rule: 'facet-input',
        confidence: match.confidence,
        hint: HINT,
        evidence: `only the columnLineage facet of ${ref.name} names ${named.namespace} ${named.name} (no event reports it); ${match.evidence}`,
      });
    }
  }
  return out;
}
