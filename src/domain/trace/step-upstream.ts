import { datasetWideEvidence, declarationEvidence, declarationLevel, recordDeclaration } from './declaration-hops.ts';
import { declaredLineage, lineageOrigin } from './declared-lineage.ts';
import type { DatasetInfo } from './snapshot-index.ts';
import { degradationReason } from './degradation-reason.ts';
import { inferUpstream } from './infer-hops.ts';
import { statedJobInputs, viewUpstream } from './explicit-hops.ts';
import { allToAllOf, peerField, type WalkContext, type WalkItem } from './walk-context.ts';

/**
 * One upstream step from `item`: stitched peers, then every writer's declared column lineage of the field, each hop
 * credited to the job that declared it; every producer whose column lineage does not cover the field gives
 * dataset-level hops to its inputs, a degradation, and inferred hops. Records a root when nothing lies upstream.
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
  const lineage = declaredLineage(index, item.datasetId);
  const declarations = item.field !== null ? lineage?.fields.get(item.field) : undefined;
  // Producers whose column lineage accounts for this field: they add no dataset-level hop.
  const covered = new Set<string>();
  if (lineage && declarations && item.field !== null) {
    const name = info?.name ?? item.datasetId;
    for (const d of declarations) {
      const from = { datasetId: d.inputId, field: d.input.field };
      if (recordDeclaration(ctx, d, from, here, from, declarationEvidence(d, name, item.field))) upstreamHops++;
      for (const j of d.jobId ? [d.jobId] : d.candidates) covered.add(j);
    }
    // A field declared with no inputs (a constant) is accounted for by whoever declared lineage for this output.
    if (declarations.length === 0) for (const j of lineage.declaringJobs) covered.add(j);
    for (const d of lineage.dataset) {
      out.hop(
        'influencer',
        { datasetId: d.inputId, field: d.input.field },
        here,
        d.jobId,
        declarationLevel(d),
        d.input.transformations,
        datasetWideEvidence(d, name),
      );
    }
  }
  for (const jobId of producers) {
    if (covered.has(jobId)) continue;
    const job = index.job(jobId);
    const origin = lineage ? lineageOrigin(lineage, jobId) : null;
    // A job that states its lineage feeds this output from the inputs it names only (explicit-hops.ts).
    const stated = statedJobInputs(ctx, jobId, item.datasetId, item.field);
    // Every job on the path that loses column detail is a degrade point, also when the walk is already at
    // dataset level (the talk's Kafka Connect hop) or got here by inference.
    if (item.field !== null || origin === null) {
      out.degradation(item.datasetId, jobId, stated?.reason ?? degradationReason(job, origin, item.field, index.derived(jobId)));
    }
    if (item.mode === 'inferred-only') continue;
    const inputs = (stated?.inputs ?? index.inputs(jobId)).filter((i) => !(i === item.datasetId && item.field === null));
    for (const inputId of inputs) {
      const from = { datasetId: inputId, field: null };
      out.hop(
        'hop',
        from,
        here,
        jobId,
        'dataset',
        [],
        stated?.evidence(inputId) ??
          `${job?.name ?? jobId} reads ${index.dataset(inputId)?.name ?? inputId} and writes ${info?.name ?? item.datasetId} (dataset-level lineage)`,
      );
      ctx.enqueue({ ...from, mode: 'full' });
      upstreamHops++;
    }
    if (ctx.inferred && item.field !== null && job && info) {
      const inputInfos = inputs.map((i) => index.dataset(i)).filter((d): d is DatasetInfo => d !== null);
      for (const link of inferUpstream(info, item.field, inputInfos, allToAllOf(index, jobId))) {
        // One of an ambiguous group is shown, never walked on: a guess among guesses would spread false reach.
        if (out.hop('hop', link.upstream, here, jobId, 'inferred', [], `inferred, not reported: ${link.evidence}`, link.ambiguity) && !link.ambiguity) {
          ctx.enqueue({ ...link.upstream, mode: 'inferred-only' });
        }
      }
    }
  }
  upstreamHops += viewUpstream(ctx, item);
  if (upstreamHops === 0 && item.mode === 'full') out.root(here);
}
