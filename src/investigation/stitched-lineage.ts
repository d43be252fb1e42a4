import { isMarquezApiError } from '../api/marquez-api-error.ts';
import type { MqLineageGraph } from '../domain/marquez-shapes.ts';
import { MAX_STITCH_ROUNDS, stitchFrontier, type StitchLink } from '../domain/stitching/stitch-policy.ts';
import { mergeLineage } from '../domain/trace/trace-reach.ts';

export interface AcrossStitchesOptions {
  /**
   * The nodes whose stitches may be crossed, given the answers merged so far: a trace's reach (only what its walk can
   * visit), by default every node present (the canvas draws all of them).
   */
  within?: (merged: MqLineageGraph) => ReadonlySet<string>;
  /** Nodes not to ask for (the trace's start, already loaded). */
  asked?: Iterable<string>;
  /** A far end Marquez refused (an HTTP status): the stitch then has nothing to join, and the caller may say so. */
  onSkip?: (skip: { id: string; status: number; reason: string }) => void;
}

const presentIds = (merged: MqLineageGraph): ReadonlySet<string> => new Set(merged.graph.map((n) => n.id));

/**
 * The answers around every stitch end reachable from `primary` through accepted stitches, merged: the trace's and the
 * canvas's one loop. Each round loads the far ends the previous one reached, at most {@link MAX_STITCH_ROUNDS}. Only
 * Marquez refusing a far end (a status) is skipped; a network failure rejects, so react-query retries the query.
 */
export async function lineageAcrossStitches(
  primary: MqLineageGraph,
  links: readonly StitchLink[],
  load: (nodeId: string) => Promise<MqLineageGraph>,
  options: AcrossStitchesOptions = {},
): Promise<MqLineageGraph> {
  const within = options.within ?? presentIds;
  const asked = new Set(options.asked);
  let merged = primary;
  for (let round = 0; round < MAX_STITCH_ROUNDS; round++) {
    const missing = stitchFrontier(merged, links, asked, within(merged));
    if (missing.length === 0) break;
    for (const id of missing) asked.add(id);
    const answers = await Promise.all(missing.map((id) => load(id).catch((e: unknown) => refused(e, id, options.onSkip))));
    merged = mergeLineage([merged, ...answers.filter((a): a is MqLineageGraph => a !== null)]);
  }
  return merged;
}

function refused(e: unknown, id: string, onSkip: AcrossStitchesOptions['onSkip']): null {
  if (!isMarquezApiError(e) || e.status === undefined) throw e;
  onSkip?.({ id, status: e.status, reason: e.message });
  return null;
}
