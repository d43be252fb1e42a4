import { useCallback, useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { jobsQueryOptions } from '../../api/get-jobs.ts';
import type { MqJob } from '../../domain/marquez-shapes.ts';

// Ranking asks one job page per namespace; past this many namespaces the first ones alphabetically are ranked.
const MAX_RANKED = 30;
const JOBS_PER_NAMESPACE = 100;
const IDLE = { namespace: null, pending: false } as const;
const PENDING = { namespace: null, pending: true } as const;

/**
 * The namespace with the most lineage: each job input or output is one edge, counted for the job's namespace and for
 * the dataset's, so a namespace of topics that only Flink jobs elsewhere read still ranks. Ties go to the name first
 * alphabetically; null when no namespace has any edge.
 */
export function busiestNamespace(jobsByNamespace: ReadonlyMap<string, readonly MqJob[]>): string | null {
  const score = new Map<string, number>();
  const add = (ns: string) => score.set(ns, (score.get(ns) ?? 0) + 1);
  for (const jobs of jobsByNamespace.values()) {
    for (const job of jobs) {
      for (const d of [...(job.inputs ?? []), ...(job.outputs ?? [])]) {
        add(job.namespace);
        add(d.namespace);
      }
    }
  }
  let best: string | null = null;
  for (const [ns, n] of score) {
    const top = best === null ? 0 : (score.get(best) ?? 0);
    if (n > top || (n === top && best !== null && ns.localeCompare(best) < 0)) best = ns;
  }
  return best;
}

/** {@link busiestNamespace} over `names`, fetched only when `enabled`; `pending` until every page has answered. */
export function useBusiestNamespace(names: readonly string[], enabled: boolean): { namespace: string | null; pending: boolean } {
  const ranked = useMemo(() => names.slice(0, MAX_RANKED), [names]);
  // Stable while its inputs are: React Query then combines again only when a page answers, not on every render of
  // the header (which re-renders with each of the pages as they come in).
  const combine = useCallback(
    (results: UseQueryResult<{ items: MqJob[] }>[]) => {
      if (!enabled) return IDLE;
      if (results.some((r) => r.isPending)) return PENDING;
      const byNs = new Map<string, MqJob[]>();
      results.forEach((r, i) => {
        const ns = ranked[i];
        if (ns !== undefined && r.data) byNs.set(ns, r.data.items);
      });
      const best = busiestNamespace(byNs);
      return { namespace: best !== null && names.includes(best) ? best : null, pending: false };
    },
    [enabled, ranked, names],
  );
  return useQueries({
    queries: ranked.map((namespace) => ({ ...jobsQueryOptions({ namespace, limit: JOBS_PER_NAMESPACE }), enabled })),
    combine,
  });
}
