import { declaredLineage } from './declared-lineage.ts';
import type { SnapshotIndex } from './snapshot-index.ts';

export type TraceTargetError = 'dataset-not-found' | 'field-not-found' | 'point-not-found';

/** Why a trace could not start, with a message a person can act on. */
export class TraceTargetNotFound extends Error {
  constructor(
    readonly code: TraceTargetError,
    message: string,
  ) {
    super(message);
    this.name = 'TraceTargetNotFound';
  }
}

/**
 * The dataset nodeId a trace starts from (identity resolved through symlinks). The field must be in the dataset's
 * schema or named by any writer's column lineage; otherwise {@link TraceTargetNotFound} is thrown.
 */
export function resolveTraceTarget(index: SnapshotIndex, target: { namespace: string; dataset: string; field: string }): string {
  const id = index.resolve(target.namespace, target.dataset);
  const info = index.dataset(id);
  if (!info) {
    throw new TraceTargetNotFound('dataset-not-found', `Dataset "${target.dataset}" in namespace "${target.namespace}" is not in the lineage snapshot.`);
  }
  const inSchema = info.fields.some((f) => f.name === target.field);
  const inLineage = declaredLineage(index, id)?.fields.has(target.field) ?? false;
  if (!inSchema && !inLineage) {
    const known = info.fields
      .map((f) => f.name)
      .slice(0, 20)
      .join(', ');
    throw new TraceTargetNotFound(
      'field-not-found',
      `Field "${target.field}" is not in ${target.namespace} ${target.dataset}${known ? ` (fields: ${known})` : ' (no schema reported)'}.`,
    );
  }
  return id;
}
