/**
 * Builders for the facets the incident workflow reads (docs/incident-workflow.md), shaped as the integrations send
 * them: Spark's and Flink's job `ownership` and `tags` from their `…job.owners.<type>` / `…job.tags` settings (owner
 * type = the setting's key, tag source `CONFIG`), Spark's `outputStatistics` (rows, bytes, files written) and, for
 * Iceberg scans, `inputStatistics`; quality facets as a check step sends them (`dataQualityAssertions`,
 * `dataQualityMetrics`), and the `test` run facet. `_schemaURL` is each facet's `$id` in the spec.
 */

const SPEC = 'https://openlineage.io/spec/facets';

const URLS = {
  ownership: `${SPEC}/1-0-1/OwnershipDatasetFacet.json#/$defs/OwnershipDatasetFacet`,
  jobOwnership: `${SPEC}/1-0-1/OwnershipJobFacet.json#/$defs/OwnershipJobFacet`,
  tags: `${SPEC}/1-0-0/TagsDatasetFacet.json#/$defs/TagsDatasetFacet`,
  jobTags: `${SPEC}/1-0-0/TagsJobFacet.json#/$defs/TagsJobFacet`,
  outputStatistics: `${SPEC}/1-0-2/OutputStatisticsOutputDatasetFacet.json#/$defs/OutputStatisticsOutputDatasetFacet`,
  inputStatistics: `${SPEC}/1-0-0/InputStatisticsInputDatasetFacet.json#/$defs/InputStatisticsInputDatasetFacet`,
  dataQualityMetrics: `${SPEC}/1-0-3/DataQualityMetricsInputDatasetFacet.json#/$defs/DataQualityMetricsInputDatasetFacet`,
  test: `${SPEC}/1-0-1/TestRunFacet.json#/$defs/TestRunFacet`,
} as const;

export interface OwnerSpec {
  name: string;
  type?: string;
}

export interface TagSpec {
  key: string;
  value: string;
  source?: string;
  field?: string;
}

export interface ColumnMetricsSpec {
  nullCount?: number;
  distinctCount?: number;
  sum?: number;
  count?: number;
  min?: number;
  max?: number;
}

/** The evidence facets bound to one producer. */
export function evidenceFacetsOf(producer: string) {
  const f = (key: keyof typeof URLS, body: Record<string, unknown>) => ({ _producer: producer, _schemaURL: URLS[key], ...body });
  const owners = (list: readonly OwnerSpec[]) => list.map((o) => ({ ...o }));
  const tags = (list: readonly TagSpec[]) => list.map((t) => ({ source: 'CONFIG', ...t }));
  return {
    datasetOwnership: (list: readonly OwnerSpec[]) => f('ownership', { owners: owners(list) }),
    jobOwnership: (list: readonly OwnerSpec[]) => f('jobOwnership', { owners: owners(list) }),
    datasetTags: (list: readonly TagSpec[]) => f('tags', { tags: tags(list) }),
    jobTags: (list: readonly Omit<TagSpec, 'field'>[]) => f('jobTags', { tags: tags(list) }),
    outputStatistics: (rowCount: number, size: number, fileCount: number) => f('outputStatistics', { rowCount, size, fileCount }),
    inputStatistics: (rowCount: number, size: number, fileCount: number) => f('inputStatistics', { rowCount, size, fileCount }),
    qualityMetrics: (rowCount: number, columnMetrics: Record<string, ColumnMetricsSpec>) => f('dataQualityMetrics', { rowCount, columnMetrics }),
    testRun: (tests: Record<string, unknown>[]) => f('test', { tests }),
  };
}
