import type { DerivedSqlLineage } from '../derived-types.ts';

/** Derived lineage as `output.column <- input.field TYPE/SUBTYPE[/masking]` and `output <- input.field INDIRECT/…` lines. */
export function hopLines(derived: DerivedSqlLineage): string[] {
  return derived.outputs.flatMap((o) => [
    ...Object.entries(o.fields).flatMap(([field, inputs]) =>
      inputs.flatMap((i) => i.transformations.map((t) => `${o.name}.${field} <- ${i.name}.${i.field} ${t.type}/${t.subtype}${t.masking ? '/masking' : ''}`)),
    ),
    ...o.dataset.flatMap((i) => i.transformations.map((t) => `${o.name} <- ${i.name}.${i.field} ${t.type}/${t.subtype}`)),
  ]);
}
