import { z } from 'zod';
import { debeziumEvidence, type NativeJob } from '../domain/connect/debezium-native.ts';
import { apiPath } from './url.ts';
import { ServiceApiError, createServiceClient, type ServiceAuth, type ServiceFetch } from './service-client.ts';

/**
 * Whether Marquez already holds Debezium's own lineage for a job (`GET /api/v1/namespaces/{ns}/jobs/{name}`): the
 * evidence when it does, null when the job is absent or someone else's. Any other failure throws, and the caller
 * says the connector was not checked.
 */
export type NativeJobLookup = (job: NativeJob, signal?: AbortSignal) => Promise<string | null>;

export function createNativeJobLookup(options: { baseUrl: string; auth?: ServiceAuth; fetch?: ServiceFetch }): NativeJobLookup {
  const http = createServiceClient({
    service: 'Marquez',
    baseUrl: options.baseUrl,
    ...(options.auth ? { auth: options.auth } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return async (job, signal) => {
    try {
      const answer = await http.get(
        'GET /api/v1/namespaces/{namespace}/jobs/{job}',
        apiPath`/api/v1/namespaces/${job.namespace}/jobs/${job.name}`,
        z.unknown(),
        signal,
      );
      return debeziumEvidence(answer);
    } catch (e) {
      if (e instanceof ServiceApiError && e.kind === 'not-found') return null;
      throw e;
    }
  };
}
