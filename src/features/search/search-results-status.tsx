import { describeError } from '../../lib/describe-error.ts';
import type { SearchResultsState } from './use-search-results.ts';
import type { TagSearchResult } from './use-tag-search.ts';

/** The line above the results: searching, nothing found, or what failed with a retry. Empty when there are rows. */
export function SearchResultsStatus({ results, count }: { results: SearchResultsState; count: number }) {
  if (!results.settled) return null;
  if (results.error) {
    const copy = describeError(results.error, 'search results');
    return (
      <div className="tb-listbox__status" role="alert">
        <strong>{copy.title}</strong> — {copy.detail}{' '}
        <button type="button" className="tb-button tb-button--small" onMouseDown={(e) => e.preventDefault()} onClick={results.refetch}>
          Retry
        </button>
      </div>
    );
  }
  if (count === 0 && results.pending) return <div className="tb-listbox__status">Searching…</div>;
  if (count === 0) {
    return (
      <div className="tb-listbox__status" data-testid="search-empty">
        No dataset or job name contains “{results.settled}”. Try part of the name, e.g. the table without its schema.
      </div>
    );
  }
  return null;
}

/**
 * Where tag matches come from: Marquez's search knows no tags, so they are matched over what is loaded — all of
 * it when a view has read the whole catalog, else only this page's datasets and jobs, which the line says.
 */
export function TagCoverageNote({ tags }: { tags: TagSearchResult }) {
  const what = `${tags.searched.toLocaleString()} ${tags.searched === 1 ? 'dataset or job' : 'datasets and jobs'}`;
  return (
    <div className="tb-listbox__status tb-listbox__status--note" data-testid="palette-tag-coverage" data-partial={tags.partial}>
      {tags.partial ? `Tags: searched only the ${what} loaded on this page, not all of Marquez.` : `Tags: searched all ${what} Marquez knows.`}
      {tags.cut ? ` The first ${tags.matches.length} tag matches are listed.` : ''}
    </div>
  );
}
