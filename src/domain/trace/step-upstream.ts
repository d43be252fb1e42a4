import { readColumnLineage } from '../column-lineage/read-column-lineage.ts';
import { splitTransformations } from '../column-lineage/split-transformations.ts';
import type { DatasetInfo } from './snapshot-index.ts';
import { degradationReason } from './degradation-reason.ts';
import { inferUpstream } from './infer-hops.ts';
import { peerField, type WalkContext, type WalkItem } from './walk-context.ts';

function lineageEvidence(source: 'facet' | 'marquez', name: string, field: string): string {
  return source === 'facet'
    ? `columnLineage facet of ${name}: ${field}`
    : `Marquez column lineage of ${name}: ${field} (no transformation detail)`;
}

/**
 * One upstream step from `item`: stitched peers, then the reported column lineage of the field; when there is none,
 * dataset-level hops to every input of every producing job, a degradation, and inferred hops. Records a root when
 * nothing lies upstream.
 */
export function stepUpstream(ctx: WalkContext, item: WalkItem): void {
  const { index, out } = ctx;
  const here = { datasetId: item.datasetId, field: item.field };
  const info = index.dataset(item.datasetId);
  let upstreamHops = 0;

  for (const peer of index.peers(item.datasetId)) {
    const from = { datasetId: peer.id, field: peerField(ctx, peer.id, item.field) };
    if (out.hop('hop', from, here, null, 'stitched', [], peer.evidence)) ctx.enqueue({ ...from, mode: item.mode });
    upstreamHops++;
  }

  const producers = index.producers(item.datasetId);
  const lineage = readColumnLineage(info?.details);
  const entry = item.field !== null ? lineage?.fields.get(item.field) : undefined;

  if (lineage && entry && item.field !== null) {
    for (const input of entry) {
      const inputId = index.resolve(input.namespace, input.name);
      const readers = producers.filter((p) => index.inputs(p).includes(inputId));
      const jobs = readers.length > 0 ? readers : producers.length === 1 ? producers : [null];
      const from = { datasetId: inputId, field: input.field };
      const { direct, indirect } = splitTransformations(input.transformations);
      const evidence = lineageEvidence(lineage.source, info?.name ?? item.datasetId, `${item.field} ← ${input.name}.${input.field}`);
      for (const job of jobs) {
        if (direct) {
          out.hop('hop', from, here, job, 'column', direct, evidence);
          ctx.enqueue({ ...from, mode: 'full' });
          upstreamHops++;
        }
        if (indirect.length > 0) out.hop('influencer', from, here, job, 'column', indirect, evidence);
      }
    }
    for (const input of lineage.dataset) {
      const from = { datasetId: index.resolve(input.namespace, input.name), field: input.field };
      const job = producers.length === 1 ? (producers[0] ?? null) : null;
      out.hop('influencer', from, here, job, 'column', input.transformations, `columnLineage facet of ${info?.name ?? item.datasetId}: dataset-wide dependency`);
    }
  } else {
    for (const jobId of producers) {
      const job = index.job(jobId);
      // Every job on the path that loses column detail is a degrade point, also when the walk is already at
      // dataset level (the talk's Kafka Connect hop) or got here by inference.
      if (item.field !== null || !lineage) out.degradation(item.datasetId, jobId, degradationReason(job, lineage, item.field));
      if (item.mode === 'inferred-only') continue;
      const inputs = index.inputs(jobId).filter((i) => !(i === item.datasetId && item.field === null));
      for (const inputId of inputs) {
        const from = { datasetId: inputId, field: null };
        out.hop('hop', from, here, jobId, 'dataset', [], `${job?.name ?? jobId} reads ${index.dataset(inputId)?.name ?? inputId} and writes ${info?.name ?? item.datasetId} (dataset-level lineage)`);
        ctx.enqueue({ ...from, mode: 'full' });
        upstreamHops++;
      }
      if (ctx.inferred && item.field !== null && job && info) {
        const inputInfos = inputs.map((i) => index.dataset(i)).filter((d): d is DatasetInfo => d !== null);
        for (const link of inferUpstream(job, info, item.field, inputInfos)) {
          if (out.hop('hop', link.upstream, here, jobId, 'inferred', [], `inferred, not reported: ${link.evidence}`)) {
            ctx.enqueue({ ...link.upstream, mode: 'inferred-only' });
          }
        }
      }
    }
  }

  if (upstreamHops === 0 && item.mode === 'full') out.root(here);
}
