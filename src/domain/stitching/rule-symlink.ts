import type { Catalog, DatasetIdentity } from './catalog.ts';
import { identityKey, indexDatasets } from './catalog.ts';
import { readSymlinks } from './dataset-facets.ts';
import { groupPairs } from './pairs.ts';
import type { ProposedStitch } from './stitch-candidate.ts';
import { showIdentity } from './stitch-candidate.ts';

const HINT_LATE_ALIAS =
  'Marquez ignores a symlink whose identifier already names another dataset (marquez#2738), so the two stay ' +
  'apart. Emit the symlink before the alias is first used (a DatasetEvent at table creation), or have every ' +
  'engine report the same primary identity.';

/**
 * Rule (a): symlink identifiers (TABLE and LOCATION, either direction). A dataset whose `symlinks` facet names
 * another dataset of the catalog is an alias declared too late for Marquez to merge; two datasets declaring the
 * same identifier are two names for one table.
 */
export function symlinkStitches(catalog: Catalog): ProposedStitch[] {
  const index = indexDatasets(catalog);
  const out: ProposedStitch[] = [];
  const claimants = new Map<string, { alias: DatasetIdentity; type: string; owners: DatasetIdentity[] }>();

  for (const { ref, dataset } of index.values()) {
    const ownKey = identityKey(ref);
    for (const link of readSymlinks(dataset)) {
      const aliasKey = identityKey(link);
      if (aliasKey === ownKey) continue;
      const target = index.get(aliasKey);
      if (target) {
        out.push({
          x: ref,
          y: target.ref,
          rule: 'symlink',
          confidence: 0.95,
          hint: HINT_LATE_ALIAS,
          evidence: `${showIdentity(ref)} declares a ${link.type} symlink to ${showIdentity(link)}, which Marquez keeps as a separate dataset`,
        });
      }
      let group = claimants.get(aliasKey);
      if (!group) claimants.set(aliasKey, (group = { alias: link, type: link.type, owners: [] }));
      if (!group.owners.some((o) => identityKey(o) === ownKey)) group.owners.push(ref);
    }
  }

  for (const { alias, type, owners } of claimants.values()) {
    for (const [i, j] of groupPairs(owners.length)) {
      const x = owners[i];
      const y = owners[j];
      if (!x || !y) continue;
      out.push({
        x,
        y,
        rule: 'symlink',
        confidence: 0.9,
        hint: HINT_LATE_ALIAS,
        evidence: `both declare the ${type} symlink ${showIdentity(alias)}`,
      });
    }
  }
  return out;
}
