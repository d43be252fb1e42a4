import { useEffect } from 'react';

const BASE = 'Tributary';

/** `<title>` for the view, so browser tabs and history entries of several investigations can be told apart. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BASE}` : `${BASE} — lineage investigation`;
  }, [title]);
}
