// Loaded with a dynamic import() from the trace query only: the walk and the SQL parser behind inferred hops stay
// out of the initial JS.
import type { MqDataset, MqDatasetVersion, MqJob, MqLineageGraph } from '../marquez-shapes.ts';
import type { Side } from '../direction.ts';
import type { Engine } from '../engine/engine-types.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import type { StitchCandidate } from '../stitching/stitch-candidate.ts';
import { createSnapshot } from './lineage-snapshot.ts';
import { indexSnapshot } from './snapshot-index.ts';
import { summarizeImpact, type ImpactGroup } from './summarize-impact.ts';
import { annotateHops } from '../run-lineage/annotate-hops.ts';
import { traceField } from './trace-field.ts';
import { writerLineageByDataset } from './writer-lineage-from-versions.ts';
import type { SkippedEntity, TraceResult } from './trace-types.ts';
import type { DerivedSqlLineage } from '../sql-lineage/derived-types.ts';
import type { ExplicitSources } from './lineage-snapshot.ts';

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

/** Runs the requested walks over the fetched inputs. Throws `TraceTargetNotFound` for an unknown dataset or field. */
export function computeTrace(
  inputs: TraceInputs,
  target: { namespace: string; dataset: string; field: string },
  options: { directions: readonly Side[]; inferred: boolean; stitches: readonly StitchCandidate[] },
): TraceComputation {
  const snapshot = {
    ...createSnapshot(inputs.lineage, inputs.datasets, inputs.jobs, datasetNodeId({ namespace: target.namespace, name: target.dataset })),
    writerLineage: writerLineageByDataset(inputs.versions ?? new Map(), inputs.jobs),
    ...(inputs.derived ? { derived: inputs.derived } : {}),
    ...(inputs.explicitLineage ? { explicitLineage: inputs.explicitLineage } : {}),
  };
  const skipped = inputs.skipped?.length ? { skipped: inputs.skipped.map((s) => ({ ...s })) } : {};
  const run = (direction: Side): TraceResult | null =>
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
