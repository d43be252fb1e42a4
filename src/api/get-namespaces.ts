import { queryOptions } from '@tanstack/react-query';
import type { MqNamespace } from '../domain/marquez-shapes.ts';
import { callOf, marquezGet, type CallOptions } from './client.ts';
import { namespaceKeys, type PageParams } from '../lib/query-keys.ts';
import { namespaceListSchema } from './schemas/namespace.ts';
import { DEFAULT_PAGE, STALE_TIME } from './stale-times.ts';

/** GET /namespaces (hidden namespaces included, no `totalCount`). */
export async function getNamespaces(page: Partial<PageParams> = {}, options?: CallOptions): Promise<MqNamespace[]> {
  const p = { ...DEFAULT_PAGE, ...page };
  const body = await marquezGet({ endpoint: 'GET /namespaces', path: '/namespaces', query: p, schema: namespaceListSchema }, options);
  return body.namespaces;
}

/** Query options for {@link getNamespaces}; namespaces change rarely, so they stay fresh for minutes. */
export function namespacesQueryOptions(page: Partial<PageParams> = {}) {
  const p = { ...DEFAULT_PAGE, ...page };
  return queryOptions({
    queryKey: namespaceKeys.list(p),
    queryFn: (ctx) => getNamespaces(p, callOf(ctx)),
    staleTime: STALE_TIME.namespaces,
  });
}
