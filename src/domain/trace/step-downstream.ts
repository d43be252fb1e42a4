import type { DatasetColumnLineage } from '../column-lineage/column-lineage-types.ts';
import { readColumnLineage } from '../column-lineage/read-column-lineage.ts';
import { splitTransformations } from '../column-lineage/split-transformations.ts';
import type { SnapshotIndex } from './snapshot-index.ts';
import { degradationReason, unmentionedInputReason } from './degradation-reason.ts';
import { inferDownstream } from './infer-hops.ts';
import { peerField, type WalkContext, type WalkItem } from './walk-context.ts';

function mentions(index: SnapshotIndex, lineage: DatasetColumnLineage, datasetId: string): boolean {
  const all = [...[...lineage.fields.values()].flat(), ...lineage.dataset];
  return all.some((i) => index.resolve(i.namespace, i.name) === datasetId);
}

/**
 * One downstream (impact) step from `item`: stitched peers, then for every job reading the dataset and every
 * dataset it writes, the output columns whose reported lineage uses the field; dataset-level hops (and a
 * degradation, and inferred hops) when the output reports no column lineage covering this input. Records a sink.
 */
export function stepDownstream(ctx: WalkContext, item: WalkItem): void {
  const { index, out } = ctx;
  const here = { datasetId: item.datasetId, field: item.field };
  const info = index.dataset(item.datasetId);
  let downstreamHops = 0;

  for (const peer of index.peers(item.datasetId)) {
    const to = { datasetId: peer.id, field: peerField(ctx, peer.id, item.field) };
    if (out.hop('hop', here, to, null, 'stitched', [], peer.evidence)) ctx.enqueue({ ...to, mode: item.mode });
    downstreamHops++;
  }

  for (const jobId of index.consumers(item.datasetId)) {
    const job = index.job(jobId);
    for (const outputId of index.outputs(jobId)) {
      const output = index.dataset(outputId);
      const lineage = readColumnLineage(output?.details);
      if (item.field !== null && lineage && mentions(index, lineage, item.datasetId)) {
        const evidence = lineage.source === 'facet' ? `columnLineage facet of ${output?.name ?? outputId}` : `Marquez column lineage of ${output?.name ?? outputId} (no transformation detail)`;
        for (const [outField, inputs] of lineage.fields) {
          for (const input of inputs) {
            if (input.field !== item.field || index.resolve(input.namespace, input.name) !== item.datasetId) continue;
            const to = { datasetId: outputId, field: outField };
            const { direct, indirect } = splitTransformations(input.transformations);
            if (direct) {
              out.hop('hop', here, to, jobId, 'column', direct, `${evidence}: ${outField} ← ${input.name}.${input.field}`);
              ctx.enqueue({ ...to, mode: 'full' });
              downstreamHops++;
            }
            if (indirect.length > 0) out.hop('influencer', here, to, jobId, 'column', indirect, `${evidence}: ${outField} ← ${input.name}.${input.field}`);
          }
        }
        for (const input of lineage.dataset) {
          if (input.field !== item.field || index.resolve(input.namespace, input.name) !== item.datasetId) continue;
          out.hop('influencer', here, { datasetId: outputId, field: null }, jobId, 'column', input.transformations, `${evidence}: dataset-wide dependency`);
        }
      } else {
        if (outputId === item.datasetId && item.field === null) continue;
        if (item.field !== null || !lineage) {
          const reason = lineage ? unmentionedInputReason(job, info?.name ?? item.datasetId) : degradationReason(job, null, item.field);
          out.degradation(outputId, jobId, reason);
        }
        if (item.mode === 'inferred-only') continue;
        const to = { datasetId: outputId, field: null };
        out.hop('hop', here, to, jobId, 'dataset', [], `${job?.name ?? jobId} reads ${info?.name ?? item.datasetId} and writes ${output?.name ?? outputId} (dataset-level lineage)`);
        ctx.enqueue({ ...to, mode: 'full' });
        downstreamHops++;
        if (ctx.inferred && item.field !== null && job && info && output) {
          for (const link of inferDownstream(job, info, item.field, output)) {
            if (out.hop('hop', here, link.downstream, jobId, 'inferred', [], `inferred, not reported: ${link.evidence}`)) {
              ctx.enqueue({ ...link.downstream, mode: 'inferred-only' });
            }
          }
        }
      }
    }
  }

  if (downstreamHops === 0 && item.mode === 'full') out.root(here);
}
