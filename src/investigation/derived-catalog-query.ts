import { queryOptions } from '@tanstack/react-query';
import { investigationCatalogQueryOptions } from './catalog-query.ts';
import { STALE_TIME } from '../api/stale-times.ts';
import type { DerivedSqlLineage } from '../domain/sql-lineage/derived-types.ts';
import { derivedKeys } from '../lib/query-keys.ts';
import { deriveSqlJobs } from './sql/derive-sql-jobs.ts';

type CatalogParams = Parameters<typeof investigationCatalogQueryOptions>[0];

/**
 * Column lineage derived from the SQL of every job of the catalog, by job nodeId (Coverage's "derived from SQL"
 * figures). Reads the catalog through the shared cache; the parser loads only when some job has SQL.
 */
export function derivedCatalogQueryOptions(params: CatalogParams) {
  return queryOptions({
    queryKey: derivedKeys.catalog(params),
    queryFn: async ({ client }): Promise<Record<string, DerivedSqlLineage>> => {
      const catalog = await client.fetchQuery(investigationCatalogQueryOptions(params));
      return Object.fromEntries(await deriveSqlJobs(catalog.jobs, { graph: [] }, catalog.datasets));
    },
    staleTime: STALE_TIME.lineage,
  });
}
