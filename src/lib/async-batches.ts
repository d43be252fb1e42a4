/**
 * Every item of an offset-paged list: Marquez lists have no cursor, so load pages of `pageSize` until a short one.
 * (Namespaces carry no totalCount, so a short page is the only end marker that works for every list.)
 */
export async function pageAll<T>(load: (offset: number) => Promise<T[]>, pageSize: number): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await load(offset);
    all.push(...page);
    if (page.length < pageSize) return all;
  }
}

/**
 * `fn` over every item with at most `limit` calls in flight, results in the items' order: enough to be quick, few
 * enough not to flood Marquez with one GET per dataset and job.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}
