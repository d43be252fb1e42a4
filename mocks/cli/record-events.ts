export interface RecordOptions {
  /** Marquez base URL, e.g. `http://localhost:5000` (with or without `/api/v1`). */
  from: string;
  after?: string | undefined;
  before?: string | undefined;
  pageSize?: number | undefined;
  onProgress?: ((recorded: number, total: number) => void) | undefined;
  fetchImpl?: typeof fetch | undefined;
}

/**
 * Pages through `GET /api/v1/events/lineage?sortDirection=asc` and returns the RunEvents oldest first.
 * Marquez's `totalCount` also counts Dataset/Job events it never lists, so paging stops on a short page instead.
 */
export async function recordEvents(opts: RecordOptions): Promise<unknown[]> {
  const base = opts.from.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  const limit = opts.pageSize ?? 100;
  const doFetch = opts.fetchImpl ?? fetch;
  const events: unknown[] = [];
  for (let offset = 0; ; offset += limit) {
    const q = new URLSearchParams({ sortDirection: 'asc', limit: String(limit), offset: String(offset) });
    if (opts.after) q.set('after', opts.after);
    if (opts.before) q.set('before', opts.before);
    const res = await doFetch(`${base}/api/v1/events/lineage?${q.toString()}`);
    if (!res.ok) throw new Error(`GET /api/v1/events/lineage answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    const page = (await res.json()) as { events?: unknown[]; totalCount?: number };
    const batch = page.events ?? [];
    events.push(...batch);
    opts.onProgress?.(events.length, page.totalCount ?? events.length);
    if (batch.length < limit) return events;
  }
}
