// Loaded with a dynamic import() from the trace query only: the walk, the SQL parser behind inferred hops and the
// stitching rules stay out of the initial JS.
import type { MqDataset, MqDatasetVersion, MqJob, MqLineageGraph } from '../domain/marquez-shapes.ts';
import type { Engine } from '../domain/engine/engine-types.ts';
import { datasetNodeId, jobNodeId } from '../domain/node-id.ts';
import type { Catalog } from '../domain/stitching/catalog.ts';
import { findStitchCandidates } from '../domain/stitching/find-stitch-candidates.ts';
import type { StitchCandidate } from '../domain/stitching/stitch-candidate.ts';
import { createSnapshot } from '../domain/trace/lineage-snapshot.ts';
import { indexSnapshot } from '../domain/trace/snapshot-index.ts';
import { summarizeImpact, type ImpactGroup } from '../domain/trace/summarize-impact.ts';
import { annotateHops } from '../domain/run-lineage/annotate-hops.ts';
import { traceField } from '../domain/trace/trace-field.ts';
import { writerLineageByDataset } from '../domain/trace/writer-lineage-from-versions.ts';
import type { TraceResult } from '../domain/trace/trace-types.ts';
import type { DerivedSqlLineage } from '../domain/sql-lineage/derived-types.ts';
import type { SkippedEntity } from './trace-inputs.ts';
import type { ExplicitSources } from '../domain/trace/lineage-snapshot.ts';
import { acceptedStitches, type StitchDecision } from '../domain/stitching/stitch-policy.ts';

export interface TraceInputs {
  lineage: MqLineageGraph;
  datasets: readonly MqDataset[];
  jobs: readonly MqJob[];
  /** Newest versions of the multi-writer datasets on the walk, by dataset nodeId: each writer's own facet is in them. */
  versions?: ReadonlyMap<string, readonly MqDatasetVersion[]>;
  /** Column lineage derived from each SQL job's SQL, by job nodeId (issue 18). */
  derived?: ReadonlyMap<string, DerivedSqlLineage>;
  /** Each stating job's explicit lineage facets, declared and observed told apart, by job nodeId. */
  explicitLineage?: ReadonlyMap<string, ExplicitSources>;
  /** Entities Marquez refused: the walk went on without their details, and the result says so. */
  skipped?: readonly SkippedEntity[];
}

export interface TraceComputation {
  target: { namespace: string; dataset: string; field: string };
  upstream: TraceResult | null;
  downstream: TraceResult | null;
  /** The downstream trace as impact: affected datasets grouped by engine, with each writer's last run. */
  impact: readonly ImpactGroup[];
  /** Engine of every job on either trace, by job nodeId, for the hop labels. */
  jobEngines: Readonly<Record<string, Engine>>;
  /** The accepted stitches the trace was allowed to cross (empty with stitching off). */
  stitches: readonly StitchCandidate[];
}

/** Accepted stitch candidates of a catalog under the person's decisions. */
export function acceptedCandidates(catalog: Catalog, decisions: Readonly<Record<string, StitchDecision>>, minConfidence?: number): StitchCandidate[] {
  return acceptedStitches(findStitchCandidates(catalog), decisions, minConfidence);
}

/** Runs the requested walks over the fetched inputs. Throws `TraceTargetNotFound` for an unknown dataset or field. */
export function computeTrace(
  inputs: TraceInputs,
  target: { namespace: string; dataset: string; field: string },
  options: { directions: readonly ('upstream' | 'downstream')[]; inferred: boolean; stitches: readonly StitchCandidate[] },
): TraceComputation {
  const snapshot = {
    ...createSnapshot(inputs.lineage, inputs.datasets, inputs.jobs, datasetNodeId({ namespace: target.namespace, name: target.dataset })),
    writerLineage: writerLineageByDataset(inputs.versions ?? new Map(), inputs.jobs),
    ...(inputs.derived ? { derived: inputs.derived } : {}),
    ...(inputs.explicitLineage ? { explicitLineage: inputs.explicitLineage } : {}),
  };
  const skipped = inputs.skipped?.length ? { skipped: inputs.skipped.map((s) => ({ ...s })) } : {};
  const run = (direction: 'upstream' | 'downstream'): TraceResult | null =>
    options.directions.includes(direction)
      ? { ...annotateHops(traceField(snapshot, target, { direction, inferred: options.inferred, stitches: options.stitches }), snapshot.graph), ...skipped }
      : null;
  const upstream = run('upstream');
  const downstream = run('downstream');
  const index = indexSnapshot(snapshot);
  const jobEngines: Record<string, Engine> = {};
  for (const hop of [...(upstream?.hops ?? []), ...(upstream?.influencers ?? []), ...(downstream?.hops ?? []), ...(downstream?.influencers ?? [])]) {
    if (!hop.job) continue;
    const id = jobNodeId(hop.job);
    jobEngines[id] ??= index.job(id)?.engine.engine ?? 'other';
  }
  return {
    target,
    upstream,
    downstream,
    impact: downstream ? summarizeImpact(downstream, snapshot) : [],
    jobEngines,
    stitches: options.stitches,
  };
}
