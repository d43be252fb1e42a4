import type { ColumnLineageInput } from '../column-lineage/column-lineage-types.ts';
import type { DerivedOutput } from './derived-types.ts';
import type { DirectDep, IndirectDep } from './lineage-model.ts';
import type { DatasetId } from './table-ddl.ts';

/** An output table's derived columns and influences, still named by SQL tables. */
export interface TableLineage {
  columns: Map<string, DirectDep[]>;
  indirect: IndirectDep[];
  /** Columns written from constants only (no input field), in every statement that writes them. */
  constants: Set<string>;
}

/** Maps a SQL table key to its datasets, or null when it is unmapped (the caller has said why). */
export type DatasetsOf = (tableKey: string) => { datasets: DatasetId[]; fields: readonly string[] | null } | null;

type Dep = { table: string; field: string; type: 'DIRECT' | 'INDIRECT'; subtype: string; masking: boolean; description?: string | undefined };

/** Facet inputs: one per dataset field, with every transformation it goes through (facet 1-2-0 shape). */
function toInputs(deps: readonly Dep[], datasetsOf: DatasetsOf): ColumnLineageInput[] {
  const out = new Map<string, ColumnLineageInput & { transformations: ColumnLineageInput['transformations'][number][] }>();
  for (const d of deps) {
    const mapped = datasetsOf(d.table);
    if (!mapped) continue;
    const field = mapped.fields?.find((f) => f.toLowerCase() === d.field.toLowerCase()) ?? d.field;
    for (const ds of mapped.datasets) {
      const key = `${ds.namespace}\u0000${ds.name}\u0000${field}`;
      const entry = out.get(key) ?? { namespace: ds.namespace, name: ds.name, field, transformations: [] };
      const t = { type: d.type, subtype: d.subtype, description: d.description ?? null, masking: d.masking };
      const same = (x: ColumnLineageInput['transformations'][number]): boolean =>
        x.type === t.type && x.subtype === t.subtype && x.masking === t.masking && x.description === t.description;
      if (!entry.transformations.some(same)) entry.transformations.push(t);
      out.set(key, entry);
    }
  }
  return [...out.values()];
}

/** The derived facet parts of one output table, for each dataset it maps to. */
export function assembleOutputs(
  lineage: TableLineage,
  outputs: readonly DatasetId[],
  outputFields: readonly string[] | null,
  datasetsOf: DatasetsOf,
): DerivedOutput[] {
  const fields: Record<string, ColumnLineageInput[]> = {};
  for (const [column, deps] of lineage.columns) {
    const inputs = toInputs(
      deps.map((d) => ({
        table: d.ref.table,
        field: d.ref.field,
        type: d.kind === 'CONDITIONAL' ? 'INDIRECT' : 'DIRECT',
        subtype: d.kind,
        masking: d.masking,
        description: d.expression,
      })),
      datasetsOf,
    );
    const name = outputFields?.find((f) => f.toLowerCase() === column.toLowerCase()) ?? column;
    // A constant column is declared with no inputs (the facet's way to say it has none); any other column without
    // inputs read unmapped tables or failed, which `unmapped`/`unsupported` say.
    if (inputs.length === 0 && !(deps.length === 0 && lineage.constants.has(column))) continue;
    fields[name] = [...(fields[name] ?? []), ...inputs];
  }
  const dataset = toInputs(
    lineage.indirect.map((d) => ({ table: d.ref.table, field: d.ref.field, type: 'INDIRECT', subtype: d.kind, masking: false })),
    datasetsOf,
  );
  return outputs.map((o) => ({ namespace: o.namespace, name: o.name, fields, dataset }));
}
