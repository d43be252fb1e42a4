import type { QueryClient } from '@tanstack/react-query';
import { buildEvidenceIndex } from '../domain/evidence/evidence-index.ts';
import { buildImpact } from '../domain/impact/build-impact.ts';
import type { ImpactRow } from '../domain/impact/impact-types.ts';
import { datasetNodeId } from '../domain/node-id.ts';
import type { TraceResult } from '../domain/trace/trace-types.ts';
import { TraceTargetNotFound } from '../domain/trace/trace-target.ts';
import { stitchLinks, type StitchDecision } from '../domain/stitching/stitch-policy.ts';
import { acceptedStitchesQueryOptions } from './accepted-stitches-query.ts';
import { computeTrace } from '../domain/trace/trace-computation.ts';
import { loadTraceInputs, type TraceLineageSource } from './trace-inputs.ts';
import type { ReachReadOptions } from './reach-entities.ts';

export interface ImpactRequest {
  namespace: string;
  dataset: string;
  /** null: every field of the dataset, and the dataset's own dataset-level reach. */
  field: string | null;
  inferred: boolean;
  /** Cross accepted boundary breaks at least this sure; null: never stitch (as `trace`). */
  stitchMinConfidence: number | null;
  /** The investigation's stitch decisions (the UI's `acc`/`rej`); the CLI has none. */
  decisions?: Readonly<Record<string, StitchDecision>>;
  source: TraceLineageSource;
  sql: Readonly<Record<string, string>>;
}

export interface ImpactAnswer {
  rows: ImpactRow[];
  traces: TraceResult[];
  /** Entities Marquez refused while loading: the list went on without them. */
  skipped: readonly { kind: string; id: string; status: number; reason: string }[];
}

/**
 * The impact of a field or a dataset through the trace's own path: the stitch policy, `loadTraceInputs` (the one
 * loader the trace panel and `trace` use, through the same query cache) and `computeTrace` downstream, then the
 * evidence index over exactly what that loaded. A dataset's impact walks each of its fields over one load. `reads`:
 * stop reading entities once the list is no longer wanted, and say how far the reads are.
 */
export async function loadImpact(queryClient: QueryClient, req: ImpactRequest, reads: ReachReadOptions = {}): Promise<ImpactAnswer> {
  const { view, since, until } = req.source;
  const stitches =
    req.stitchMinConfidence === null
      ? []
      : await queryClient.fetchQuery(
          acceptedStitchesQueryOptions({ source: { view, since, until }, decisions: req.decisions ?? {}, minConfidence: req.stitchMinConfidence }),
        );
  const startId = datasetNodeId({ namespace: req.namespace, name: req.dataset });
  const links = stitchLinks(stitches);
  const inputs = await loadTraceInputs(queryClient, startId, 'downstream', links, req.source, req.sql, reads);
  const start = inputs.datasets.find((d) => datasetNodeId(d) === startId);
  if (!start && !inputs.lineage.graph.some((n) => n.id === startId))
    throw new TraceTargetNotFound('dataset-not-found', `Dataset "${req.dataset}" in namespace "${req.namespace}" is not in the lineage.`);
  const fields = req.field !== null ? [req.field] : [...new Set((start?.fields ?? []).map((f) => f.name))];
  const options = { directions: ['downstream'] as const, inferred: req.inferred, stitches };
  const traces = fields.map((field) => computeTrace(inputs, { namespace: req.namespace, dataset: req.dataset, field }, options).downstream!);
  const evidence = buildEvidenceIndex({ ...inputs, staleRuns: inputs.lineage.runLevel?.staleRuns ?? [] });
  const schemas = new Map(inputs.datasets.map((d) => [datasetNodeId(d), (d.fields ?? []).map((f) => f.name)]));
  const rows = buildImpact({
    start: { namespace: req.namespace, dataset: req.dataset },
    traces,
    ...(req.field === null ? { lineage: inputs.lineage } : {}),
    jobs: inputs.jobs,
    evidence,
    fieldsOf: (namespace, name) => schemas.get(datasetNodeId({ namespace, name })) ?? [],
  });
  return { rows, traces, skipped: inputs.skipped };
}
