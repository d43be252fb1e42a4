import type { MqDataset, MqJob, MqNamespace } from '../domain/marquez-shapes.ts';
import type { Catalog } from '../domain/stitching/catalog.ts';
import { mapLimit, pageAll } from '../lib/async-batches.ts';

/** The `fetch` subset the loader needs, so tests can answer from the in-process emulator. */
export type FetchLike = (url: string, init?: { signal?: AbortSignal }) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

/** Marquez did not answer, or answered something that is not its API. The message is for a person. */
export class MarquezError extends Error {
  override name = 'MarquezError';
  /** The HTTP status when Marquez answered with an error; undefined when it did not answer or sent no JSON. */
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

export interface FetchCatalogOptions {
  fetch?: FetchLike;
  /** Per-request timeout; default 15 s. */
  timeoutMs?: number;
  /** Dataset and job GETs in flight at once; default 8. */
  concurrency?: number;
  /** Page size for list calls; default 100 (Marquez's default). */
  pageSize?: number;
}

function describeCause(e: unknown): string {
  const cause = e instanceof Error && e.cause instanceof Error ? e.cause : e;
  if (cause instanceof Error) return 'code' in cause && typeof cause.code === 'string' ? cause.code : cause.message;
  return String(cause);
}

async function getJson<T>(base: string, path: string, opts: Required<Pick<FetchCatalogOptions, 'timeoutMs'>> & { fetch: FetchLike }): Promise<T> {
  const url = `${base}${path}`;
  let res;
  try {
    res = await opts.fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs) });
  } catch (e) {
    throw new MarquezError(`Marquez at ${base} did not answer (${describeCause(e)}) — is it running, and is --marquez right?`);
  }
  const text = await res.text();
  if (!res.ok) throw new MarquezError(`Marquez at ${base} answered ${res.status} to GET ${path}: ${text.slice(0, 200)}`, res.status);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new MarquezError(`Marquez at ${base} answered GET ${path} with something that is not JSON — is --marquez a Marquez API?`);
  }
}

const seg = encodeURIComponent;

/**
 * Every dataset and job of a Marquez, for the boundary analyses: namespaces → datasets → jobs, paged, then one GET
 * per dataset and job, because list answers carry facets for only the first 10 datasets of a page and jobs' I/O
 * only from their latest run (marquez-semantics.md §1.7, §2.6). Throws {@link MarquezError} with a clear message.
 */
export async function fetchCatalog(marquezUrl: string, options: FetchCatalogOptions = {}): Promise<Catalog> {
  const base = marquezUrl.replace(/\/+$/, '');
  const opts = { fetch: options.fetch ?? (fetch as FetchLike), timeoutMs: options.timeoutMs ?? 15_000 };
  const pageSize = options.pageSize ?? 100;
  const concurrency = options.concurrency ?? 8;
  const api = <T>(path: string): Promise<T> => getJson<T>(base, `/api/v1${path}`, opts);

  const namespaces = await pageAll(
    async (offset) => (await api<{ namespaces?: MqNamespace[] }>(`/namespaces?limit=${pageSize}&offset=${offset}`)).namespaces ?? [],
    pageSize,
  );
  const datasetRows: MqDataset[] = [];
  const jobRows: MqJob[] = [];
  for (const { name: ns } of namespaces) {
    datasetRows.push(
      ...(await pageAll(
        async (offset) => (await api<{ datasets?: MqDataset[] }>(`/namespaces/${seg(ns)}/datasets?limit=${pageSize}&offset=${offset}`)).datasets ?? [],
        pageSize,
      )),
    );
    jobRows.push(
      ...(await pageAll(
        async (offset) => (await api<{ jobs?: MqJob[] }>(`/namespaces/${seg(ns)}/jobs?limit=${pageSize}&offset=${offset}`)).jobs ?? [],
        pageSize,
      )),
    );
  }
  const uniqueJobs = [...new Map(jobRows.map((j) => [`${j.namespace}\u0000${j.name}`, j])).values()];
  // One entity Marquez fails to answer (an alias GET can 500, marquez-semantics.md §3) keeps its list row rather
  // than sinking the whole analysis; Marquez not answering at all still fails.
  const orListRow = async <T>(row: T, path: string): Promise<T> => {
    try {
      return await api<T>(path);
    } catch (e) {
      if (e instanceof MarquezError && e.status !== undefined) return row;
      throw e;
    }
  };
  const datasets = await mapLimit(datasetRows, concurrency, (d) => orListRow(d, `/namespaces/${seg(d.namespace)}/datasets/${seg(d.name)}`));
  const jobs = await mapLimit(uniqueJobs, concurrency, (j) => orListRow(j, `/namespaces/${seg(j.namespace)}/jobs/${seg(j.name)}`));
  return { datasets, jobs };
}
