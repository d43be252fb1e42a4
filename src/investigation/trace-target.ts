import { parseNodeId } from '../domain/node-id.ts';

/** The field a trace starts from. */
export interface TraceTarget {
  namespace: string;
  dataset: string;
  field: string;
}

/** What an impact list starts from: a field, or a whole dataset (`field` null). */
export interface ImpactStart {
  namespace: string;
  dataset: string;
  field: string | null;
}

/**
 * The field a `trace` param names, or null (none, or not a field). Known namespaces settle where a namespace with
 * colons ends (docs/marquez-api.md#colons-in-namespaces-and-node-ids).
 */
export function traceTargetOf(trace: string | null, namespaces?: readonly string[]): TraceTarget | null {
  const parsed = trace === null ? null : parseNodeId(trace, namespaces);
  return parsed?.kind === 'datasetField' ? { namespace: parsed.namespace, dataset: parsed.dataset, field: parsed.field } : null;
}

/** The start an `impact` param names: `1` the traced field, else a dataset nodeId (never a job: a job has no field). */
export function impactStartOf(impact: string | null, trace: string | null, namespaces?: readonly string[]): ImpactStart | null {
  const id = impact === '1' ? trace : impact;
  const field = traceTargetOf(id, namespaces);
  if (field) return field;
  const parsed = id ? parseNodeId(id, namespaces) : null;
  return parsed?.kind === 'dataset' ? { namespace: parsed.namespace, dataset: parsed.name, field: null } : null;
}
