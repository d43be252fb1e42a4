import type { Catalog } from '../domain/stitching/catalog.ts';
import { findStitchCandidates } from '../domain/stitching/find-stitch-candidates.ts';
import type { StitchCandidate } from '../domain/stitching/stitch-candidate.ts';
import { table, termSafe } from './catalog-cli.ts';

function showRef(ref: { namespace: string; name: string }): string {
  return `${ref.namespace} ${ref.name}`;
}

/** The boundaries CLI output: the candidate list as JSON (an array), or a table with each candidate's why and fix. */
export function renderBoundaries(catalog: Catalog, json: boolean): string {
  const candidates: StitchCandidate[] = findStitchCandidates(catalog);
  if (json) return JSON.stringify(candidates, null, 2);
  const scope = `${catalog.datasets.length} datasets, ${catalog.jobs.length} jobs`;
  if (candidates.length === 0) return `No boundary breaks found (${scope}): every look-alike dataset pair is already connected.`;
  const rows = candidates.map((c, i) => [String(i + 1), c.rule, c.confidence.toFixed(2), showRef(c.a), showRef(c.b)]);
  const details = candidates.map((c, i) => `${i + 1}. why: ${termSafe(c.evidence)}\n   fix: ${termSafe(c.hint)}`);
  return [
    `${candidates.length} stitch candidate${candidates.length === 1 ? '' : 's'} (${scope}):`,
    '',
    table(['#', 'rule', 'conf', 'a (written)', 'b (read)'], rows),
    '',
    ...details,
  ].join('\n');
}
