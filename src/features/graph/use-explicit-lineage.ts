import { useCallback, useMemo, useState } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { investigationLineageQueryOptions } from '../../investigation/lineage-query.ts';
import { runFacetsQueryOptions } from '../../api/get-run.ts';
import { MAX_EXPLICIT_LINKS, type ExplicitLink } from '../../domain/graph/explicit-links.ts';
import { mergeAllLineage } from '../../domain/graph/merge-lineage-answers.ts';
import type { MqJob, MqLineageGraph } from '../../domain/marquez-shapes.ts';
import { explicitSourcesFromMarquez } from '../../domain/trace/explicit-sources.ts';
import type { ExplicitSources } from '../../domain/trace/lineage-snapshot.ts';

const NO_SOURCES: ReadonlyMap<string, ExplicitSources> = new Map();
const NO_LINKS: readonly ExplicitLink[] = [];

type RunFacets = { facets?: unknown };

/**
 * Each drawn job's declared and observed lineage facets told apart, by job nodeId, as the trace reads them
 * (src/investigation/explicit-sources.ts, through the same cached requests): only a job whose GET carries a `lineage`
 * facet costs a request, so a canvas without the facet asks for nothing more.
 */
export function useExplicitSources(jobs: ReadonlyMap<string, MqJob>): ReadonlyMap<string, ExplicitSources> {
  const stating = useMemo(() => [...jobs].filter(([, job]) => job.facets?.lineage !== undefined), [jobs]);
  const combine = useCallback(
    (results: UseQueryResult<RunFacets>[]) => {
      if (stating.length === 0) return NO_SOURCES;
      const out = new Map<string, ExplicitSources>();
      stating.forEach(([id, job], i) => {
        const run = job.latestRun ?? null;
        const result = results[i];
        // Until the run's facets are in (or when Marquez refuses them), the job GET's facet is read as the job's.
        if (run && !result?.data) return;
        const sources = explicitSourcesFromMarquez(job.facets, run ? { id: run.id, jobFacets: result?.data?.facets } : null);
        if (sources) out.set(id, sources);
      });
      return out;
    },
    [stating],
  );
  return useQueries({
    queries: stating.map(([, job]) => ({ ...runFacetsQueryOptions({ runId: job.latestRun?.id ?? '', type: 'job' }), enabled: Boolean(job.latestRun) })),
    combine,
  });
}

/**
 * The flows the drawn nodes' lineage facets state that `/lineage` cannot hold (explicit-links.ts), and the lineage
 * around their ends not in `base` yet, merged. The links are learnt from the graph these answers help build: the data
 * hook passes what it found to `learn` once its graph is built (during the same render). They are kept per
 * investigation (`key`) and only ever added to, up to the cap, so the loop ends.
 */
export function useFacetLinks(
  key: string,
  /** The merged answer without these links: an end it holds needs no request. */
  base: MqLineageGraph | undefined,
  load: (nodeId: string) => ReturnType<typeof investigationLineageQueryOptions>,
): { links: readonly ExplicitLink[]; around: MqLineageGraph | undefined; learn: (found: readonly ExplicitLink[]) => void } {
  const [known, setKnown] = useState<{ key: string; links: readonly ExplicitLink[] }>({ key, links: NO_LINKS });
  const links = known.key === key ? known.links : NO_LINKS;
  const ends = useMemo(() => {
    if (links.length === 0) return [];
    const present = new Set(base?.graph.map((n) => n.id));
    return [...new Set(links.flatMap((l) => [l.a, l.b]))].filter((id) => !present.has(id));
  }, [links, base]);
  const answers = useQueries({ queries: ends.map(load), combine: combineAnswers });
  const around = useMemo(() => (answers.length > 0 ? mergeAllLineage(answers) : undefined), [answers]);
  const learn = (found: readonly ExplicitLink[]) => {
    const seen = new Set(links.map((l) => `${l.a}\u0000${l.b}`));
    const added = found.filter((l) => !seen.has(`${l.a}\u0000${l.b}`));
    // Set while rendering (React renders this component again at once, before committing).
    if (known.key !== key || (added.length > 0 && links.length < MAX_EXPLICIT_LINKS)) {
      setKnown({ key, links: [...links, ...added].slice(0, MAX_EXPLICIT_LINKS) });
    }
  };
  return { links, around, learn };
}

// Module-level so react-query re-runs it only when a result changed. A far end Marquez does not know is skipped.
function combineAnswers(results: UseQueryResult<MqLineageGraph>[]): MqLineageGraph[] {
  return results.flatMap((r) => (r.data ? [r.data] : []));
}
