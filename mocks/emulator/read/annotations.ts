import { datasetByIdentity, jobByName, type Store } from '../store.ts';

/** A row of Marquez's `tags` table. */
export interface TagRow {
  name: string;
  description: string | null;
  createdAt: number;
  updatedAt: number;
}

/**
 * What Marquez web writes back through the API — tags and soft deletes — kept beside the ingest tables rather than
 * in them, so the ingest code (and the store digest the ingest tests compare) stays untouched by these endpoints.
 */
export interface Annotations {
  tags: Map<string, TagRow>;
  /** dataset uuid → tag names */
  datasetTags: Map<string, Set<string>>;
  /** field uuid → tag names */
  fieldTags: Map<string, Set<string>>;
  /** job uuid → tag names */
  jobTags: Map<string, Set<string>>;
  /** dataset uuid → `store.seq` when it was hidden; an event stored after that un-hides it */
  hiddenDatasets: Map<string, number>;
  hiddenJobs: Map<string, number>;
  /** every event with `seq` up to this one has been checked against the hidden sets */
  scannedSeq: number;
}

const byStore = new WeakMap<Store, Annotations>();

export function annotations(store: Store): Annotations {
  let a = byStore.get(store);
  if (!a) {
    a = { tags: new Map(), datasetTags: new Map(), fieldTags: new Map(), jobTags: new Map(), hiddenDatasets: new Map(), hiddenJobs: new Map(), scannedSeq: 0 };
    byStore.set(store, a);
  }
  return a;
}

/** `TagDao.upsert`: insert, or bump `updated_at` (and the description when one is given). */
export function upsertTag(store: Store, name: string, now: number, description?: string | null): TagRow {
  const tags = annotations(store).tags;
  const existing = tags.get(name);
  if (existing) {
    existing.updatedAt = now;
    if (description !== undefined) existing.description = description;
    return existing;
  }
  const row: TagRow = { name, description: description ?? null, createdAt: now, updatedAt: now };
  tags.set(name, row);
  return row;
}

export function tagsOf(map: Map<string, Set<string>>, key: string): string[] {
  return [...(map.get(key) ?? [])].sort();
}

function mentioned(event: Record<string, unknown>): { datasets: { namespace: string; name: string }[]; job: { namespace: string; name: string } | null } {
  const ids = (v: unknown) =>
    (Array.isArray(v) ? v : []).flatMap((d: unknown) => {
      const r = d as { namespace?: unknown; name?: unknown } | null;
      return r && typeof r.namespace === 'string' && typeof r.name === 'string' ? [{ namespace: r.namespace, name: r.name }] : [];
    });
  const job = event.job as { namespace?: unknown; name?: unknown } | undefined;
  return {
    datasets: [...ids(event.inputs), ...ids(event.outputs), ...ids(event.dataset ? [event.dataset] : [])],
    job: job && typeof job.namespace === 'string' && typeof job.name === 'string' ? { namespace: job.namespace, name: job.name } : null,
  };
}

/**
 * Marquez's ingest writes `is_hidden = false` on every dataset and job an event names, so a soft-deleted object comes
 * back with the next event that mentions it. The events stored since the last check are read here, before any answer.
 */
export function refreshHidden(store: Store): void {
  const a = annotations(store);
  if (a.hiddenDatasets.size === 0 && a.hiddenJobs.size === 0) {
    a.scannedSeq = store.seq;
    return;
  }
  let i = store.events.length - 1;
  while (i >= 0 && (store.events[i]?.seq ?? 0) > a.scannedSeq) i--;
  for (const stored of store.events.slice(i + 1)) {
    const { datasets, job } = mentioned(stored.event);
    for (const id of datasets) {
      const d = datasetByIdentity(store, id.namespace, id.name);
      const hiddenAt = d ? a.hiddenDatasets.get(d.uuid) : undefined;
      if (d && hiddenAt !== undefined && hiddenAt < stored.seq) a.hiddenDatasets.delete(d.uuid);
    }
    const j = job ? jobByName(store, job.namespace, job.name) : undefined;
    const hiddenAt = j ? a.hiddenJobs.get(j.uuid) : undefined;
    if (j && hiddenAt !== undefined && hiddenAt < stored.seq) a.hiddenJobs.delete(j.uuid);
  }
  a.scannedSeq = store.seq;
}

export function isDatasetHidden(store: Store, datasetUuid: string): boolean {
  return annotations(store).hiddenDatasets.has(datasetUuid);
}

/** Whether any job is soft-deleted: a listing skips its per-job check when none is. */
export function hasHiddenJobs(store: Store): boolean {
  return annotations(store).hiddenJobs.size > 0;
}

export function isJobHidden(store: Store, jobUuid: string): boolean {
  return annotations(store).hiddenJobs.has(jobUuid);
}
