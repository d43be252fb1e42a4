import { classifyEngine, classifyJob } from '../engine/classify-engine.ts';
import type { Engine } from '../engine/engine-types.ts';
import type { DatasetEvidence, EvidenceIndex, JobEvidence } from '../evidence/evidence-index.ts';
import type { MqJob, MqLineageGraph } from '../marquez-shapes.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import type { HopLevel, TraceEndpoint, TraceHop, TraceResult } from '../trace/trace-types.ts';
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
}

const weaker = (a: HopLevel, b: HopLevel): HopLevel => (LEVEL_ORDER.indexOf(a) >= LEVEL_ORDER.indexOf(b) ? a : b);
const better = (a: { level: HopLevel; hops: number }, b: { level: HopLevel; hops: number }): boolean =>
  LEVEL_ORDER.indexOf(a.level) < LEVEL_ORDER.indexOf(b.level) || (a.level === b.level && a.hops < b.hops);

/** Dataset-level hops of every job of a lineage graph: each input to each output (what `/lineage` edges say). */
function graphHops(lineage: MqLineageGraph): TraceHop[] {
  const names = new Map<string, { namespace: string; name: string }>();
  for (const n of lineage.graph) if (n.type === 'DATASET') names.set(n.id, { namespace: n.data.namespace, name: n.data.name });
  const point = (id: string): TraceEndpoint | null => {
    const d = names.get(id);
    return d ? { namespace: d.namespace, dataset: d.name, field: null } : null;
  };
  return lineage.graph.flatMap((n) => {
    if (n.type !== 'JOB') return [];
    const ins = n.inEdges.map((e) => point(e.origin)).filter((p): p is TraceEndpoint => p !== null);
    const outs = n.outEdges.map((e) => point(e.destination)).filter((p): p is TraceEndpoint => p !== null);
    const job = { namespace: n.data.namespace, name: n.data.name };
    return ins.flatMap((from) =>
      outs.map((to): TraceHop => ({ from, to, job, level: 'dataset', transformations: [], evidence: 'lineage graph edge (dataset level)' })),
    );
  });
}

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

/**
 * The impact list: every dataset and job the traces (and, for a whole dataset, the lineage graph) reach from the
 * start, each with its best path (strongest evidence, then fewest hops) and the evidence the loaded facets give.
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
  const reach = bestPaths(starts, hops);
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

  const datasets = new Map<string, { best: Reach; key: string; fields: Set<string>; inferred: Set<string> }>();
  for (const [key, r] of reach) {
    const id = datasetNodeId({ namespace: r.point.namespace, name: r.point.dataset });
    if (id === startId) continue;
    const entry = datasets.get(id) ?? { best: r, key, fields: new Set<string>(), inferred: new Set<string>() };
    if (better(r, entry.best)) Object.assign(entry, { best: r, key });
    if (r.point.field !== null) (r.level === 'inferred' ? entry.inferred : entry.fields).add(r.point.field);
    datasets.set(id, entry);
  }
  const rows: ImpactRow[] = [];
  for (const [id, { best, key, fields, inferred }] of datasets) {
    const writer = best.via?.job ?? null;
    const evidence = input.evidence.dataset(id, { writer: writer ? jobNodeId(writer) : null, focus: best.point.field });
    rows.push({
      kind: 'dataset',
      namespace: best.point.namespace,
      name: best.point.dataset,
      distance: best.hops,
      level: best.level,
      fields: [...fields].sort(),
      inferredFields: [...inferred].filter((f) => !fields.has(f)).sort(),
      engine: engineOf(writer),
      path: pathTo(reach, key),
      ...summary(evidence),
      evidence,
    });
  }

  const jobRows = new Map<string, { level: HopLevel; hops: number; path: PathStep[]; job: { namespace: string; name: string }; fields: Set<string> }>();
  for (const h of hops) {
    const from = h.job ? reach.get(pointKey(h.from)) : undefined;
    if (!from || !h.job) continue;
    const id = jobNodeId(h.job);
    const candidate = { level: weaker(from.level, h.level), hops: from.hops + 1 };
    const entry = jobRows.get(id);
    if (!entry || better(candidate, entry)) {
      const path: PathStep[] = [...pathTo(reach, pointKey(h.from)), { kind: 'job', namespace: h.job.namespace, name: h.job.name }];
      jobRows.set(id, { ...candidate, path, job: h.job, fields: entry?.fields ?? new Set() });
    }
    if (h.to.field !== null && h.level !== 'inferred') jobRows.get(id)!.fields.add(h.to.field);
  }
  for (const [id, j] of jobRows) {
    const evidence = input.evidence.job(id);
    rows.push({
      kind: 'job',
      namespace: j.job.namespace,
      name: j.job.name,
      distance: j.hops,
      level: j.level,
      fields: [...j.fields].sort(),
      inferredFields: [],
      engine: engineOf(j.job),
      path: j.path,
      ...summary(evidence),
      evidence,
    });
  }
  return rows;
}
