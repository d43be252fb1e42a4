import { parseNodeId } from '../../domain/node-id.ts';

/** The traced field of a `datasetField:` nodeId, split with the namespaces Marquez knows (names may hold colons). */
export function traceTarget(trace: string | null, namespaces: readonly string[]): { namespace: string; dataset: string; field: string } | null {
  if (trace === null) return null;
  const parsed = parseNodeId(trace, namespaces);
  return parsed?.kind === 'datasetField' ? { namespace: parsed.namespace, dataset: parsed.dataset, field: parsed.field } : null;
}
