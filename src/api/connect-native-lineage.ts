import { z } from 'zod';
import { debeziumEvidence, type NativeJob } from '../domain/connect/debezium-native.ts';
import { marquezGet, type MarquezClient } from './client.ts';
import { isMarquezApiError } from './marquez-api-error.ts';
import { apiPath } from './url.ts';

/**
 * Whether Marquez already holds Debezium's own lineage for a job (`GET /api/v1/namespaces/{ns}/jobs/{name}`): the
 * evidence when it does, null when the job is absent or someone else's. Any other failure throws, and the caller
 * says the connector was not checked.
 */
export type NativeJobLookup = (job: NativeJob, signal?: AbortSignal) => Promise<string | null>;

/** The lookup on a Marquez client; the raw job is read (`z.unknown()`): only Debezium's facets matter here. */
export function createNativeJobLookup(client: MarquezClient): NativeJobLookup {
  return async (job, signal) => {
    try {
      const answer = await marquezGet(
        { endpoint: 'GET /namespaces/{namespace}/jobs/{job}', path: apiPath`/namespaces/${job.namespace}/jobs/${job.name}`, schema: z.unknown() },
        { client, ...(signal ? { signal } : {}) },
      );
      return debeziumEvidence(answer);
    } catch (e) {
      if (isMarquezApiError(e) && e.kind === 'not-found') return null;
      throw e;
    }
  };
}
