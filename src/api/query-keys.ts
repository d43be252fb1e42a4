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
  view: (p: { nodeId: string; depth: number; view: 'runs' | 'marquez'; since: string | null; until: string | null }) => [...lineageKeys.all, 'view', p] as const,
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
  list: (p: { before: string | null; after: string | null; sortDirection: 'asc' | 'desc' } & PageParams) =>
    [...eventKeys.all, 'list', p] as const,
};
