import { useMemo } from 'react';
import type { MqField } from '../../domain/marquez-shapes.ts';
import { mergeSchemaFields } from '../../domain/schema/schema-fields.ts';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import { fieldTags } from '../../domain/facets/node-facets.ts';
import type { Tag } from '../../domain/facets/tags-facet.ts';
import { TagList } from '../../components/ui/tag-list.tsx';

export interface SchemaTableProps {
  fields: readonly MqField[];
  /** Field names with a failed quality assertion, marked in the table. */
  failing: ReadonlySet<string>;
  tracedField: string | null;
  onTrace: (field: string) => void;
  /** The dataset's tags; those naming a field are shown on its row. */
  tags?: readonly Tag[];
}

/**
 * The dataset schema: one row per field name (with every type engines reported for it), description, and a
 * "Trace" button per field that starts a trace from it.
 */
export function SchemaTable({ fields: raw, failing, tracedField, onTrace, tags = [] }: SchemaTableProps) {
  const fields = useMemo(() => mergeSchemaFields(raw), [raw]);
  if (fields.length === 0) return <p className="tb-muted">Marquez has no schema for this dataset (its producer reported no schema facet).</p>;
  return (
    <table className="tb-table tb-schema" data-testid="schema-table">
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">
            <span className="tb-visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((f) => (
          <tr key={f.name} className={f.name === tracedField ? 'is-traced' : undefined}>
            <td>
              <div className="tb-schema__name">
                <MiddleTruncate text={f.name} max={36} focusable />
                {failing.has(f.name) ? (
                  <span className="tb-badge tb-badge--danger" title="A data-quality assertion on this column failed">
                    ✕ check failed
                  </span>
                ) : null}
              </div>
              {f.description ? <div className="tb-schema__desc">{f.description}</div> : null}
              <TagList tags={fieldTags(tags, f.name)} testId="schema-field-tags" />
            </td>
            <td className="tb-schema__type" data-testid="schema-type">
              {f.type ? <MiddleTruncate text={f.type} max={24} /> : <span className="tb-muted">—</span>}
              {f.otherTypes.map((t) => (
                <span key={t} className="tb-schema__also" title="Another engine reported this field with this type">
                  {' · also '}
                  <MiddleTruncate text={t} max={24} />
                </span>
              ))}
            </td>
            <td className="tb-schema__action">
              <button
                type="button"
                className="tb-button tb-button--small"
                onClick={() => onTrace(f.name)}
                aria-pressed={f.name === tracedField}
                aria-label={`Trace ${f.name}`}
              >
                Trace
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
