import { splitTransformations } from '../column-lineage/split-transformations.ts';
import type { Declaration } from './declared-lineage.ts';
import type { WalkPoint } from './trace-collector.ts';
import type { WalkContext } from './walk-context.ts';

// A table of the job's SQL that matched none of its datasets gives no hop; the hops that do come from the SQL say so.
const unmappedNote = (d: Declaration): string =>
  d.unmapped && d.unmapped.length > 0 ? `; the SQL also reads ${d.unmapped.join(', ')}, which the job's events do not name: no hop from there` : '';

/** Where a column hop comes from, for a person: whose facet, which input, and how the job was told. */
export function declarationEvidence(d: Declaration, outputName: string, output: string): string {
  const what = `${output} ← ${d.input.name}.${d.input.field}`;
  if (d.source === 'derived') {
    // The output column's expression as the SQL writes it: `amount_usd = o.amount * r.rate`.
    const how = [...new Set(d.input.transformations.flatMap((t) => (t.description ? [`${output} = ${t.description}`] : [])))];
    return `derived from ${d.attribution}: ${what}${how.length > 0 ? ` (${how.join('; ')})` : ''}${unmappedNote(d)}`;
  }
  if (d.source === 'explicit') return `${d.attribution}: ${what}; ${d.stated ?? 'stated explicitly'}`;
  const source =
    d.source === 'marquez' ? `Marquez column lineage of ${outputName}: ${what} (no transformation detail)` : `columnLineage facet of ${outputName}: ${what}`;
  return `${source}; job: ${d.attribution}`;
}

/** Evidence of a dataset-wide dependency (facet `dataset[]`, or a derived filter/join/group by on every column). */
export function datasetWideEvidence(d: Declaration, outputName: string): string {
  if (d.source === 'derived')
    return `derived from ${d.attribution}: ${outputName} depends on ${d.input.name}.${d.input.field} (dataset-wide)${unmappedNote(d)}`;
  if (d.source === 'explicit')
    return `${d.attribution}: ${outputName} depends on ${d.input.name}.${d.input.field} (dataset-wide); ${d.stated ?? 'stated explicitly'}`;
  return `columnLineage facet of ${outputName}: dataset-wide dependency; job: ${d.attribution}`;
}

/** Reported column lineage is `column`; lineage derived from the job's SQL is `derived`. */
export function declarationLevel(d: Declaration): 'column' | 'derived' {
  return d.source === 'derived' ? 'derived' : 'column';
}

/**
 * Records one declared input → output column: a hop credited to the declaring job when the input is a source of the
 * value (DIRECT), an influencer for its INDIRECT uses; the walk continues at `next`. True when a hop was recorded.
 */
export function recordDeclaration(ctx: WalkContext, d: Declaration, from: WalkPoint, to: WalkPoint, next: WalkPoint, evidence: string): boolean {
  const { direct, indirect } = splitTransformations(d.input.transformations);
  const level = declarationLevel(d);
  if (direct) {
    ctx.out.hop('hop', from, to, d.jobId, level, direct, evidence);
    ctx.enqueue({ ...next, mode: 'full' });
  }
  if (indirect.length > 0) ctx.out.hop('influencer', from, to, d.jobId, level, indirect, evidence);
  return direct !== null;
}
