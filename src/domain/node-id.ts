/**
 * Marquez nodeIds (`dataset:NS:NAME`, `job:NS:NAME`, `datasetField:NS:DATASET:FIELD`, optional `#version`).
 * Building is unambiguous; parsing is not (namespaces and names may both contain `:`, marquez-api.md §0.5).
 */

export interface DatasetRef {
  namespace: string;
  name: string;
}
export type JobRef = DatasetRef;
export interface FieldRef {
  namespace: string;
  dataset: string;
  field: string;
}

export function datasetNodeId(ref: DatasetRef, version?: string): string {
  return `dataset:${ref.namespace}:${ref.name}${version ? `#${version}` : ''}`;
}

export function jobNodeId(ref: JobRef, version?: string): string {
  return `job:${ref.namespace}:${ref.name}${version ? `#${version}` : ''}`;
}

export function fieldNodeId(ref: FieldRef, version?: string): string {
  return `datasetField:${ref.namespace}:${ref.dataset}:${ref.field}${version ? `#${version}` : ''}`;
}
