import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { namespacesQueryOptions } from '../../api/get-namespaces.ts';
import type { MqNamespace } from '../../domain/marquez-shapes.ts';
import { useTributaryStore } from '../../state/store.ts';
import { selectNamespace, selectSetNamespace } from '../../state/selectors.ts';
import { useBusiestNamespace } from './busiest-namespace.ts';
import { useAfterFirstDrawing } from '../../lib/use-after-first-drawing.ts';

/** The home page's URL parameter naming the namespace it shows (`/?ns=…`), so the overview is a link too. */
export const NAMESPACE_PARAM = 'ns';

const NO_NAMES: string[] = [];

export interface CurrentNamespace {
  /** The URL's choice, else the remembered one, else the namespace with the most lineage; null while deciding/empty. */
  namespace: string | null;
  /** Visible namespaces, sorted. */
  names: string[];
  /** Still ranking namespaces to pick one. */
  deciding: boolean;
  setNamespace: (name: string) => void;
  query: ReturnType<typeof useNamespacesQuery>;
}

// Module-level, so React Query keeps the sorted names (and everything keyed on them) while the list is unchanged,
// instead of sorting again, and handing the picker and the ranking a new array, on every render.
const visibleNames = (list: readonly MqNamespace[]): string[] =>
  list
    .filter((n) => !n.isHidden)
    .map((n) => n.name)
    .sort((a, b) => a.localeCompare(b));

function useNamespacesQuery() {
  return useQuery({ ...namespacesQueryOptions(), select: visibleNames });
}

/**
 * The namespace the picker and the overview show. On the home page the choice lives in the URL (`?ns=`); it is also
 * remembered in localStorage for the next visit. With neither, the namespace with the most lineage opens — not the
 * first alphabetically, which is often an empty one.
 */
export function useCurrentNamespace(): CurrentNamespace {
  const stored = useTributaryStore(selectNamespace);
  const store = useTributaryStore(selectSetNamespace);
  const [search, setSearch] = useSearchParams();
  const onHome = useLocation().pathname === '/';
  const query = useNamespacesQuery();
  const names = query.data ?? NO_NAMES;
  const fromUrl = onHome ? search.get(NAMESPACE_PARAM) : null;
  const chosen = [fromUrl, stored].find((n): n is string => n !== null && names.includes(n)) ?? null;
  // Ranking reads one job page per namespace: on a canvas link, only once its first drawing is on screen and the
  // browser is idle; the picker is still deciding meanwhile, as while the pages load.
  const rank = query.isSuccess && chosen === null;
  const idle = useAfterFirstDrawing();
  const busiest = useBusiestNamespace(names, rank && idle);
  const waiting = busiest.pending || (rank && !idle);
  const namespace = chosen ?? busiest.namespace ?? (waiting ? null : (names[0] ?? null));
  const setNamespace = useCallback(
    (name: string) => {
      store(name);
      if (onHome) {
        setSearch((prev) => {
          const next = new URLSearchParams(prev);
          next.set(NAMESPACE_PARAM, name);
          return next;
        });
      }
    },
    [store, onHome, setSearch],
  );
  return { namespace, names, deciding: namespace === null && waiting, setNamespace, query };
}
