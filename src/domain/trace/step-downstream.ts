import { datasetWideEvidence, declarationEvidence, declarationLevel, recordDeclaration } from './declaration-hops.ts';
import { declarationsBy, declaredLineage, declaringReaders, lineageOrigin } from './declared-lineage.ts';
import { degradationReason, unmentionedInputReason } from './degradation-reason.ts';
import { inferDownstream } from './infer-hops.ts';
import { jobStatesFlow, statedJobInputs, viewDownstream } from './explicit-hops.ts';
import { allToAllOf, peerField, type WalkContext, type WalkItem } from './walk-context.ts';

/**
 * One downstream (impact) step from `item`: stitched peers, then for every job reading the dataset and every
 * dataset it writes, the output columns whose lineage — as that job declared it — uses the field, each hop credited
 * to the declaring job; dataset-level hops (and a degradation, and inferred hops) when the job's column lineage for
 * that output does not mention this input. Records a sink.
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
  const readers = index.consumers(item.datasetId);
  // Jobs whose facet names this dataset without their events reading it still carry its values downstream.
  const declarers = [...declaringReaders(index, item.datasetId)].filter((j) => !readers.includes(j));
  for (const jobId of [...readers, ...declarers]) {
    const job = index.job(jobId);
    const reads = readers.includes(jobId);
    for (const outputId of index.outputs(jobId)) {
      const output = index.dataset(outputId);
      const lineage = declaredLineage(index, outputId);
      const mine = lineage ? declarationsBy(lineage, jobId) : [];
      const fromHere = mine.filter((d) => d.inputId === item.datasetId);
      if (item.field !== null && fromHere.length > 0) {
        const outputName = output?.name ?? outputId;
        for (const d of fromHere) {
          if (d.input.field !== item.field) continue;
          if (d.output === null) {
            out.hop(
              'influencer',
              here,
              { datasetId: outputId, field: null },
              d.jobId,
              declarationLevel(d),
              d.input.transformations,
              datasetWideEvidence(d, outputName),
            );
            continue;
          }
          const to = { datasetId: outputId, field: d.output };
          if (recordDeclaration(ctx, d, here, to, to, declarationEvidence(d, outputName, d.output))) downstreamHops++;
        }
      } else {
        if (!reads || (outputId === item.datasetId && item.field === null)) continue;
        // A job that states its lineage feeds this output from the inputs it names only: an unstated pair of a bulk
        // job is no hop at all (explicit-hops.ts).
        if (jobStatesFlow(ctx, jobId, item.datasetId, outputId) === false) continue;
        const stated = statedJobInputs(ctx, jobId, outputId, item.field);
        const origin = lineage ? lineageOrigin(lineage, jobId) : null;
        if (item.field !== null || origin === null) {
          const derived = index.derived(jobId);
          const reason = origin
            ? unmentionedInputReason(job, info?.name ?? item.datasetId, origin, derived)
            : degradationReason(job, null, item.field, derived);
          out.degradation(outputId, jobId, stated?.reason ?? reason);
        }
        if (item.mode === 'inferred-only') continue;
        const to = { datasetId: outputId, field: null };
        out.hop(
          'hop',
          here,
          to,
          jobId,
          'dataset',
          [],
          stated?.evidence(item.datasetId) ??
            `${job?.name ?? jobId} reads ${info?.name ?? item.datasetId} and writes ${output?.name ?? outputId} (dataset-level lineage)`,
        );
        ctx.enqueue({ ...to, mode: 'full' });
        downstreamHops++;
        if (ctx.inferred && item.field !== null && job && info && output) {
          const inputs = index.inputs(jobId).flatMap((i) => index.dataset(i) ?? []);
          for (const link of inferDownstream(info, item.field, output, inputs, allToAllOf(index, jobId))) {
            // One of an ambiguous group is shown, never walked on: a guess among guesses would spread false impact.
            if (out.hop('hop', here, link.downstream, jobId, 'inferred', [], `inferred, not reported: ${link.evidence}`, link.ambiguity) && !link.ambiguity) {
              ctx.enqueue({ ...link.downstream, mode: 'inferred-only' });
            }
          }
        }
      }
    }
  }
  // Views over this dataset (their own lineage facet, no job): the field's stated column hops, else dataset level.
  downstreamHops += viewDownstream(ctx, item, (viewId) => {
    const view = declaredLineage(index, viewId);
    const all = view ? [...[...view.fields.values()].flat(), ...view.dataset] : [];
    const stated = all.filter((d) => d.source === 'explicit' && d.jobId === null && d.inputId === item.datasetId);
    let walked = false;
    for (const d of stated) {
      if (item.field === null || d.input.field !== item.field) continue;
      const name = index.dataset(viewId)?.name ?? viewId;
      if (d.output === null)
        out.hop('influencer', here, { datasetId: viewId, field: null }, null, 'column', d.input.transformations, datasetWideEvidence(d, name));
      else
        walked =
          recordDeclaration(
            ctx,
            d,
            here,
            { datasetId: viewId, field: d.output },
            { datasetId: viewId, field: d.output },
            declarationEvidence(d, name, d.output),
          ) || walked;
    }
    return walked || (item.field !== null && stated.some((d) => d.input.field === item.field));
  });
  if (downstreamHops === 0 && item.mode === 'full') out.root(here);
}
