import type { MqColumnLineageEntry, MqDataset } from '../marquez-shapes.ts';
import { isRecord, readArray, readRecord, readString } from '../facets/read-facet.ts';
import type { ColumnLineageInput, DatasetColumnLineage, Transformation } from './column-lineage-types.ts';

function readTransformation(raw: unknown): Transformation | null {
  const type = readString(raw, 'type');
  if (!type || !isRecord(raw)) return null;
  return {
    type: type.toUpperCase(),
    subtype: readString(raw, 'subtype'),
    description: typeof raw.description === 'string' ? raw.description : null,
    masking: typeof raw.masking === 'boolean' ? raw.masking : null,
  };
}

// Facets before 1-1-0 carry one deprecated transformationType (IDENTITY | MASKED) per output column; both mean
// the input is the value's source, so they become one DIRECT transformation. The value stays as the producer wrote
// it (`identity`, `Masked`, or a word of its own): a person reading the hop sees what was reported.
function legacyTransformation(type: string | null, description: string | null): Transformation[] {
  if (!type && !description) return [];
  return [{ type: 'DIRECT', subtype: type, description, masking: type?.toUpperCase() === 'MASKED' ? true : null }];
}

function readInput(raw: unknown, fallback: Transformation[]): ColumnLineageInput | null {
  const namespace = readString(raw, 'namespace');
  const name = readString(raw, 'name');
  const field = readString(raw, 'field');
  if (!namespace || !name || !field) return null;
  const listed = readArray(raw, 'transformations')
    .map(readTransformation)
    .filter((t): t is Transformation => t !== null);
  return { namespace, name, field, transformations: listed.length > 0 ? listed : fallback };
}

/**
 * Parses a raw `columnLineage` facet (any version 1-0-0 … 1-2-0), dropping malformed entries rather than failing:
 * metadata is untrusted. Returns null when the value is not a facet with `fields`.
 */
export function parseColumnLineageFacet(facet: unknown): DatasetColumnLineage | null {
  const fieldsRaw = readRecord(facet, 'fields');
  if (!fieldsRaw) return null;
  const fields = new Map<string, ColumnLineageInput[]>();
  for (const [output, entry] of Object.entries(fieldsRaw)) {
    const fallback = legacyTransformation(readString(entry, 'transformationType'), readString(entry, 'transformationDescription'));
    const inputs = readArray(entry, 'inputFields')
      .map((raw) => readInput(raw, fallback))
      .filter((i): i is ColumnLineageInput => i !== null);
    fields.set(output, inputs);
  }
  const dataset = readArray(facet, 'dataset')
    .map((raw) => readInput(raw, []))
    .filter((i): i is ColumnLineageInput => i !== null);
  return { source: 'facet', fields, dataset };
}

/** Marquez's reduced shape (dataset GET `columnLineage`) as {@link DatasetColumnLineage}. */
export function fromMarquezColumnLineage(entries: readonly MqColumnLineageEntry[]): DatasetColumnLineage {
  const fields = new Map<string, ColumnLineageInput[]>();
  for (const entry of entries) {
    const inputs = entry.inputFields.map((i) => ({
      namespace: i.namespace,
      name: i.dataset,
      field: i.field,
      transformations: legacyTransformation(
        i.transformationType ?? entry.transformationType ?? null,
        i.transformationDescription ?? entry.transformationDescription ?? null,
      ),
    }));
    fields.set(entry.name, [...(fields.get(entry.name) ?? []), ...inputs]);
  }
  return { source: 'marquez', fields, dataset: [] };
}

/**
 * A dataset's column lineage: the full facet from its raw `facets` (keeps `transformations[]` and `dataset[]`),
 * else Marquez's reduced `columnLineage`, else null (the producer reported dataset-level lineage only).
 */
export function readColumnLineage(dataset: Pick<MqDataset, 'facets' | 'columnLineage'> | null | undefined): DatasetColumnLineage | null {
  if (!dataset) return null;
  const fromFacet = parseColumnLineageFacet(dataset.facets?.columnLineage);
  if (fromFacet) return fromFacet;
  return dataset.columnLineage?.length ? fromMarquezColumnLineage(dataset.columnLineage) : null;
}
