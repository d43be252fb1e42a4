import { statedByDataset, statedByJob, statedByText, statedDatasetReaders, type StatedLineage } from './explicit-lineage.ts';
import type { WalkPoint } from './trace-collector.ts';
import type { WalkContext, WalkItem } from './walk-context.ts';

/**
 * The dataset-level side of explicit lineage in the walk (docs/openlineage-facets.md#explicit-lineage-facet): a job
 * with a lineage facet feeds an output only from the datasets it states — so a bulk job's unstated input × output
 * pairs give no hop — and a view's own facet feeds it with no job. Field-level statements are declarations
 * (`declared-lineage.ts`) and walk like column lineage.
 */

const nameOf = (ctx: WalkContext, id: string): string => ctx.index.identity(id)?.name ?? id;

/**
 * The inputs `jobId` states for `outputId`, with the degradation reason and each hop's evidence; null when the job
 * states no lineage (then every input of its events feeds every output, as before).
 */
export function statedJobInputs(
  ctx: WalkContext,
  jobId: string,
  outputId: string,
  field: string | null,
): { inputs: string[]; reason: string; evidence(inputId: string): string } | null {
  const lineage = statedByJob(ctx.index, jobId, outputId);
  if (!lineage) return null;
  const jobName = ctx.index.job(jobId)?.name ?? jobId;
  const out = nameOf(ctx, outputId);
  const inputs = [...lineage.datasets.keys()];
  const reason =
    inputs.length === 0
      ? `${jobName}'s lineage facet names no input for ${out}: produced from data no event tracks`
      : field === null
        ? `${jobName}'s lineage facet states ${out}'s inputs without column detail — dataset-level beyond`
        : `${jobName}'s lineage facet gives no column lineage for field "${field}" — dataset-level beyond`;
  return {
    inputs,
    reason,
    evidence: (inputId) =>
      `${jobName}'s lineage facet: ${out} ← ${nameOf(ctx, inputId)} (dataset level; ${statedByText(lineage.datasets.get(inputId)!, lineage, jobName)})`,
  };
}

/** Whether `jobId` states that `inputId` feeds `outputId`; null when the job states no lineage. */
export function jobStatesFlow(ctx: WalkContext, jobId: string, inputId: string, outputId: string): boolean | null {
  const lineage = statedByJob(ctx.index, jobId, outputId);
  return lineage ? lineage.datasets.has(inputId) : null;
}

function viewHop(ctx: WalkContext, view: StatedLineage, viewId: string, inputId: string, from: WalkPoint, to: WalkPoint): void {
  const evidence = `${nameOf(ctx, viewId)}'s own lineage facet: ${nameOf(ctx, viewId)} ← ${nameOf(ctx, inputId)} (dataset level; ${statedByText(view.datasets.get(inputId)!, view, null)})`;
  ctx.out.hop('hop', from, to, null, 'dataset', [], evidence);
}

/**
 * Upstream of a dataset whose own lineage facet says what feeds it: a dataset-level hop from each stated input when
 * the facet gives the field no column lineage (column statements walk as declarations). The number of hops.
 */
export function viewUpstream(ctx: WalkContext, item: WalkItem): number {
  const view = statedByDataset(ctx.index, item.datasetId);
  if (!view || item.mode === 'inferred-only') return 0;
  if (item.field !== null && (view.fields.get(item.field)?.length ?? 0) > 0) return 0;
  const here = { datasetId: item.datasetId, field: item.field };
  for (const inputId of view.datasets.keys()) {
    const from = { datasetId: inputId, field: null };
    viewHop(ctx, view, item.datasetId, inputId, from, here);
    ctx.enqueue({ ...from, mode: 'full' });
  }
  return view.datasets.size;
}

/**
 * Downstream into the views over a dataset: a column hop for each view field stated from the traced field is walked
 * by the caller's declarations; here, a dataset-level hop into each view that states the dataset without the field.
 */
export function viewDownstream(ctx: WalkContext, item: WalkItem, declaredFieldHop: (viewId: string) => boolean): number {
  if (item.mode === 'inferred-only') return 0;
  let hops = 0;
  const here = { datasetId: item.datasetId, field: item.field };
  for (const viewId of statedDatasetReaders(ctx.index, item.datasetId)) {
    if (declaredFieldHop(viewId)) {
      hops++;
      continue;
    }
    const to = { datasetId: viewId, field: null };
    viewHop(ctx, statedByDataset(ctx.index, viewId)!, viewId, item.datasetId, here, to);
    ctx.enqueue({ ...to, mode: 'full' });
    hops++;
  }
  return hops;
}
