import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { investigationCatalogQueryOptions } from '../../api/get-catalog.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { flip314Coverage, type Flip314Coverage } from '../../domain/flip314/flip314-coverage.ts';
import type { Flip314Island } from '../../domain/flip314/flip314-types.ts';
import { projectFlip314 } from '../../domain/flip314/project-flip314.ts';
import type { Catalog } from '../../domain/stitching/catalog.ts';
import { findStitchCandidates } from '../../domain/stitching/find-stitch-candidates.ts';
import { snapshotFromCatalog } from '../../domain/trace/snapshot-from-catalog.ts';
import { traceField } from '../../domain/trace/trace-field.ts';
import type { TraceResult } from '../../domain/trace/trace-types.ts';
import { useInvestigationStitchDecisions } from '../../hooks/use-stitch-decisions.ts';
import { acceptedStitches } from '../../state/stitch-decisions.ts';
import { flip314Markup, type GraphMarkup } from './graph-markup.ts';
import { traceTarget } from './trace-target.ts';

export type Flip314Trace =
  | { status: 'none' }
  | { status: 'error'; message: string }
  | { status: 'ready'; result: TraceResult; coverage: Flip314Coverage };

export interface Flip314Data {
  catalog: ReturnType<typeof useQuery<Catalog>>;
  islands: readonly Flip314Island[];
  trace: Flip314Trace;
  /** What the cross-engine graph stresses (Flink jobs, or the traced path). */
  markup: GraphMarkup | null;
}

/**
 * What the FLIP-314 comparison shows: every Flink job's native lineage island (from the whole catalog), and, with
 * a traced field, the trace (over the whole catalog, crossing accepted stitches when `stitch` is on) and how many
 * of its dataset-level steps FLIP-314 would show.
 */
export function useFlip314(trace: string | null, stitch: boolean, direction: 'upstream' | 'downstream' = 'upstream'): Flip314Data {
  const { view, since, until } = useInvestigationParams().params;
  const catalog = useQuery(investigationCatalogQueryOptions({ view, since, until }));
  const { decisions } = useInvestigationStitchDecisions();
  const islands = useMemo(() => (catalog.data ? projectFlip314(catalog.data) : []), [catalog.data]);
  const snapshot = useMemo(() => (catalog.data ? snapshotFromCatalog(catalog.data) : null), [catalog.data]);
  const traced = useMemo((): Flip314Trace => {
    if (!catalog.data || !snapshot || trace === null) return { status: 'none' };
    const namespaces = [...new Set(catalog.data.datasets.map((d) => d.namespace))];
    const target = traceTarget(trace, namespaces);
    if (!target) return { status: 'error', message: `The traced field "${trace}" is not a datasetField id this catalog knows.` };
    try {
      const stitches = stitch ? acceptedStitches(findStitchCandidates(catalog.data), decisions) : [];
      const result = traceField(snapshot, target, { direction, stitches });
      return { status: 'ready', result, coverage: flip314Coverage(result, islands) };
    } catch (e) {
      return { status: 'error', message: e instanceof Error ? e.message : String(e) };
    }
  }, [catalog.data, snapshot, trace, stitch, decisions, direction, islands]);
  const markup = useMemo(
    () => (snapshot ? flip314Markup(snapshot.graph, islands, traced.status === 'ready' ? traced.result : null) : null),
    [snapshot, islands, traced],
  );
  return { catalog, islands, trace: traced, markup };
}
