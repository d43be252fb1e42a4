/**
 * Builders of the 2026 facets, each stamped with its producer and the `_schemaURL` the spec's own examples use
 * (OpenLineage `spec/tests/<Facet>/*.json` and the facet docs).
 */

const SPEC = 'https://openlineage.io/spec/facets';

export const SCHEMA_URLS = {
  lineageJob: `${SPEC}/1-0-0/LineageFacet.json#/$defs/LineageJobFacet`,
  lineageDataset: `${SPEC}/1-0-0/LineageFacet.json#/$defs/LineageDatasetFacet`,
  catalog: `${SPEC}/1-1-0/CatalogDatasetFacet.json#/$defs/CatalogDatasetFacet`,
  datasetType: `${SPEC}/1-0-1/DatasetTypeDatasetFacet.json#/$defs/DatasetTypeDatasetFacet`,
  hierarchy: `${SPEC}/1-0-0/HierarchyDatasetFacet.json#/$defs/HierarchyDatasetFacet`,
  datasetTags: `${SPEC}/1-0-0/TagsDatasetFacet.json#/$defs/TagsDatasetFacet`,
  jobTags: `${SPEC}/1-0-0/TagsJobFacet.json#/$defs/TagsJobFacet`,
  runTags: `${SPEC}/1-0-0/TagsRunFacet.json#/$defs/TagsRunFacet`,
  jobDependencies: `${SPEC}/1-0-1/JobDependenciesRunFacet.json#/$defs/JobDependenciesRunFacet`,
} as const;

type Ref = { namespace: string; name: string };
type Transformation = { type: 'DIRECT' | 'INDIRECT'; subtype: string; description?: string; masking?: boolean };

/** A dataset source of an explicit lineage entry (`LineageDatasetInput`). */
export function datasetInput(ref: Ref, field?: string, transformations?: Transformation[]): Record<string, unknown> {
  return { namespace: ref.namespace, name: ref.name, type: 'DATASET', ...(field ? { field } : {}), ...(transformations ? { transformations } : {}) };
}

/** A job source (`LineageJobInput`); without a ref, the event's own job. */
export function jobInput(ref?: Ref, runId?: string, transformations?: Transformation[]): Record<string, unknown> {
  return {
    ...(ref ? { namespace: ref.namespace, name: ref.name } : {}),
    type: 'JOB',
    ...(runId ? { runId } : {}),
    ...(transformations ? { transformations } : {}),
  };
}

/** A dataset target (`LineageDatasetEntry`). */
export function datasetEntry(ref: Ref, inputs?: Record<string, unknown>[], fields?: Record<string, Record<string, unknown>[]>): Record<string, unknown> {
  return {
    namespace: ref.namespace,
    name: ref.name,
    type: 'DATASET',
    ...(inputs ? { inputs } : {}),
    ...(fields ? { fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { inputs: v }])) } : {}),
  };
}

/** A job target (`LineageJobEntry`). */
export function jobEntry(ref: Ref, inputs: Record<string, unknown>[], runId?: string): Record<string, unknown> {
  return { namespace: ref.namespace, name: ref.name, type: 'JOB', ...(runId ? { runId } : {}), inputs };
}

/** Facet builders bound to one producer. */
export function facets2026(producer: string) {
  const f = (schema: keyof typeof SCHEMA_URLS, body: Record<string, unknown>) => ({ _producer: producer, _schemaURL: SCHEMA_URLS[schema], ...body });
  return {
    lineageJob: (entries: Record<string, unknown>[]) => f('lineageJob', { entries }),
    lineageDataset: (inputs?: Record<string, unknown>[], fields?: Record<string, Record<string, unknown>[]>) =>
      f('lineageDataset', {
        ...(inputs ? { inputs } : {}),
        ...(fields ? { fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { inputs: v }])) } : {}),
      }),
    catalog: (body: { framework: string; type: string; name: string } & Record<string, unknown>) => f('catalog', body),
    datasetType: (datasetType: string, subType?: string) => f('datasetType', subType ? { datasetType, subType } : { datasetType }),
    hierarchy: (levels: [type: string, name: string][]) => f('hierarchy', { hierarchy: levels.map(([type, name]) => ({ type, name })) }),
    datasetTags: (tags: { key: string; value: string; source?: string; field?: string }[]) => f('datasetTags', { tags }),
    jobTags: (tags: { key: string; value: string; source?: string }[]) => f('jobTags', { tags }),
    runTags: (tags: { key: string; value: string; source?: string }[]) => f('runTags', { tags }),
    jobDependencies: (body: { upstream?: Record<string, unknown>[]; downstream?: Record<string, unknown>[]; trigger_rule?: string }) =>
      f('jobDependencies', body),
  };
}
