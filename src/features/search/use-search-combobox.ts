import { flattenGroups, type SearchOption } from './search-options.ts';
import { useListboxNavigation, type ListboxNavigation } from './use-listbox-navigation.ts';
import { useOpenSearchOption } from './use-open-search-option.ts';
import { useSearchResults, type SearchResultsState } from './use-search-results.ts';

export interface SearchComboboxOptions {
  /** Also offer "Trace" rows for `dataset.field` queries. */
  traces?: boolean;
  /** Also find datasets and jobs by their tags. */
  tags?: boolean;
  /** After a row was opened (by Enter or by click): close, clear, blur — whatever the host needs. */
  onChosen: () => void;
  onEscape: () => void;
}

export interface SearchCombobox {
  results: SearchResultsState;
  options: SearchOption[];
  nav: ListboxNavigation;
  /** Opens a row (`secondary`: Shift held, jump to it on the canvas) then calls `onChosen`; for the listbox's clicks. */
  choose: (option: SearchOption, secondary: boolean) => void;
}

/**
 * What the header search box and the palette share: the results for `query`, their flat row order, keyboard
 * navigation over them, and choosing a row — so Enter and a click open a row the same way in both.
 */
export function useSearchCombobox(query: string, { traces = false, tags = false, onChosen, onEscape }: SearchComboboxOptions): SearchCombobox {
  const results = useSearchResults(query, { traces, tags });
  const options = flattenGroups(results.groups);
  const openOption = useOpenSearchOption();
  const choose = (option: SearchOption, secondary: boolean) => {
    openOption(option, secondary ? 'jump' : 'open');
    onChosen();
  };
  const nav = useListboxNavigation({
    count: options.length,
    onChoose: (index, secondary) => {
      const option = options[index];
      if (option) choose(option, secondary);
    },
    onEscape,
  });
  return { results, options, nav, choose };
}
