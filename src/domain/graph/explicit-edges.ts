import { parseJobDependenciesFacet } from '../facets/job-dependencies-facet.ts';
import { parseLineageDatasetFacet, type LineageJobRef } from '../facets/lineage-facet.ts';
import { isRecord } from '../facets/read-facet.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import type { ExplicitSources } from '../trace/lineage-snapshot.ts';
import { jobLineageEntries } from './job-lineage-entries.ts';
import type { JobNode, LineageGraph } from './lineage-graph.ts';
import { statingJobs, type JobPair } from './stated-pairs.ts';

/**
 * Edges the `/lineage` answer cannot hold, read from the nodes' facets (docs/openlineage-facets.md): a view's own
 * lineage facet (`view`: dataset → dataset, no job), a job's explicit job-to-job or job-to-dataset flow (`job-flow`),
 * and the scheduling dependencies of a run's `jobDependencies` facet (`schedule`: control flow, never data flow, so
 * drawn only when asked for). Only edges whose two ends are drawn are returned.
 */
export type ExplicitEdgeKind = 'view' | 'job-flow' | 'schedule';

export interface ExplicitGraphEdge {
  id: string;
  source: string;
  target: string;
  kind: ExplicitEdgeKind;
  /** What the edge says, for a person (a tooltip, the details panel). */
  label: string;
}

export interface ExplicitEdgeOptions {
  /** Scheduling dependencies (`jobDependencies`): off by default, they are not lineage. */
  schedule?: boolean;
  /** Each job's declared and observed lineage facets told apart, by job nodeId; else the job GET's facet is read. */
  sources?: ReadonlyMap<string, ExplicitSources>;
}

const facetOf = (facets: unknown, key: string): unknown => (isRecord(facets) ? facets[key] : undefined);

/** The run facets of the job's latest run, where `jobDependencies` sits. */
function latestRunFacets(node: JobNode): unknown {
  return node.details?.latestRun?.facets ?? node.details?.latestRuns?.[0]?.facets ?? node.data.latestRun?.facets;
}

export function explicitGraphEdges(graph: LineageGraph, options: ExplicitEdgeOptions = {}): ExplicitGraphEdge[] {
  const edges = new Map<string, ExplicitGraphEdge>();
  const add = (kind: ExplicitEdgeKind, source: string, target: string, label: string) => {
    if (source === target || !graph.nodes.has(source) || !graph.nodes.has(target)) return;
    const id = `${kind}:${source}->${target}`;
    if (!edges.has(id)) edges.set(id, { id, source, target, kind, label });
  };
  for (const node of graph.nodes.values()) {
    if (node.kind === 'dataset') {
      const lineage = parseLineageDatasetFacet(facetOf(node.details?.facets, 'lineage'));
      for (const s of [...(lineage?.inputs ?? []), ...[...(lineage?.fields.values() ?? [])].flat()]) {
        if (s.kind === 'dataset') add('view', datasetNodeId(s), node.id, `${node.name}'s own lineage facet: fed by ${s.name}, no job`);
      }
      continue;
    }
    const own = (ref: LineageJobRef) => (ref ? jobNodeId(ref) : node.id);
    for (const entry of jobLineageEntries(node, options.sources) ?? []) {
      const target = entry.target.kind === 'job' ? own(entry.target.job) : datasetNodeId(entry.target);
      for (const s of entry.inputs ?? []) {
        if (s.kind === 'job' && s.job)
          add('job-flow', own(s.job), target, `${node.name}'s lineage facet: data flows from job ${s.job.name} with no dataset between`);
      }
    }
    if (!options.schedule) continue;
    const deps = parseJobDependenciesFacet(facetOf(latestRunFacets(node), 'jobDependencies'));
    const rule = (d: { sequenceTriggerRule: string | null; statusTriggerRule: string | null }) =>
      [d.sequenceTriggerRule, d.statusTriggerRule].filter((x): x is string => x !== null).join(', ');
    for (const d of deps?.upstream ?? []) add('schedule', jobNodeId(d.job), node.id, `${node.name} runs after ${d.job.name}${rule(d) ? ` (${rule(d)})` : ''}`);
    for (const d of deps?.downstream ?? [])
      add('schedule', node.id, jobNodeId(d.job), `${d.job.name} runs after ${node.name}${rule(d) ? ` (${rule(d)})` : ''}`);
  }
  return [...edges.values()];
}

/**
 * For each drawn job with an explicit lineage facet (declared and observed together, as the trace reads them), the
 * pairs of its drawn inputs × outputs the facet does not state: the cross edges a reader of the events alone would
 * assume, which the trace does not walk and the canvas does not draw (statedRoutes), for the details panel.
 */
export function unstatedPairs(graph: LineageGraph, sources?: ReadonlyMap<string, ExplicitSources>): Map<string, JobPair[]> {
  const out = new Map<string, JobPair[]>();
  for (const job of statingJobs(graph, sources)) if (job.unstated.length > 0) out.set(job.jobId, [...job.unstated]);
  return out;
}
