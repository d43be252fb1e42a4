import { queryOptions } from '@tanstack/react-query';
import type { MqJob } from '../domain/marquez-shapes.ts';
import type { JobRef } from '../domain/node-id.ts';
import { callOf, marquezGet, type CallOptions } from './client.ts';
import { jobKeys } from '../lib/query-keys.ts';
import { jobSchema } from './schemas/job.ts';
import { STALE_TIME } from './stale-times.ts';
import { apiPath } from './url.ts';

/** The job's GET as a request: also what a batched read (get-entities.ts) asks for and checks each answer with. */
export function jobRequest(ref: JobRef) {
  return { endpoint: 'GET /namespaces/{namespace}/jobs/{name}', path: apiPath`/namespaces/${ref.namespace}/jobs/${ref.name}`, schema: jobSchema };
}

/** GET /namespaces/{namespace}/jobs/{name}. A renamed job answers 301, which fetch follows. */
export async function getJob(ref: JobRef, options?: CallOptions): Promise<MqJob> {
  return marquezGet(jobRequest(ref), options);
}

/** Query options for {@link getJob}, keyed by the job identity only. */
export function jobQueryOptions(ref: JobRef) {
  // Only the identity: a caller may pass a whole dataset/job object as the ref.
  const identity = { namespace: ref.namespace, name: ref.name };
  return queryOptions({
    queryKey: jobKeys.detail(identity),
    queryFn: (ctx) => getJob(identity, callOf(ctx)),
    staleTime: STALE_TIME.entity,
  });
}

/** Options for `useQueries({ queries: jobsQueries(refs) })`: one entry per distinct job, first-seen order. */
export function jobsQueries(refs: readonly JobRef[]) {
  const seen = new Set<string>();
  return refs
    .filter((ref) => {
      const id = JSON.stringify([ref.namespace, ref.name]);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .map(jobQueryOptions);
}
