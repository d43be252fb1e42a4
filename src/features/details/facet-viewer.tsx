import { useId, useState } from 'react';
import type { Facets } from '../../domain/marquez-shapes.ts';
import { JsonTree } from '../../components/ui/json-tree.tsx';
import { facetNames } from './read-details.ts';

/** Facets as a collapsible, searchable text tree (never HTML). Closed by default: the summary lists their names. */
export function FacetViewer({ title, facets, testId, open = false }: { title: string; facets: Facets | null | undefined; testId?: string; open?: boolean }) {
  const names = facetNames(facets);
  const [filter, setFilter] = useState('');
  const inputId = useId();
  if (names.length === 0) return null;
  return (
    <details className="tb-facets" data-testid={testId} open={open || undefined}>
      <summary>
        <span className="tb-facets__title">{title}</span> <span className="tb-muted">({names.length})</span>
        <span className="tb-facets__names">{names.join(' · ')}</span>
      </summary>
      <div className="tb-facets__body">
        <label htmlFor={inputId} className="tb-visually-hidden">
          Search {title.toLowerCase()}
        </label>
        <input
          id={inputId}
          type="search"
          className="tb-facets__search"
          placeholder="Filter keys and values…"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <JsonTree value={facets} filter={filter} openDepth={0} />
      </div>
    </details>
  );
}
