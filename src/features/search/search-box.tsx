import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { SearchListbox, optionDomId } from './search-listbox.tsx';
import { SearchResultsStatus } from './search-results-status.tsx';
import { useSearchCombobox } from './use-search-combobox.ts';
import './search.css';

/**
 * The header search: an ARIA 1.2 combobox over `/search` (debounced), results grouped with type badges;
 * ↑/↓ move, Enter opens the node as the new focus, Shift+Enter jumps to it on the canvas, Esc closes.
 */
export function SearchBox() {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const { results, options, nav, choose } = useSearchCombobox(query, {
    onChosen: () => {
      setOpen(false);
      setQuery('');
      inputRef.current?.blur();
    },
    onEscape: () => {
      if (open && query) setOpen(false);
      else {
        setQuery('');
        inputRef.current?.blur();
      }
    },
  });

  const expanded = open && results.settled !== '';
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) setOpen(true);
    nav.onKeyDown(event);
  };

  return (
    <div className="tb-search" data-testid="header-search">
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        className="tb-search__input"
        placeholder="Search datasets and jobs"
        aria-label="Search datasets and jobs"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && nav.activeIndex >= 0 ? optionDomId(listId, nav.activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          nav.setActiveIndex(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {expanded ? (
        <div className="tb-search__popup" onMouseDown={(e) => e.preventDefault()}>
          <SearchResultsStatus results={results} count={options.length} />
          <SearchListbox
            id={listId}
            label="Search results"
            groups={results.groups}
            activeIndex={nav.activeIndex}
            onActivate={nav.setActiveIndex}
            onChoose={choose}
          />
        </div>
      ) : null}
      <span className="tb-visually-hidden" aria-live="polite">
        {expanded && !results.pending ? `${options.length} results` : ''}
      </span>
    </div>
  );
}
