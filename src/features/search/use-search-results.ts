import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { searchQueryOptions } from '../../api/search.ts';
import { datasetQueryOptions } from '../../api/get-dataset.ts';
import { datasetNodeId, fieldNodeId } from '../../domain/node-id.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { matchFields, parseFieldQuery } from './field-query.ts';
import { readAliases } from './read-aliases.ts';
import { groupSearchResults, taggedOptions, type SearchGroup, type SearchOption } from './search-options.ts';
import { useTagSearch, type TagSearchResult } from './use-tag-search.ts';

export const SEARCH_DEBOUNCE_MS = 200;
const RESULT_LIMIT = 25;
// Each candidate dataset costs one GET to read its fields; a handful is enough to find "orders.amount".
const TRACE_DATASETS = 3;

export interface SearchResultsState {
  /** The query the groups answer (settled after the debounce). */
  settled: string;
  groups: SearchGroup[];
  /** No answer yet for the settled query. */
  pending: boolean;
  error: unknown;
  refetch: () => void;
  /** Tag matches' coverage, when tags are searched (the palette). */
  tags: TagSearchResult | null;
}

/**
 * Debounced `/search` across namespaces (or one), ranked and grouped; a `dataset.field` query also offers
 * "Trace" rows for matching fields of the best few matching datasets.
 */
export function useSearchResults(query: string, options: { namespace?: string | null; traces?: boolean; tags?: boolean } = {}): SearchResultsState {
  const settled = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  // Tags are not in Marquez's search: matched over what the page has loaded (use-tag-search.ts).
  const tags = useTagSearch(options.tags ? settled : '');
  const main = useQuery({
    ...searchQueryOptions({ q: settled, namespace: options.namespace ?? null, limit: RESULT_LIMIT }),
    placeholderData: keepPreviousData,
  });

  const fieldQuery = options.traces ? parseFieldQuery(settled) : null;
  const datasetSearch = useQuery({
    ...searchQueryOptions({ q: fieldQuery?.dataset ?? '', filter: 'DATASET', namespace: options.namespace ?? null, limit: TRACE_DATASETS }),
    enabled: fieldQuery !== null,
  });
  const candidates = fieldQuery ? (datasetSearch.data ?? []).slice(0, TRACE_DATASETS) : [];
  const details = useQueries({
    queries: candidates.map((c) => datasetQueryOptions({ namespace: c.namespace, name: c.name })),
  });

  // Cheap (a few datasets, ≤ 25 results), so computed per render rather than memoised on unstable arrays.
  const traceOptions: SearchOption[] = [];
  if (fieldQuery) {
    // Marquez finds a dataset by its symlink aliases too; offer the trace once, on the primary identity.
    const aliasKeys = new Set(details.flatMap(({ data }) => readAliases(data?.facets).map((a) => `${a.namespace}\u0000${a.name}`)));
    for (const { data: dataset } of details) {
      if (!dataset || aliasKeys.has(`${dataset.namespace}\u0000${dataset.name}`)) continue;
      for (const field of matchFields(dataset.fields ?? [], fieldQuery.field)) {
        const fieldId = fieldNodeId({ namespace: dataset.namespace, dataset: dataset.name, field: field.name });
        traceOptions.push({
          key: fieldId,
          kind: 'trace',
          name: `${dataset.name}.${field.name}`,
          namespace: dataset.namespace,
          nodeId: datasetNodeId(dataset),
          fieldId,
          ...(field.type ? { hint: field.type } : {}),
        });
      }
    }
  }
  const groups = settled ? groupSearchResults(main.data ?? [], settled, traceOptions, taggedOptions(tags.matches)) : [];

  return {
    settled,
    groups,
    pending: settled !== '' && (main.isPending || main.isPlaceholderData || settled !== query.trim()),
    error: main.error,
    refetch: () => void main.refetch(),
    tags: options.tags ? tags : null,
  };
}
