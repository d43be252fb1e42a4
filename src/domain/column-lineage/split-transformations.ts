import type { Transformation } from './column-lineage-types.ts';

export interface SplitTransformations {
  /** Non-null when the input is a source of the value: its DIRECT transformations ([] = unspecified). */
  direct: Transformation[] | null;
  /** INDIRECT (and unknown-type) transformations: the input influences the value without being its source. */
  indirect: Transformation[];
}

/**
 * Separates DIRECT from INDIRECT use of one input field. One input can be both (Spark reports `t1.a` as
 * DIRECT/IDENTITY and INDIRECT/GROUP_BY for the same output); an input with no transformations listed is a source.
 */
export function splitTransformations(transformations: readonly Transformation[]): SplitTransformations {
  if (transformations.length === 0) return { direct: [], indirect: [] };
  const direct = transformations.filter((t) => t.type === 'DIRECT');
  const indirect = transformations.filter((t) => t.type !== 'DIRECT');
  return { direct: direct.length > 0 ? direct : null, indirect };
}
