import type { Facets } from '../../domain/marquez-shapes.ts';
import { readArray, readRecord, readString } from '../../domain/facets/read-facet.ts';

/** `symlinks.identifiers[]` as `{namespace, name}` (features do not share code, so search keeps its own reader). */
export function readAliases(facets: Facets | null | undefined): { namespace: string; name: string }[] {
  return readArray(readRecord(facets, 'symlinks'), 'identifiers').flatMap((id) => {
    const namespace = readString(id, 'namespace');
    const name = readString(id, 'name');
    return namespace && name ? [{ namespace, name }] : [];
  });
}
