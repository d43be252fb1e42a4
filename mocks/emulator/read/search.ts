import { error, HttpError, json, type EmulatorResponse } from '../http.ts';
import type { Store } from '../store.ts';
import { formatInstant } from '../time.ts';
import { isDatasetHidden, isJobHidden } from './annotations.ts';
import { enumParam, intParam, requiredParam, type Query } from './params.ts';

/** `ILIKE '%q%'`: `%` and `_` stay wildcards, `\` escapes (docs/marquez-api.md#search). */
export function ilikeContains(q: string): RegExp {
  let body = '';
  for (let i = 0; i < q.length; i++) {
    const c = q[i] ?? '';
    if (c === '\\' && i + 1 < q.length) {
      body += (q[i + 1] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      i++;
    } else if (c === '%') body += '[\\s\\S]*';
    else if (c === '_') body += '[\\s\\S]';
    else body += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(body, 'i');
}

function dayParam(query: Query, name: string): number | null {
  const raw = query.get(name);
  if (raw === null || raw === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) throw new HttpError(error(404, 'HTTP 404 Not Found'));
  return Date.parse(`${raw}T00:00:00Z`);
}

/**
 * GET /search: substring match on dataset identities (aliases are separate hits) and job names, `filter`,
 * `namespace`, `before`/`after`, `limit` — and **no ordering**: `sort` is validated then ignored
 * (docs/marquez-api.md#search).
 */
export function search(store: Store, query: Query): EmulatorResponse {
  const q = requiredParam(query, 'q');
  const filter = enumParam(query, 'filter', ['DATASET', 'JOB'] as const);
  enumParam(query, 'sort', ['NAME', 'UPDATE_AT'] as const);
  const limit = intParam(query, 'limit', 10);
  const namespace = query.get('namespace');
  const before = dayParam(query, 'before');
  const after = dayParam(query, 'after');
  const re = ilikeContains(q);
  const keep = (ns: string, updatedAt: number) =>
    (namespace === null || namespace === ns) && (before === null || updatedAt < before) && (after === null || updatedAt > after);
  const results: Record<string, unknown>[] = [];
  if (filter !== 'JOB') {
    for (const link of store.symlinks.values()) {
      const d = store.datasets.get(link.datasetUuid);
      if (!d || isDatasetHidden(store, d.uuid) || !re.test(link.name) || !keep(link.namespace, d.updatedAt)) continue;
      results.push({
        type: 'DATASET',
        name: link.name,
        updatedAt: formatInstant(d.updatedAt),
        namespace: link.namespace,
        nodeId: `dataset:${link.namespace}:${link.name}`,
      });
    }
  }
  if (filter !== 'DATASET') {
    for (const j of store.jobs.values()) {
      if (isJobHidden(store, j.uuid) || !re.test(j.name) || !keep(j.namespace, j.updatedAt)) continue;
      results.push({ type: 'JOB', name: j.name, updatedAt: formatInstant(j.updatedAt), namespace: j.namespace, nodeId: `job:${j.namespace}:${j.name}` });
    }
  }
  const limited = results.slice(0, limit);
  // `totalCount` is just the number of results returned (docs/marquez-api.md#list-conventions).
  return json(200, { totalCount: limited.length, results: limited });
}
