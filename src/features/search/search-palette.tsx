import { useEffect, useId, useRef, useState } from 'react';
import { useTributaryStore } from '../../state/store.ts';
import { selectClosePalette, selectPaletteOpen, selectPaletteSeed } from '../../state/selectors.ts';
import { SearchListbox, optionDomId } from './search-listbox.tsx';
import { SearchResultsStatus, TagCoverageNote } from './search-results-status.tsx';
import { useSearchCombobox } from './use-search-combobox.ts';
import './search.css';

/**
 * The search palette (Ctrl/⌘+K or `/`): datasets and jobs across namespaces, plus "Trace" rows for
 * `dataset.field` queries. A native modal `<dialog>` gives focus trapping and the top layer for free.
 */
export function SearchPalette() {
  const open = useTributaryStore(selectPaletteOpen);
  const seed = useTributaryStore(selectPaletteSeed);
  const close = useTributaryStore(selectClosePalette);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="tb-palette"
      aria-label="Search palette"
      data-testid="search-palette"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClose={() => (open ? close() : undefined)}
      // A click on the backdrop lands on the dialog element itself.
      onMouseDown={(e) => (e.target === e.currentTarget ? close() : undefined)}
    >
      {open ? <PaletteBody key={seed} seed={seed} onClose={close} /> : null}
    </dialog>
  );
}

function PaletteBody({ seed, onClose }: { seed: string; onClose: () => void }) {
  const listId = useId();
  const [query, setQuery] = useState(seed);
  const { results, options, nav, choose } = useSearchCombobox(query, { traces: true, tags: true, onChosen: onClose, onEscape: onClose });

  return (
    <div className="tb-palette__body">
      <input
        type="search"
        role="combobox"
        className="tb-palette__input"
        placeholder="Find a dataset or job by name or tag — or type dataset.field to trace it"
        aria-label="Find a dataset, job or field"
        aria-autocomplete="list"
        aria-expanded={results.settled !== ''}
        aria-controls={listId}
        aria-activedescendant={nav.activeIndex >= 0 ? optionDomId(listId, nav.activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        // The dialog just opened: focusing its only input is the expected behaviour, not a surprise.
        autoFocus
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          nav.setActiveIndex(0);
        }}
        onKeyDown={nav.onKeyDown}
      />
      <SearchResultsStatus results={results} count={options.length} />
      {results.settled && results.tags ? <TagCoverageNote tags={results.tags} /> : null}
      <SearchListbox
        id={listId}
        label="Palette results"
        groups={results.groups}
        activeIndex={nav.activeIndex}
        onActivate={nav.setActiveIndex}
        onChoose={choose}
      />
      <p className="tb-palette__hints">
        <span>
          <kbd>↑</kbd> <kbd>↓</kbd> move
        </span>
        <span>
          <kbd>Enter</kbd> open as focus
        </span>
        <span>
          <kbd>Shift</kbd>+<kbd>Enter</kbd> jump to it on the canvas
        </span>
        <span>
          <kbd>Esc</kbd> close
        </span>
      </p>
      <span className="tb-visually-hidden" aria-live="polite">
        {results.settled && !results.pending ? `${options.length} results` : ''}
      </span>
    </div>
  );
}
