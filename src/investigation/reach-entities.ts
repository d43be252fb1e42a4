import type { QueryClient } from '@tanstack/react-query';
import { datasetQueryOptions } from '../api/get-dataset.ts';
import { jobQueryOptions } from '../api/get-job.ts';
import { isMarquezApiError, type MarquezApiError } from '../api/marquez-api-error.ts';
import type { MqDataset, MqJob, MqLineageGraph } from '../domain/marquez-shapes.ts';
import type { SkippedEntity } from '../domain/trace/trace-types.ts';
import { mapLimit } from '../lib/async-batches.ts';
import { readEntitiesBatched } from './batched-entity-reads.ts';

/**
 * Entity GETs one loader keeps in flight. Each dataset and job the walk reaches needs its own GET: nothing else Marquez
 * answers carries the same facets (docs/performance.md#the-impact-lists-reads). Asked all at once, 10,000 of them sat in
 * the request gate's queue, ahead of every other read of the page (a click's details waited for the whole list), and
 * kept coming after the list was closed. Six, what a browser opens to one host anyway: as fast, and the gate keeps room
 * for the rest of the page.
 */
export const ENTITY_READS_IN_FLIGHT = 6;

/** How far a loader's entity reads are: `read` of `total` answered (or refused). */
export interface ReadProgress {
  read: number;
  total: number;
}

/**
 * What a caller can ask of a loader's entity reads: stop asking once `signal` aborts; hear how far they are; `batched`:
 * many per request to Tributary's server where it has the route (batched-entity-reads.ts), for a reach of thousands.
 */
export interface ReachReadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: ReadProgress) => void;
  batched?: boolean;
}

/**
 * Marquez refusing one entity (an alias GET can 500, docs/marquez-behaviours.md#symlinks-and-aliases) degrades that
 * node, not the trace; `skipped` (when given) records what was left out, so the result says so.
 */
export async function orNull<T>(load: Promise<T>, skipped?: SkippedEntity[], what?: Omit<SkippedEntity, 'status' | 'reason'>): Promise<T | null> {
  try {
    return await load;
  } catch (e) {
    if (isMarquezApiError(e) && e.status !== undefined) {
      if (skipped && what) skipped.push({ ...what, status: e.status, reason: e.message });
      return null;
    }
    throw e;
  }
}

type LineageNode = MqLineageGraph['graph'][number];

/** A batch's refusal, as {@link orNull} takes a single GET's: recorded as skipped when Marquez answered, else thrown. */
function refusedEntity(n: LineageNode, error: MarquezApiError, skipped: SkippedEntity[]): null {
  if (error.status === undefined) throw error;
  skipped.push({ kind: n.type === 'DATASET' ? 'dataset' : 'job', id: n.id, status: error.status, reason: error.message });
  return null;
}

/**
 * One GET per reached dataset and job through the query cache (a fresh entry answers without a request), at most
 * {@link ENTITY_READS_IN_FLIGHT} at a time, datasets first, in the nodes' order. Results keep that order.
 */
export async function readReachedEntities(
  queryClient: QueryClient,
  nodes: readonly LineageNode[],
  skipped: SkippedEntity[],
  options: ReachReadOptions = {},
): Promise<{ datasets: MqDataset[]; jobs: MqJob[] }> {
  const { signal, onProgress } = options;
  const ordered = [...nodes.filter((n) => n.type === 'DATASET'), ...nodes.filter((n) => n.type === 'JOB')];
  const total = ordered.length;
  let read = 0;
  // A read that fails the load (Marquez not answering, not one entity refused) stops the others asking too.
  let failed: { error: unknown } | null = null;
  onProgress?.({ read, total });
  const readOne = async (n: LineageNode): Promise<MqDataset | MqJob | null> => {
    if (signal?.aborted) throw signal.reason;
    if (failed) throw failed.error;
    const ref = { namespace: n.data.namespace, name: n.data.name };
    const load =
      n.type === 'DATASET'
        ? orNull<MqDataset>(queryClient.fetchQuery(datasetQueryOptions(ref)), skipped, { kind: 'dataset', id: n.id })
        : orNull<MqJob>(queryClient.fetchQuery(jobQueryOptions(ref)), skipped, { kind: 'job', id: n.id });
    const answer = await load.catch((error: unknown) => {
      failed ??= { error };
      throw error;
    });
    read += 1;
    onProgress?.({ read, total });
    return answer;
  };
  const readSingly = (some: readonly LineageNode[]) => mapLimit(some, ENTITY_READS_IN_FLIGHT, readOne);
  const answers = options.batched
    ? await readEntitiesBatched(
        queryClient,
        ordered,
        {
          readSingly,
          counted: (count) => {
            read += count;
            onProgress?.({ read, total });
          },
          refused: (n, error) => {
            if (error.status === undefined) failed ??= { error };
            return refusedEntity(n, error, skipped);
          },
          check: () => {
            if (signal?.aborted) throw signal.reason;
            if (failed) throw failed.error;
          },
        },
        signal,
      )
    : await readSingly(ordered);
  const datasetCount = ordered.findIndex((n) => n.type === 'JOB');
  const split = datasetCount < 0 ? total : datasetCount;
  return {
    datasets: answers.slice(0, split).filter((d): d is MqDataset => d !== null),
    jobs: answers.slice(split).filter((j): j is MqJob => j !== null),
  };
}
