import { classifyJob } from '../engine/classify-engine.ts';
import { ENGINE_LABELS, ENGINE_ORDER, type Engine } from '../engine/engine-types.ts';
import { parseLineageDatasetFacet, parseLineageJobFacet, type ExplicitLineageEntry } from '../facets/lineage-facet.ts';
import { isRecord } from '../facets/read-facet.ts';
import { jobNodeId } from '../node-id.ts';
import { catalogJobs, datasetIdentity, identityKey, jobIdentities, type Catalog } from '../stitching/catalog.ts';
import { catalogResolver } from '../stitching/catalog-resolver.ts';

/**
 * Lineage stated in explicit `lineage` facets (docs/openlineage-facets.md#explicit-lineage-facet), counted apart from
 * reported columnLineage and from lineage derived from SQL: a job that states its lineage is read from its facet,
 * and these figures say how much of the graph comes from such statements.
 */
export interface ExplicitJobCoverage {
  /** Input → output dataset pairs the facet states. */
  statedEdges: number;
  /** Pairs of the job's inputs × outputs the facet leaves out: edges a reader of the events alone would draw. */
  unstatedPairs: number;
  /** Output fields the facet gives field-level sources. */
  statedFields: number;
  /** Job → job flows the facet states (no dataset between). */
  jobFlows: number;
}

export interface ExplicitEngineCoverage extends ExplicitJobCoverage {
  engine: Engine;
  /** Jobs with an explicit lineage facet. */
  jobs: number;
}

export interface ExplicitCoverage {
  engines: ExplicitEngineCoverage[];
  /** Per job nodeId, jobs with a facet only. */
  jobs: Record<string, ExplicitJobCoverage>;
  /** Datasets whose own lineage facet says what feeds them with no job (views), and the fields it maps. */
  datasets: { count: number; statedEdges: number; statedFields: number };
}

const dataSources = (entry: Pick<ExplicitLineageEntry, 'inputs' | 'fields'>) =>
  [...(entry.inputs ?? []), ...[...entry.fields.values()].flat()].flatMap((s) => (s.kind === 'dataset' ? [s] : []));

/**
 * Explicit lineage coverage of a catalog, from each job GET's `lineage` facet (Marquez keeps a JobEvent's declared one
 * or a run's observed one: whichever came last on the current job version) and each dataset's own facet.
 */
export function explicitCoverage(catalog: Catalog): ExplicitCoverage {
  const r = catalogResolver(catalog);
  const key = (ref: { namespace: string; name: string }) => r.canonical(identityKey(ref));
  const jobs: Record<string, ExplicitJobCoverage> = {};
  const byEngine = new Map<Engine, ExplicitEngineCoverage>();
  for (const { ref, job } of catalogJobs(catalog)) {
    const facets: unknown = job.facets;
    const lineage = isRecord(facets) ? parseLineageJobFacet(facets.lineage) : null;
    const id = jobNodeId(ref);
    if (!lineage || jobs[id]) continue;
    const stated = new Set<string>();
    const fields = new Set<string>();
    let jobFlows = 0;
    for (const entry of lineage.entries) {
      if (entry.target.kind === 'job') {
        jobFlows += (entry.inputs ?? []).filter((s) => s.kind === 'job').length;
        continue;
      }
      const target = key(entry.target);
      for (const s of dataSources(entry)) stated.add(`${key(s)}\u0000${target}`);
      for (const [field, sources] of entry.fields) if (sources.some((s) => s.kind === 'dataset' && s.field !== null)) fields.add(`${target}\u0000${field}`);
    }
    const ins = [...new Set(jobIdentities(job.inputs).map(key))];
    const outs = [...new Set(jobIdentities(job.outputs).map(key))];
    const unstatedPairs = ins.flatMap((i) => outs.filter((o) => i !== o && !stated.has(`${i}\u0000${o}`))).length;
    const row = { statedEdges: stated.size, unstatedPairs, statedFields: fields.size, jobFlows };
    jobs[id] = row;
    const { engine } = classifyJob(job);
    const e = byEngine.get(engine) ?? { engine, jobs: 0, statedEdges: 0, unstatedPairs: 0, statedFields: 0, jobFlows: 0 };
    byEngine.set(engine, {
      engine,
      jobs: e.jobs + 1,
      statedEdges: e.statedEdges + row.statedEdges,
      unstatedPairs: e.unstatedPairs + row.unstatedPairs,
      statedFields: e.statedFields + row.statedFields,
      jobFlows: e.jobFlows + row.jobFlows,
    });
  }
  const datasets = { count: 0, statedEdges: 0, statedFields: 0 };
  const seen = new Set<string>();
  for (const d of catalog.datasets) {
    const ref = datasetIdentity(d);
    const facets: unknown = d.facets;
    const lineage = isRecord(facets) ? parseLineageDatasetFacet(facets.lineage) : null;
    if (!ref || !lineage || seen.has(key(ref))) continue;
    seen.add(key(ref));
    datasets.count++;
    datasets.statedEdges += new Set(dataSources(lineage).map(key)).size;
    datasets.statedFields += [...lineage.fields.values()].filter((s) => s.some((x) => x.kind === 'dataset' && x.field !== null)).length;
  }
  const engines = ENGINE_ORDER.flatMap((e) => byEngine.get(e) ?? []);
  return { engines, jobs, datasets };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "Other: 3 jobs state their lineage — 5 edges, 1 field, 3 input × output pairs left out; 1 job-to-job flow", as Coverage says it. */
export function explicitSummary(e: ExplicitEngineCoverage): string {
  const verb = e.jobs === 1 ? 'states its' : 'state their';
  const flows = e.jobFlows > 0 ? `; ${plural(e.jobFlows, 'job-to-job flow')}` : '';
  return `${ENGINE_LABELS[e.engine]}: ${plural(e.jobs, 'job')} ${verb} lineage — ${plural(e.statedEdges, 'edge')}, ${plural(e.statedFields, 'field')}, ${plural(e.unstatedPairs, 'input × output pair')} left out${flows}`;
}

/** "Views: 1 dataset states what feeds it with no job — 2 edges, 3 fields", or null when no dataset states any. */
export function explicitDatasetsSummary(d: ExplicitCoverage['datasets']): string | null {
  if (d.count === 0) return null;
  const verb = d.count === 1 ? 'states what feeds it' : 'state what feeds them';
  return `Views: ${plural(d.count, 'dataset')} ${verb} with no job — ${plural(d.statedEdges, 'edge')}, ${plural(d.statedFields, 'field')}`;
}

/** Every line Coverage says about explicit lineage (the view and `npm run coverage` alike): per engine, then views. */
export function explicitLines(c: ExplicitCoverage): string[] {
  const views = explicitDatasetsSummary(c.datasets);
  return [...c.engines.map(explicitSummary), ...(views ? [views] : [])];
}
