/**
 * How long answers stay fresh. Lineage metadata changes when jobs run (minutes), so a short window keeps an
 * investigation consistent without refetching on every render; namespaces barely change; a dataset version by
 * uuid is immutable.
 */
export const STALE_TIME = {
  namespaces: 5 * 60_000,
  entity: 60_000,
  list: 60_000,
  lineage: 30_000,
  search: 30_000,
  run: 15_000,
  events: 10_000,
  immutable: Infinity,
} as const;

/** Marquez's list default (docs/marquez-api.md#list-conventions). */
export const DEFAULT_PAGE = { limit: 100, offset: 0 } as const;
