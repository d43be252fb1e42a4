import type { TraceDirection } from '../domain/direction.ts';

/**
 * Query-key factories, one per API area. Keys hold every variable the queryFn uses, already normalised
 * (defaults filled, refs reduced to their identity) so equal requests share one cache entry; `*.all` is the
 * prefix to invalidate a whole area.
 */

export interface PageParams {
  limit: number;
  offset: number;
}

export const namespaceKeys = {
  all: ['namespaces'] as const,
  list: (p: PageParams) => [...namespaceKeys.all, 'list', p] as const,
};

export const datasetKeys = {
  all: ['datasets'] as const,
  list: (p: { namespace: string } & PageParams) => [...datasetKeys.all, 'list', p] as const,
  detail: (ref: { namespace: string; name: string }) => [...datasetKeys.all, 'detail', { namespace: ref.namespace, name: ref.name }] as const,
  versions: (p: { namespace: string; name: string } & PageParams) => [...datasetKeys.all, 'versions', p] as const,
  version: (p: { namespace: string; name: string; version: string }) => [...datasetKeys.all, 'version', p] as const,
};

export const jobKeys = {
  all: ['jobs'] as const,
  list: (p: { namespace: string } & PageParams) => [...jobKeys.all, 'list', p] as const,
  detail: (ref: { namespace: string; name: string }) => [...jobKeys.all, 'detail', { namespace: ref.namespace, name: ref.name }] as const,
  runs: (p: { namespace: string; name: string } & PageParams) => [...jobKeys.all, 'runs', p] as const,
};

export const runKeys = {
  all: ['runs'] as const,
  detail: (runId: string) => [...runKeys.all, 'detail', runId] as const,
  facets: (p: { runId: string; type: 'run' | 'job' }) => [...runKeys.all, 'facets', p] as const,
};

export const lineageKeys = {
  all: ['lineage'] as const,
  graph: (p: { nodeId: string; depth: number }) => [...lineageKeys.all, 'graph', p] as const,
  view: (p: { nodeId: string; depth: number; view: 'runs' | 'marquez'; since: string | null; until: string | null }) =>
    [...lineageKeys.all, 'view', p] as const,
};

export const columnLineageKeys = {
  all: ['column-lineage'] as const,
  graph: (p: { nodeId: string; depth: number; withDownstream: boolean }) => [...columnLineageKeys.all, 'graph', p] as const,
};

export const searchKeys = {
  all: ['search'] as const,
  results: (p: {
    q: string;
    filter: 'DATASET' | 'JOB' | null;
    sort: 'NAME' | 'UPDATE_AT';
    limit: number;
    namespace: string | null;
    before: string | null;
    after: string | null;
  }) => [...searchKeys.all, 'results', p] as const,
};

export const eventKeys = {
  all: ['events'] as const,
  list: (p: { before: string | null; after: string | null; sortDirection: 'asc' | 'desc' } & PageParams) => [...eventKeys.all, 'list', p] as const,
};

/** The whole catalog (every dataset and job) and its lineage views. */
export const catalogKeys = {
  all: ['catalog'] as const,
  full: (p: { pageSize: number; concurrency: number }) => [...catalogKeys.all, 'full', p] as const,
  view: (p: { view: 'runs' | 'marquez'; since: string | null; until: string | null }) => [...catalogKeys.all, 'view', p] as const,
};

/** The canvas's lineage around accepted stitches' far ends, merged (graph feature). */
export const stitchedLineageKeys = {
  around: (p: {
    nodeId: string;
    depth: number;
    stitches: readonly { a: string; b: string }[];
    view: 'runs' | 'marquez';
    since: string | null;
    until: string | null;
  }) => [...lineageKeys.all, 'stitched', p] as const,
};

/** Accepted stitch candidates of a view's catalog under a set of decisions and a threshold. */
export const stitchKeys = {
  accepted: (input: { view: string; since: string | null; until: string | null; decisions: Readonly<Record<string, string>>; minConfidence: number }) =>
    ['stitches', 'accepted', input] as const,
};

type TraceTarget = { namespace: string; dataset: string; field: string };

/** Traces and their as-of variants, everything a trace's query function reads being in its key. */
export const traceKeys = {
  all: ['trace'] as const,
  result: (p: {
    target: TraceTarget;
    tdir: TraceDirection;
    inferred: boolean;
    stitch: boolean;
    decisions: Readonly<Record<string, string>> | null;
    minConfidence: number | null;
    source: unknown;
    /** SQL supplied for jobs by the CLI (`--sql`), by `namespace/job`. */
    sql: Readonly<Record<string, string>> | null;
  }) => [...traceKeys.all, 'result', p] as const,
  asOf: (p: { target: TraceTarget; asof: string; inferred: boolean; source: unknown; sql?: unknown }) => [...traceKeys.all, 'as-of', p] as const,
  compare: (p: { target: TraceTarget; asof: string; inferred: boolean; other: string; source: unknown }) => [...traceKeys.all, 'compare', p] as const,
};

/** Column lineage derived from the SQL of a catalog view's jobs (Coverage). */
export const derivedKeys = {
  all: ['derived'] as const,
  catalog: (p: { view: string; since?: string | null; until?: string | null }) =>
    [...derivedKeys.all, 'catalog', { view: p.view, since: p.since ?? null, until: p.until ?? null }] as const,
};

/** Layouts, content-addressed: identical graphs share one cached layout. */
export const layoutKeys = {
  all: ['layout'] as const,
  byHash: (hash: string) => [...layoutKeys.all, hash] as const,
};
