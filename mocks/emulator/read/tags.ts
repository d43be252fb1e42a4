import { error, json, notFound, type EmulatorResponse } from '../http.ts';
import type { Store } from '../store.ts';
import { annotations, upsertTag } from './annotations.ts';
import { page, type Query } from './params.ts';
import { serializeJob } from './serialize-job.ts';
import { datasetAnswer, requireVisibleDataset, requireVisibleJob } from './soft-delete.ts';

const SERVER_ERROR = 'There was an error processing your request. It has been logged.';

function serializeTag(t: { name: string; description: string | null }) {
  return { name: t.name, description: t.description };
}

/** GET /tags: `{tags:[{name, description}]}` by name, limit/offset, no `totalCount`. */
export function listTags(store: Store, query: Query): EmulatorResponse {
  const all = [...annotations(store).tags.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return json(200, { tags: page(all, query).map(serializeTag) });
}

/**
 * PUT /tags/{name} with `{"description": …}`: an upsert answering 200 with the tag. Marquez reads the body's
 * description without a null check, so a request without a body fails with 500.
 */
export function putTag(store: Store, name: string, body: string, now: number): EmulatorResponse {
  if (body.trim() === '') return error(500, SERVER_ERROR);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return error(400, 'Unable to process JSON');
  }
  if (parsed === null) return error(500, SERVER_ERROR);
  if (typeof parsed !== 'object' || Array.isArray(parsed)) return error(400, 'Unable to process JSON');
  const raw = (parsed as { description?: unknown }).description;
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return error(400, 'Unable to process JSON');
  return json(200, serializeTag(upsertTag(store, name, now, raw ?? undefined)));
}

function setTag(map: Map<string, Set<string>>, key: string, tag: string, on: boolean): void {
  const set = map.get(key) ?? new Set<string>();
  if (on) set.add(tag);
  else set.delete(tag);
  if (set.size > 0) map.set(key, set);
  else map.delete(key);
}

/** POST/DELETE …/datasets/{name}/tags/{tag}: the tag is created on first use; the answer is the dataset. */
export function tagDataset(store: Store, ns: string, name: string, tag: string, on: boolean, now: number): EmulatorResponse {
  const dataset = requireVisibleDataset(store, ns, name);
  if (on) upsertTag(store, tag, now);
  setTag(annotations(store).datasetTags, dataset.uuid, tag, on);
  return datasetAnswer(store, dataset, ns, name);
}

/** POST/DELETE …/fields/{field}/tags/{tag}: field tags are stored upper-cased (`toUpperCase` in the resource). */
export function tagField(store: Store, ns: string, name: string, field: string, tag: string, on: boolean, now: number): EmulatorResponse {
  const dataset = requireVisibleDataset(store, ns, name);
  const rows = [...store.fieldById.values()].filter((f) => f.datasetUuid === dataset.uuid && f.name === field);
  if (rows.length === 0) throw notFound(`Field '${field}' not found.`);
  const upper = tag.toUpperCase();
  if (on) upsertTag(store, upper, now);
  for (const f of rows) setTag(annotations(store).fieldTags, f.uuid, upper, on);
  return datasetAnswer(store, dataset, ns, name);
}

/** POST/DELETE …/jobs/{job}/tags/{tag}: the answer is the job. */
export function tagJob(store: Store, ns: string, name: string, tag: string, on: boolean, now: number): EmulatorResponse {
  const job = requireVisibleJob(store, ns, name);
  if (on) upsertTag(store, tag, now);
  setTag(annotations(store).jobTags, job.uuid, tag, on);
  return json(200, serializeJob(store, job, 'get'));
}
