import type { Facets } from '../marquez-shapes.ts';
import { readRecord, readString } from '../facets/read-facet.ts';
import type { ProcessingType } from './engine-types.ts';

/**
 * STREAMING / BATCH / SERVICE from the `jobType.processingType` facet, else Marquez's job `type`
 * (`STREAM` | `BATCH` | `SERVICE`); null when neither says.
 */
export function processingType(jobFacets: Facets | null | undefined, jobType?: string | null): ProcessingType | null {
  const fromFacet = readString(readRecord(jobFacets, 'jobType'), 'processingType')?.toUpperCase();
  if (fromFacet === 'STREAMING' || fromFacet === 'BATCH' || fromFacet === 'SERVICE') return fromFacet;
  switch (jobType?.toUpperCase()) {
    case 'STREAM':
    case 'STREAMING':
      return 'STREAMING';
    case 'BATCH':
      return 'BATCH';
    case 'SERVICE':
      return 'SERVICE';
    default:
      return null;
  }
}
