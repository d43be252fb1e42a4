import type { QueryClient } from '@tanstack/react-query';
import type { MqDatasetVersion, MqJob, MqLineageGraph, MqNamespace, MqRun } from '../domain/marquez-shapes.ts';
import type { MarquezClient } from '../api/client.ts';
import { datasetVersionsQueryOptions, getDatasetVersions } from '../api/get-dataset-versions.ts';
import { getJobRuns, jobRunsQueryOptions } from '../api/get-job-runs.ts';
import { getJobs, jobsQueryOptions } from '../api/get-jobs.ts';
import { getLineage, lineageQueryOptions } from '../api/get-lineage.ts';
import { getNamespaces, namespacesQueryOptions } from '../api/get-namespaces.ts';
import type { PageParams } from '../lib/query-keys.ts';
import type { Page } from '../api/schemas/common.ts';

/**
 * The reads run-level lineage needs, as a port: the browser answers them from the query cache, a CLI straight
 * from a client. Either way each answer went through the same zod schemas.
 */
export interface RunLineageSource {
  lineage(p: { nodeId: string; depth: number }): Promise<MqLineageGraph>;
  namespaces(p: PageParams): Promise<MqNamespace[]>;
  jobs(p: { namespace: string } & PageParams): Promise<Page<MqJob>>;
  jobRuns(p: { namespace: string; name: string } & PageParams): Promise<Page<MqRun>>;
  datasetVersions(p: { namespace: string; name: string } & PageParams): Promise<Page<MqDatasetVersion>>;
}

/** Every read through `queryClient.fetchQuery`, so pages are cached and shared with the other views. */
export function cachedSource(queryClient: QueryClient, signal?: AbortSignal): RunLineageSource {
  const guard = () => {
    if (signal?.aborted) throw signal.reason;
  };
  return {
    lineage: (p) => (guard(), queryClient.fetchQuery(lineageQueryOptions(p))),
    namespaces: (p) => (guard(), queryClient.fetchQuery(namespacesQueryOptions(p))),
    jobs: (p) => (guard(), queryClient.fetchQuery(jobsQueryOptions(p))),
    jobRuns: (p) => (guard(), queryClient.fetchQuery(jobRunsQueryOptions(p))),
    datasetVersions: (p) => (guard(), queryClient.fetchQuery(datasetVersionsQueryOptions(p))),
  };
}

/** Every read straight from a client (the command-line tools). */
export function clientSource(client: MarquezClient): RunLineageSource {
  const call = { client };
  return {
    lineage: (p) => getLineage(p, call),
    namespaces: (p) => getNamespaces(p, call),
    jobs: (p) => getJobs(p, call),
    jobRuns: (p) => getJobRuns(p, call),
    datasetVersions: (p) => getDatasetVersions(p, call),
  };
}
