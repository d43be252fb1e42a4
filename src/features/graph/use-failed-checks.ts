import { createContext, useCallback, useContext, useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { LineageGraph } from '../../domain/graph/lineage-graph.ts';
import type { LineageWindow } from '../../domain/run-lineage/run-lineage-types.ts';
import type { MqDatasetVersion } from '../../domain/marquez-shapes.ts';
import { failedCheckInWindow, type FailedCheck } from '../../domain/time-travel/failed-check.ts';
import { useAfterFirstDrawing } from '../../lib/use-after-first-drawing.ts';
import { newestVersionsQueryOptions } from '../../investigation/dataset-versions.ts';

/**
 * Up to this many datasets on the canvas, each one's versions are read to find a failed quality check in the
 * investigation's window (one request each); a bigger graph is an overview, and its nodes show only a failure on
 * their current version.
 */
const CHECKED_UP_TO_DATASETS = 24;

const NONE: ReadonlyMap<string, FailedCheck> = new Map();

/** Failed checks by dataset node id, for the nodes to mark (a context: nodes stay memoised). */
export const FailedChecksContext = createContext<ReadonlyMap<string, FailedCheck>>(NONE);

export function useFailedCheckOf(datasetId: string): FailedCheck | null {
  return useContext(FailedChecksContext).get(datasetId) ?? null;
}

/**
 * The newest failed quality check of each dataset on the canvas within the investigation's window (the run-level
 * window the view shows; without one, the 30 days before each dataset's newest version): "the check failed on
 * Nov 24" belongs on the node even when a later version passed, since the investigation is about that day. Nothing is
 * asked for until `drawn` (the canvas has drawn once).
 */
export function useFailedChecks(graph: LineageGraph | null, window: LineageWindow | null, drawn: boolean): ReadonlyMap<string, FailedCheck> {
  // Not before the first drawing is on screen: like node details (use-lineage-data.ts), these requests would compete
  // with the first draw (issue 19); on a canvas link, not before the browser is idle after it either (issue 31).
  const idle = useAfterFirstDrawing();
  const asked = drawn && idle;
  const datasets = useMemo(() => {
    const all = graph && asked ? [...graph.nodes.values()].filter((n) => n.kind === 'dataset') : [];
    return all.length > CHECKED_UP_TO_DATASETS ? [] : all;
  }, [graph, asked]);
  const since = window?.since ?? null;
  const until = window?.until ?? null;
  // Stable while its inputs are, so React Query keeps the combined map (and the nodes stay memoised).
  const combine = useCallback(
    (results: UseQueryResult<{ items: MqDatasetVersion[] }>[]) => {
      const bounds = since && until ? { since, until } : null;
      const found = new Map<string, FailedCheck>();
      results.forEach((r, i) => {
        const check = r.data ? failedCheckInWindow(r.data.items, bounds) : null;
        const id = datasets[i]?.id;
        if (check && id) found.set(id, check);
      });
      return found.size === 0 ? NONE : found;
    },
    [datasets, since, until],
  );
  return useQueries({
    // The newest page (NEWEST_VERSIONS: a day or two of a streaming topic, a month of a daily table), which the focus's
    // details and timeline cut to what they show.
    queries: datasets.map((d) => newestVersionsQueryOptions({ namespace: d.namespace, name: d.name })),
    combine,
  });
}
