import { parseDatasetTypeFacet, type DatasetTypeInfo } from './dataset-type-facet.ts';
import { hierarchyContainers, parseHierarchyFacet, type HierarchyLevel } from './hierarchy-facet.ts';
import { isRecord } from './read-facet.ts';
import { parseTagsFacet, type Tag } from './tags-facet.ts';

/**
 * What the 2026 facets say about one dataset or job, read from the facets its GET already carries
 * (docs/openlineage-facets.md#dataset-type-hierarchy-and-tags-facets). Everything here is pure and cheap: the canvas
 * calls it per node, the details panel per entity, the palette over what is loaded.
 */

const facetOf = (facets: unknown, key: string): unknown => (isRecord(facets) ? facets[key] : undefined);

/** The dataset's `datasetType`, or null when it sends none (a kind is never guessed). */
export function datasetTypeOf(facets: unknown): DatasetTypeInfo | null {
  return parseDatasetTypeFacet(facetOf(facets, 'datasetType'));
}

/** The dataset's `hierarchy` levels, or null without the facet. */
export function hierarchyOf(facets: unknown): HierarchyLevel[] | null {
  return parseHierarchyFacet(facetOf(facets, 'hierarchy'));
}

/** A dataset's tags: the whole dataset's and its fields' (each with `field` set). */
export function datasetTagsOf(facets: unknown): Tag[] {
  return parseTagsFacet(facetOf(facets, 'tags'), 'dataset') ?? [];
}

/** A job's own tags (`tags` job facet). */
export function jobTagsOf(facets: unknown): Tag[] {
  return parseTagsFacet(facetOf(facets, 'tags'), 'job') ?? [];
}

/** A run's tags (`tags` run facet). */
export function runTagsOf(facets: unknown): Tag[] {
  return parseTagsFacet(facetOf(facets, 'tags'), 'run') ?? [];
}

/** The tags that name one field, for its schema row. */
export function fieldTags(tags: readonly Tag[], field: string): Tag[] {
  return tags.filter((t) => t.field === field);
}

/** One group of datasets under the same containers: `key` is stable text, `label` what a person reads. */
export interface HierarchyGroup {
  key: string;
  label: string;
  /** The levels, highest first, with their types (`DATABASE warehouse / SCHEMA public`). */
  title: string;
}

/**
 * The group a dataset falls in by hierarchy: the containers above it (the dataset's own level left out), or null
 * when it has no facet or only its own level.
 */
export function hierarchyGroupOf(levels: readonly HierarchyLevel[] | null, datasetName: string): HierarchyGroup | null {
  if (!levels) return null;
  const containers = hierarchyContainers(levels, datasetName);
  if (containers.length === 0) return null;
  return {
    // JSON keeps every character of a name distinct (a `/` inside a name cannot merge two paths).
    key: JSON.stringify(containers.map((l) => [l.type, l.name])),
    label: containers.map((l) => l.name).join(' / '),
    title: containers.map((l) => `${l.type} ${l.name}`).join(' / '),
  };
}

const DATASET_TYPE_LABELS: Readonly<Record<Exclude<DatasetTypeInfo['kind'], 'OTHER'>, string>> = {
  TABLE: 'Table',
  VIEW: 'View',
  FILE: 'File',
  TOPIC: 'Topic',
  STREAM: 'Stream',
  MODEL: 'Model',
  JOB_OUTPUT: 'Job output',
};

/**
 * How a dataset type reads for a person: the spec's kinds by name (`View`), with the subtype when sent
 * (`View · MATERIALIZED`); any other word as the producer wrote it.
 */
export function datasetTypeText(info: DatasetTypeInfo): string {
  const base = info.kind === 'OTHER' ? info.label : DATASET_TYPE_LABELS[info.kind];
  return info.subType ? `${base} · ${info.subType}` : base;
}
