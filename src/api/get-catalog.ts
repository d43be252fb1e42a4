import { queryOptions } from '@tanstack/react-query';
import type { MqDataset, MqJob } from '../domain/marquez-shapes.ts';
import type { Catalog } from '../domain/stitching/catalog.ts';
import { callOf, type CallOptions } from './client.ts';
import { getDataset } from './get-dataset.ts';
import { getDatasets } from './get-datasets.ts';
import { getJob } from './get-job.ts';
import { getJobs } from './get-jobs.ts';
import { getNamespaces } from './get-namespaces.ts';
import { isMarquezApiError } from './marquez-api-error.ts';
import { mapLimit, pageAll } from '../lib/async-batches.ts';
import type { Page } from './schemas/common.ts';
import { catalogKeys } from '../lib/query-keys.ts';
import { STALE_TIME } from './stale-times.ts';

export interface CatalogLoadOptions {
  /** List page size; Marquez's default is 100. */
  pageSize?: number;
  /** Dataset and job GETs in flight at once: enough to be quick, few enough not to flood Marquez. */
  concurrency?: number;
}

const items = <T>(page: Page<T>): T[] => page.items;

/**
 * Every dataset and job Marquez knows, with full facets: namespaces → dataset and job lists (paged) → one GET per
 * dataset and job, batched `concurrency` at a time. The lists alone are not enough: they carry facets for only the
 * first datasets of a page and jobs' I/O only from their latest run
 * (docs/marquez-behaviours.md#facet-storage-and-merge-order, docs/marquez-behaviours.md#job-reads). One entity Marquez
 * answers with an error (an alias GET can 500, docs/marquez-behaviours.md#symlinks-and-aliases) keeps its list row
 * instead of failing the analysis; Marquez not answering at all still fails.
 */
export async function getCatalog(options: CatalogLoadOptions & Pick<CallOptions, 'signal' | 'client'> = {}): Promise<Catalog> {
  const pageSize = options.pageSize ?? 100;
  const concurrency = options.concurrency ?? 6;
  const call: CallOptions = { ...(options.signal ? { signal: options.signal } : {}), ...(options.client ? { client: options.client } : {}) };
  const namespaces = await pageAll((offset) => getNamespaces({ limit: pageSize, offset }, call), pageSize);
  // Results in namespace order, whatever order the pages arrive in: equal Marquez, equal catalog.
  const lists = await mapLimit(namespaces, concurrency, async ({ name: namespace }) =>
    Promise.all([
      pageAll(async (offset) => items(await getDatasets({ namespace, limit: pageSize, offset }, call)), pageSize),
      pageAll(async (offset) => items(await getJobs({ namespace, limit: pageSize, offset }, call)), pageSize),
    ]),
  );
  const datasetRows: MqDataset[] = lists.flatMap(([ds]) => ds);
  const jobRows: MqJob[] = lists.flatMap(([, js]) => js);
  const uniqueJobs = [...new Map(jobRows.map((j) => [`${j.namespace}\u0000${j.name}`, j])).values()];
  const orListRow = async <T>(row: T, load: () => Promise<T>): Promise<T> => {
    try {
      return await load();
    } catch (e) {
      if (isMarquezApiError(e) && e.status !== undefined) return row;
      throw e;
    }
  };
  const [datasets, jobs] = await Promise.all([
    mapLimit(datasetRows, concurrency, (d) => orListRow(d, () => getDataset({ namespace: d.namespace, name: d.name }, call))),
    mapLimit(uniqueJobs, concurrency, (j) => orListRow(j, () => getJob({ namespace: j.namespace, name: j.name }, call))),
  ]);
  return { datasets, jobs };
}

/** Query options for {@link getCatalog}: one cache entry for the whole catalog, fresh as long as a list. */
export function catalogQueryOptions(options: CatalogLoadOptions = {}) {
  const p = { pageSize: options.pageSize ?? 100, concurrency: options.concurrency ?? 6 };
  return queryOptions({
    queryKey: catalogKeys.full(p),
    queryFn: (ctx) => getCatalog({ ...p, ...callOf(ctx) }),
    staleTime: STALE_TIME.list,
  });
}
