import { classifyEngine, classifyJob } from '../engine/classify-engine.ts';
import type { Engine } from '../engine/engine-types.ts';
import type { DatasetEvidence, EvidenceIndex, JobEvidence } from '../evidence/evidence-index.ts';
import type { MqJob, MqLineageGraph } from '../marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import type { HopLevel, TraceEndpoint, TraceResult } from '../trace/trace-types.ts';
import { graphHops, influencerHops } from './impact-hops.ts';
import { bestPaths, LEVEL_ORDER, pathTo, pointKey, type PathStep, type Reach } from './impact-paths.ts';
import type { ImpactRow } from './impact-types.ts';

export interface ImpactInput {
  /** The dataset the impact starts from. */
  start: { namespace: string; dataset: string };
  /** Downstream traces from it: one for a field; one per field for a whole dataset. */
  traces: readonly TraceResult[];
  /**
   * A whole dataset's impact also follows the lineage graph at dataset level from the dataset itself, so what no
   * traced column reaches (a job without column lineage, a dataset without a schema) is still listed, as `dataset`.
   */
  lineage?: MqLineageGraph;
  jobs: readonly MqJob[];
  evidence: EvidenceIndex;
  /** The loaded schema's field names of a dataset: what a dataset-wide INDIRECT dependency reaches. */
  fieldsOf?: (namespace: string, dataset: string) => readonly string[];
}

const weaker = (a: HopLevel, b: HopLevel): HopLevel => (LEVEL_ORDER.indexOf(a) >= LEVEL_ORDER.indexOf(b) ? a : b);
const better = (a: { level: HopLevel; hops: number }, b: { level: HopLevel; hops: number }): boolean =>
  LEVEL_ORDER.indexOf(a.level) < LEVEL_ORDER.indexOf(b.level) || (a.level === b.level && a.hops < b.hops);

function summary(evidence: DatasetEvidence | JobEvidence) {
  const run = evidence.freshness.run;
  const failure = evidence.quality.lastFailure;
  const firstVia = evidence.owner.owners[0]?.via ?? null;
  return {
    owners: [...new Set(evidence.owner.owners.map((o) => o.name))],
    ownerVia: firstVia,
    freshness: evidence.freshness.status,
    lastRun: run ? { runId: run.runId, state: run.state, at: evidence.freshness.at } : null,
    quality: evidence.quality.status,
    failedChecks: evidence.quality.checks.filter((c) => c.result === 'failed').map((c) => c.assertion),
    lastFailure: failure
      ? { assertion: failure.assertion, column: failure.column, version: failure.source.version, runId: failure.source.runId, at: failure.source.at }
      : null,
    volume: 'volume' in evidence ? evidence.volume.status : ('missing' as const),
    volumeNote: 'volume' in evidence ? evidence.volume.reason : 'jobs have no volume of their own: see the datasets they write',
  };
}

interface JobReach {
  level: HopLevel;
  hops: number;
  indirect: boolean;
  path: PathStep[];
  job: { namespace: string; name: string };
  fields: Set<string>;
  indirectFields: Set<string>;
}

/** Direct beats indirect; then the stronger weakest level, then fewer hops. */
const betterJob = (a: { level: HopLevel; hops: number; indirect: boolean }, b: { level: HopLevel; hops: number; indirect: boolean }): boolean =>
  a.indirect !== b.indirect ? !a.indirect : better(a, b);

/**
 * The impact list: every dataset and job the traces (and, for a whole dataset, the lineage graph) reach from the
 * start, each with its best path (strongest evidence, then fewest hops) and the evidence the loaded facets give.
 * INDIRECT uses (the trace's influencers) reach too, walked on by the same hops: what only they reach is listed
 * with `indirect` and its fields as `indirectFields`, never as fields the value flows into.
 * The start dataset itself is not listed. Order: nearest first, then namespace and name (see `sortImpact`).
 */
