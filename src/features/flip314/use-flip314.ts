import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TraceDirection } from '../../domain/direction.ts';
import { investigationCatalogQueryOptions } from '../../investigation/catalog-query.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { flip314Coverage, type Flip314Coverage } from '../../domain/flip314/flip314-coverage.ts';
import type { Flip314Island } from '../../domain/flip314/flip314-types.ts';
import { projectFlip314 } from '../../domain/flip314/project-flip314.ts';
import type { Catalog } from '../../domain/stitching/catalog.ts';
import { snapshotFromCatalog } from '../../domain/trace/snapshot-from-catalog.ts';
import type { TraceResult } from '../../domain/trace/trace-types.ts';
import { useTraceResult } from '../../hooks/use-trace-result.ts';
import { flip314Markup, type GraphMarkup } from './graph-markup.ts';

export type Flip314Trace = { status: 'none' } | { status: 'error'; message: string } | { status: 'ready'; result: TraceResult; coverage: Flip314Coverage };

export interface Flip314Data {
  catalog: ReturnType<typeof useQuery<Catalog>>;
  islands: readonly Flip314Island[];
  trace: Flip314Trace;
  /** What the cross-engine graph stresses (Flink jobs, or the traced path). */
  markup: GraphMarkup | null;
}

/**
 * What the FLIP-314 comparison shows: every Flink job's native lineage island (from the whole catalog), and, with
 * a traced field, the trace (the trace panel's own) and how many of its dataset-level steps FLIP-314 would show.
 */
export function useFlip314(trace: string | null, direction: TraceDirection = 'upstream'): Flip314Data {
  const { view, since, until } = useInvestigationParams().params;
  const catalog = useQuery(investigationCatalogQueryOptions({ view, since, until }));
  const islands = useMemo(() => (catalog.data ? projectFlip314(catalog.data) : []), [catalog.data]);
  const snapshot = useMemo(() => (catalog.data ? snapshotFromCatalog(catalog.data) : null), [catalog.data]);
  // The trace is the trace panel's own query (same loader, stitches, inferred-hops choice and lineage view), so
  // FLIP-314's "covers k of n hops" counts exactly the hops the trace shows.
  const { target, query } = useTraceResult();
  const traced = useMemo((): Flip314Trace => {
    if (trace === null) return { status: 'none' };
    if (query.isError) return { status: 'error', message: query.error instanceof Error ? query.error.message : String(query.error) };
    if (target === null || !query.data) return { status: 'none' };
    // `both` shows the upstream walk, as the trace panel leads with it.
    const result = direction === 'downstream' ? (query.data.downstream ?? query.data.upstream) : (query.data.upstream ?? query.data.downstream);
    return result ? { status: 'ready', result, coverage: flip314Coverage(result, islands) } : { status: 'none' };
  }, [trace, target, query.isError, query.error, query.data, direction, islands]);
  const markup = useMemo(
    () => (snapshot ? flip314Markup(snapshot.graph, islands, traced.status === 'ready' ? traced.result : null) : null),
    [snapshot, islands, traced],
  );
  return { catalog, islands, trace: traced, markup };
}
