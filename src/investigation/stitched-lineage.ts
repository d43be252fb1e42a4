import type { MqLineageGraph } from '../domain/marquez-shapes.ts';
import { mergeLineage } from '../domain/trace/trace-reach.ts';
import { MAX_STITCH_ROUNDS } from '../domain/stitching/stitch-policy.ts';

/** An accepted stitch by dataset nodeIds, `a` the name a job writes, `b` the name a job reads. */
interface Link {
  a: string;
  b: string;
}


/** The answers around every stitch end reachable from `primary` through accepted stitches, merged. */
export async function lineageAcrossStitches(
  primary: MqLineageGraph,
  stitches: readonly Link[],
  load: (nodeId: string) => Promise<MqLineageGraph>,
): Promise<MqLineageGraph> {
  let merged = primary;
  const asked = new Set<string>();
  for (let round = 0; round < MAX_STITCH_ROUNDS; round++) {
    const present = new Set(merged.graph.map((n) => n.id));
    const far = stitches.flatMap((s) => (present.has(s.a) && !present.has(s.b) ? [s.b] : present.has(s.b) && !present.has(s.a) ? [s.a] : []));
    const missing = [...new Set(far)].filter((id) => !asked.has(id));
    if (missing.length === 0) break;
    for (const id of missing) asked.add(id);
    // A far end Marquez does not know is skipped: the stitch then has nothing to join.
    const answers = await Promise.all(missing.map((id) => load(id).catch(() => null)));
    merged = mergeLineage([merged, ...answers.filter((a): a is MqLineageGraph => a !== null)]);
  }
  return merged;
}