export function buildImpact(input: ImpactInput): ImpactRow[] {
  const { start } = input;
  const starts: TraceEndpoint[] = input.traces.map((t) => ({ namespace: t.target.namespace, dataset: t.target.dataset, field: t.target.field }));
  const hops = input.traces.flatMap((t) => t.hops);
  if (input.lineage) {
    starts.push({ namespace: start.namespace, dataset: start.dataset, field: null });
    hops.push(...graphHops(input.lineage));
  }
  const indirectHops = influencerHops(
    input.traces.flatMap((t) => t.influencers),
    input.fieldsOf ?? (() => []),
  );
  const reach = bestPaths(starts, hops);
  // Direct and indirect hops together: a point only this reaches is affected through an INDIRECT use somewhere.
  const wide = indirectHops.length > 0 ? bestPaths(starts, [...hops, ...indirectHops]) : reach;
  const reachOf = (key: string) => reach.get(key) ?? wide.get(key);
  const pathOf = (key: string) => pathTo(reach.has(key) ? reach : wide, key);
  const startId = datasetNodeId({ namespace: start.namespace, name: start.dataset });
  const jobs = new Map(input.jobs.map((j) => [jobNodeId(j), j]));
  const engines = new Map<string, Engine>();
  const engineOf = (job: { namespace: string; name: string } | null): Engine | null => {
    if (!job) return null;
    const id = jobNodeId(job);
    let engine = engines.get(id);
    if (!engine) {
      const details = jobs.get(id);
      engine = (details ? classifyJob(details) : classifyEngine({ namespace: job.namespace, name: job.name })).engine;
      engines.set(id, engine);
    }
    return engine;
  };

  const datasets = new Map<string, { best: Reach; key: string; indirect: boolean; fields: Set<string>; inferred: Set<string>; indirectFields: Set<string> }>();
  for (const [key, r] of wide) {
    const id = datasetNodeId({ namespace: r.point.namespace, name: r.point.dataset });
    if (id === startId) continue;
    const direct = reach.get(key);
    const mine = direct ?? r;
    const entry = datasets.get(id) ?? {
      best: mine,
      key,
      indirect: !direct,
      fields: new Set<string>(),
      inferred: new Set<string>(),
      indirectFields: new Set<string>(),
    };
    if (betterJob({ ...mine, indirect: !direct }, { ...entry.best, indirect: entry.indirect })) Object.assign(entry, { best: mine, key, indirect: !direct });
    if (mine.point.field !== null) (mine.level === 'inferred' ? entry.inferred : direct ? entry.fields : entry.indirectFields).add(mine.point.field);
    datasets.set(id, entry);
  }
  const rows: ImpactRow[] = [];
  for (const [id, { best, key, indirect, fields, inferred, indirectFields }] of datasets) {
    const writer = best.via?.job ?? null;
    const evidence = input.evidence.dataset(id, { writer: writer ? jobNodeId(writer) : null, focus: best.point.field });
    rows.push({
      kind: 'dataset',
      namespace: best.point.namespace,
      name: best.point.dataset,
      distance: best.hops,
      level: best.level,
      indirect,
      fields: [...fields].sort(),
      indirectFields: [...indirectFields].filter((f) => !fields.has(f)).sort(),
      inferredFields: [...inferred].filter((f) => !fields.has(f) && !indirectFields.has(f)).sort(),
      engine: engineOf(writer),
      path: pathOf(key),
      ...summary(evidence),
      evidence,
    });
  }

  const jobRows = new Map<string, JobReach>();
  const direct = new Set(hops);
  for (const h of [...hops, ...indirectHops]) {
    const key = pointKey(h.from);
    const from = reachOf(key);
    if (!from || !h.job) continue;
    const id = jobNodeId(h.job);
    const candidate = { level: weaker(from.level, h.level), hops: from.hops + 1, indirect: !direct.has(h) || !reach.has(key) };
    const entry = jobRows.get(id);
    if (!entry || betterJob(candidate, entry)) {
      const path: PathStep[] = [...pathOf(key), { kind: 'job', namespace: h.job.namespace, name: h.job.name }];
      jobRows.set(id, { ...candidate, path, job: h.job, fields: entry?.fields ?? new Set(), indirectFields: entry?.indirectFields ?? new Set() });
    }
    if (h.to.field !== null && h.level !== 'inferred') (candidate.indirect ? jobRows.get(id)!.indirectFields : jobRows.get(id)!.fields).add(h.to.field);
  }
  for (const [id, j] of jobRows) {
    const evidence = input.evidence.job(id);
    rows.push({
      kind: 'job',
      namespace: j.job.namespace,
      name: j.job.name,
      distance: j.hops,
      level: j.level,
      indirect: j.indirect,
      fields: [...j.fields].sort(),
      indirectFields: [...j.indirectFields].filter((f) => !j.fields.has(f)).sort(),
      inferredFields: [],
      engine: engineOf(j.job),
      path: j.path,
      ...summary(evidence),
      evidence,
    });
  }
  return rows;
}
