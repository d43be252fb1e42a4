import { splitTransformations } from '../column-lineage/split-transformations.ts';
import type { Declaration } from './declared-lineage.ts';
import type { WalkPoint } from './trace-collector.ts';
import type { WalkContext } from './walk-context.ts';

/** Where a column hop comes from, for a person: whose facet, which input, and how the job was told. */
export function declarationEvidence(d: Declaration, outputName: string, output: string): string {
  const what = `${output} ← ${d.input.name}.${d.input.field}`;
  const source =
    d.source === 'marquez' ? `Marquez column lineage of ${outputName}: ${what} (no transformation detail)` : `columnLineage facet of ${outputName}: ${what}`;
  return `${source}; job: ${d.attribution}`;
}

/**
 * Records one declared input → output column: a hop credited to the declaring job when the input is a source of the
 * value (DIRECT), an influencer for its INDIRECT uses; the walk continues at `next`. True when a hop was recorded.
 */
export function recordDeclaration(ctx: WalkContext, d: Declaration, from: WalkPoint, to: WalkPoint, next: WalkPoint, evidence: string): boolean {
  const { direct, indirect } = splitTransformations(d.input.transformations);
  if (direct) {
    ctx.out.hop('hop', from, to, d.jobId, 'column', direct, evidence);
    ctx.enqueue({ ...next, mode: 'full' });
  }
  if (indirect.length > 0) ctx.out.hop('influencer', from, to, d.jobId, 'column', indirect, evidence);
  return direct !== null;
}
