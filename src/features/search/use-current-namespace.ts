import { useQuery } from '@tanstack/react-query';
import { namespacesQueryOptions } from '../../api/get-namespaces.ts';
import { useTributaryStore } from '../../state/store.ts';
import { selectNamespace, selectSetNamespace } from '../../state/selectors.ts';

export interface CurrentNamespace {
  /** The remembered choice if Marquez still has it, else the first visible namespace; null while loading/empty. */
  namespace: string | null;
  /** Visible namespaces, sorted. */
  names: string[];
  setNamespace: (name: string) => void;
  query: ReturnType<typeof useNamespacesQuery>;
}

function useNamespacesQuery() {
  return useQuery({
    ...namespacesQueryOptions(),
    select: (list) =>
      list
        .filter((n) => !n.isHidden)
        .map((n) => n.name)
        .sort((a, b) => a.localeCompare(b)),
  });
}

/** The namespace the picker and the overview show; the choice is remembered in localStorage. */
export function useCurrentNamespace(): CurrentNamespace {
  const stored = useTributaryStore(selectNamespace);
  const setNamespace = useTributaryStore(selectSetNamespace);
  const query = useNamespacesQuery();
  const names = query.data ?? [];
  const namespace = stored !== null && names.includes(stored) ? stored : (names[0] ?? null);
  return { namespace, names, setNamespace, query };
}
