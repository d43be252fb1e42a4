import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReducedGraph } from '../../domain/graph/reduced-graph.ts';
import { isAbortError } from '../../layout/layout-engine.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import type { GraphLayout } from './use-graph-layout.ts';

export interface LargeGraph {
  /** Layers the user opened ("show N more") and groups opened into their members: the pipeline's reduce inputs. */
  revealed: ReadonlySet<string>;
  opened: ReadonlySet<string>;
  /** Every node drawn, cap off (for this investigation). */
  uncapped: boolean;
  setUncapped: (uncapped: boolean) => void;
  /** Why the last "show all" of this investigation could not be drawn; cleared by the next "show all". */
  showAllFailure: string | null;
  /** Goes back to the capped view (its layout is cached) and keeps `reason` to show; `forget` drops the failed layout. */
  failShowAll: (reason: string, forget: () => void) => void;
}

interface Failure {
  key: string;
  reason: string;
  forget: () => void;
}

/**
 * Grouping and per-layer caps for the canvas: a "show N more" click opens its layer (`reveal`), a group click its
 * members (`open`), "show all" lifts the cap (`all`). All three are in the URL — part of the investigation a link
 * reproduces — and a new focus, depth or direction starts capped again (investigation-params.ts). Only a failed
 * "show all" is local: it says what went wrong on this machine. `investigationKey` changes with focus, depth and
 * direction: a failed "show all" belongs to one investigation.
 */
export function useLargeGraph(investigationKey: string): LargeGraph {
  const { params, setParams } = useInvestigationParams();
  const revealed = useMemo(() => new Set(params.reveal), [params.reveal]);
  const opened = useMemo(() => new Set(params.open), [params.open]);
  const [failed, setFailed] = useState<Failure | null>(null);
  const failure = failed?.key === investigationKey ? failed : null;
  // A failed "show all" falls back to the capped view at once, in this render; the URL follows in an effect.
  const uncapped = params.all && failure === null;
  const setUncapped = useCallback(
    (all: boolean) => {
      setFailed(null);
      setParams({ all });
    },
    [setParams],
  );
  // Once the capped view is back, the failed layout leaves the cache: a later "show all" (even after leaving this
  // investigation and coming back) starts afresh, with the capped view drawn meanwhile, not with the old error.
  useEffect(() => failure?.forget(), [failure]);
  const showAllAsked = params.all;
  useEffect(() => {
    if (failure && showAllAsked) setParams({ all: false }, { replace: true });
  }, [failure, showAllAsked, setParams]);
  // Local state only, so it is safe while rendering (useShowAllFallback calls it there).
  const failShowAll = (reason: string, forget: () => void) => setFailed({ key: investigationKey, reason, forget });
  return { revealed, opened, uncapped, setUncapped, showAllFailure: failure?.reason ?? null, failShowAll };
}

/** Handles a click on a group or "show N more" node of `reduced` (true) or leaves the id to the caller (false). */
export function useActivateSynthetic(reduced: ReducedGraph | null): (id: string) => boolean {
  const { params, setParams } = useInvestigationParams();
  // Read through a ref so `activate` keeps its identity and the canvas's callbacks stay stable.
  const latest = useRef({ reduced, reveal: params.reveal, open: params.open });
  useEffect(() => {
    latest.current = { reduced, reveal: params.reveal, open: params.open };
  });
  return useCallback(
    (id: string) => {
      const { reduced: r, reveal, open } = latest.current;
      const node = r?.synthetic.find((s) => s.id === id);
      if (!node) return false;
      if (node.kind === 'more') setParams({ reveal: [...reveal, node.groupKey] });
      else setParams({ open: [...open, node.key] });
      return true;
    },
    [setParams],
  );
}

/**
 * A "show all" whose layout failed never leaves an empty canvas: while rendering (so no frame shows the error in
 * place of the graph) it falls back to the capped view, which stays on screen, and the controls say what failed.
 */
export function useShowAllFallback(large: LargeGraph, layout: Pick<GraphLayout, 'error' | 'nodeCount' | 'forget'>): void {
  const { error, nodeCount, forget } = layout;
  if (!large.uncapped || !error || isAbortError(error)) return;
  large.failShowAll(`Could not lay out all ${nodeCount.toLocaleString()} nodes (${error.message}); showing the capped view.`, forget);
}
