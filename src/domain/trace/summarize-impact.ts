import type { RunState } from '../marquez-shapes.ts';
import { latestRunOf } from '../engine/classify-engine.ts';
import { ENGINE_LABELS, ENGINE_ORDER, type Engine } from '../engine/engine-types.ts';
import { jobNodeId } from '../node-id.ts';
import type { LineageSnapshot } from './lineage-snapshot.ts';
import { indexSnapshot } from './snapshot-index.ts';
import type { TraceEndpoint, TraceResult } from './trace-types.ts';

export interface ImpactEntry {
  namespace: string;
  dataset: string;
  /** Affected fields, reached through reported (or SQL-derived) lineage; empty with `datasetLevel` when only dataset-level lineage reaches it. */
  fields: string[];
  /** Fields reached only through inferred hops (name matches, ambiguous ones included): a guess, not reported reach. */
  inferredFields: string[];
  datasetLevel: boolean;
  /** The job that writes it on the traced path. */
  job: { namespace: string; name: string } | null;
  lastRun: { id: string; state: RunState; startedAt: string | null; endedAt: string | null } | null;
}

export interface ImpactGroup {
  engine: Engine;
  label: string;
  datasets: ImpactEntry[];
}

const point = (p: TraceEndpoint): string => `${p.namespace}\u0000${p.dataset}\u0000${p.field ?? '\u0001'}`;

/**
 * Points a downstream trace reaches through reported or derived lineage (and stitches, and dataset level): from the
 * target, over every hop that is not inferred. A point only inferred hops reach is a guess.
 */
function reportedReach(result: TraceResult): Set<string> {
  const t = result.target;
  const sure = new Set([point({ namespace: t.namespace, dataset: t.dataset, field: t.field })]);
  for (let grew = true; grew;) {
    grew = false;
    for (const h of result.hops) {
      if (h.level === 'inferred' || !sure.has(point(h.from)) || sure.has(point(h.to))) continue;
      sure.add(point(h.to));
      grew = true;
    }
  }
  return sure;
}

/**
 * A downstream trace as impact: every dataset a hop reaches, with its affected fields, grouped by the engine of the
 * job that writes it, with that job's last run. Stitched hops (no job) fall under `other`. Fields only inferred hops
 * reach are kept apart (`inferredFields`): a guess must not read as reported impact.
 */
export function summarizeImpact(result: TraceResult, snapshot: LineageSnapshot): ImpactGroup[] {
  const index = indexSnapshot(snapshot);
  const entries = new Map<string, ImpactEntry & { engine: Engine }>();
  const sure = reportedReach(result);
  for (const hop of result.hops) {
    const jobId = hop.job ? jobNodeId(hop.job) : null;
    const job = jobId ? index.job(jobId) : null;
    const engine = job?.engine.engine ?? 'other';
    const key = `${engine}\u0000${hop.to.namespace}\u0000${hop.to.dataset}\u0000${jobId ?? ''}`;
    let entry = entries.get(key);
    if (!entry) {
      const run = job?.details ? latestRunOf(job.details) : null;
      entry = {
        engine,
        namespace: hop.to.namespace,
        dataset: hop.to.dataset,
        fields: [],
        inferredFields: [],
        datasetLevel: false,
        job: hop.job,
        lastRun: run ? { id: run.id, state: run.state, startedAt: run.startedAt ?? null, endedAt: run.endedAt ?? null } : null,
      };
      entries.set(key, entry);
    }
    if (hop.to.field === null) entry.datasetLevel = true;
    else if (sure.has(point(hop.to))) {
      if (!entry.fields.includes(hop.to.field)) entry.fields.push(hop.to.field);
    } else if (!entry.inferredFields.includes(hop.to.field)) entry.inferredFields.push(hop.to.field);
  }
  for (const e of entries.values()) e.inferredFields = e.inferredFields.filter((f) => !e.fields.includes(f));
  return ENGINE_ORDER.flatMap((engine) => {
    const datasets = [...entries.values()].filter((e) => e.engine === engine).map(({ engine: _engine, ...rest }) => rest);
    return datasets.length > 0 ? [{ engine, label: ENGINE_LABELS[engine], datasets }] : [];
  });
}
