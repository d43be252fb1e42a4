import type { RunLineageSource } from './run-source.ts';
import { PAGE } from './run-history-reads.ts';

// More namespaces than this is not one deployment; the note says what was left out.
const MAX_NAMESPACE_PAGES = 10;

/**
 * Every namespace's name, paged (Marquez sends no total for namespaces, so a short page is the end), at most
 * {@link MAX_NAMESPACE_PAGES} pages; past that a note says how many were read. Marquez not answering throws.
 */
export async function readNamespaces(source: Pick<RunLineageSource, 'namespaces'>, notes: string[]): Promise<string[]> {
  const names: string[] = [];
  for (let page = 0; page < MAX_NAMESPACE_PAGES; page++) {
    const list = await source.namespaces({ limit: PAGE, offset: page * PAGE });
    names.push(...list.map((n) => n.name));
    if (list.length < PAGE) return names;
  }
  notes.push(`only the first ${MAX_NAMESPACE_PAGES * PAGE} namespaces were read`);
  return names;
}
