import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { matchTags, TAG_MATCH_LIMIT, type TaggedEntity, type TagMatch } from '../../domain/facets/tag-search.ts';
import type { MqDataset, MqJob } from '../../domain/marquez-shapes.ts';
import type { Catalog } from '../../domain/stitching/catalog.ts';
import { catalogKeys, datasetKeys, jobKeys } from '../../lib/query-keys.ts';

export interface TagSearchResult {
  matches: TagMatch[];
  /** More matched than are listed. */
  cut: boolean;
  /** Datasets and jobs whose tags were looked through. */
  searched: number;
  /** Only what this page has loaded was searched, not everything Marquez knows. */
  partial: boolean;
}

const entity = (kind: 'dataset' | 'job', e: MqDataset | MqJob): TaggedEntity => ({ kind, namespace: e.namespace, name: e.name, facets: e.facets });

/**
 * What is already in the query cache, never a new request: the whole catalog when a view has read it (complete),
 * else every dataset and job GET the page has made (the canvas's nodes, the details opened) — partial.
 */
function loadedEntities(client: QueryClient): { entities: TaggedEntity[]; partial: boolean } {
  const catalogs = client.getQueriesData<Catalog>({ queryKey: [...catalogKeys.all, 'full'] });
  const catalog = catalogs.find(([, data]) => data !== undefined)?.[1];
  if (catalog) return { entities: [...catalog.datasets.map((d) => entity('dataset', d)), ...catalog.jobs.map((j) => entity('job', j))], partial: false };
  const datasets = client.getQueriesData<MqDataset>({ queryKey: [...datasetKeys.all, 'detail'] });
  const jobs = client.getQueriesData<MqJob>({ queryKey: [...jobKeys.all, 'detail'] });
  const entities = [...datasets.flatMap(([, d]) => (d ? [entity('dataset', d)] : [])), ...jobs.flatMap(([, j]) => (j ? [entity('job', j)] : []))];
  return { entities, partial: true };
}

/** Datasets and jobs whose tags match `query` (docs/openlineage-facets.md#dataset-type-hierarchy-and-tags-facets). */
export function useTagSearch(query: string): TagSearchResult {
  const client = useQueryClient();
  return useMemo(() => {
    const { entities, partial } = loadedEntities(client);
    const all = matchTags(entities, query);
    return { matches: all.slice(0, TAG_MATCH_LIMIT), cut: all.length > TAG_MATCH_LIMIT, searched: entities.length, partial };
  }, [client, query]);
}
