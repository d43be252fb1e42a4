import type { MqDataset, MqJob, MqLineageGraph } from '../marquez-shapes.ts';
import { readRecord, readString } from '../facets/read-facet.ts';
import { datasetNodeId, jobNodeId } from '../node-id.ts';
import { jobIdentities } from '../stitching/catalog.ts';
import { readSymlinks } from '../stitching/dataset-facets.ts';
import type { SqlJobDataset, SqlJobDatasets } from './derived-types.ts';

/** One job whose column lineage can be derived: its SQL, where it came from, and the datasets the SQL may name. */
export interface SqlJob {
  /** Job nodeId. */
  id: string;
  sql: string;
  /** `facet`: the job's `sql` facet; `file`: a file the user pointed the CLI at (`--sql <namespace/job>=<file>`). */
  origin: 'facet' | 'file';
  datasets: SqlJobDatasets;
}

/**
 * The `sql` job facet's query, when the job reports one in Flink SQL: the deriver reads Flink's dialect only, so a
 * facet naming another dialect (Spark's, whose jobs report column lineage anyway) is left alone.
 */
export function sqlFacetQuery(job: MqJob): string | null {
  const facet = readRecord(job.facets, 'sql');
  const query = readString(facet, 'query');
  const dialect = readString(facet, 'dialect');
  if (dialect && !/flink/i.test(dialect)) return null;
  return query && query.trim() ? query : null;
}

function aliasesOf(d: MqDataset | undefined): string[] {
  return d ? readSymlinks(d).flatMap((i) => (i.name ? [i.name] : [])) : [];
}

/**
 * The job's inputs and outputs as SQL may name them: the job GET's identities and the lineage graph's edges (run-level
 * lineage knows datasets the job's current version dropped), each with its schema's field names and symlink names.
 * An identity that is another dataset's symlink is that dataset, not a second one.
 */
function jobDatasets(job: MqJob, graph: MqLineageGraph, datasets: ReadonlyMap<string, MqDataset>): SqlJobDatasets {
  const aliasOwner = new Map<string, string>();
  for (const [id, d] of datasets) {
    for (const { namespace, name } of readSymlinks(d)) {
      if (namespace && name) aliasOwner.set(datasetNodeId({ namespace, name }), id);
    }
  }
  const node = graph.graph.find((n) => n.id === jobNodeId(job));
  const collect = (identities: readonly { namespace: string; name: string }[], edgeIds: readonly string[]): SqlJobDataset[] => {
    const ids = [...identities.map((d) => datasetNodeId(d)), ...edgeIds];
    const out = new Map<string, SqlJobDataset>();
    for (const raw of ids) {
      // Marquez keeps a symlink's identity as a dataset of its own, and the job GET lists both: one dataset.
      const id = aliasOwner.get(raw) ?? raw;
      if (out.has(id)) continue;
      const d = datasets.get(id);
      const fromGraph = graph.graph.find((n) => n.id === id);
      const named = d ?? (fromGraph?.type === 'DATASET' ? fromGraph.data : identities.find((i) => datasetNodeId(i) === id));
      if (!named) continue;
      const fields = [...new Set((d?.fields ?? []).map((f) => f.name))];
      out.set(id, { namespace: named.namespace, name: named.name, fields, aliases: aliasesOf(d) });
    }
    return [...out.values()];
  };
  return {
    inputs: collect(jobIdentities(job.inputs), node?.inEdges.map((e) => e.origin) ?? []),
    outputs: collect(jobIdentities(job.outputs), node?.outEdges.map((e) => e.destination) ?? []),
  };
}

/**
 * Jobs to derive column lineage for: each job with a `sql` facet, and each job `files` names (`namespace/job` →
 * SQL text; a file wins over the facet, since the user chose it).
 */
export function sqlJobs(jobs: readonly MqJob[], graph: MqLineageGraph, datasets: readonly MqDataset[], files: Readonly<Record<string, string>> = {}): SqlJob[] {
  const byId = new Map(datasets.map((d) => [datasetNodeId(d), d]));
  return jobs.flatMap((job) => {
    const file = files[`${job.namespace}/${job.name}`];
    const sql = file ?? sqlFacetQuery(job);
    if (sql === null || sql === undefined) return [];
    return [{ id: jobNodeId(job), sql, origin: file !== undefined ? ('file' as const) : ('facet' as const), datasets: jobDatasets(job, graph, byId) }];
  });
}
