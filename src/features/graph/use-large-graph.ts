import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LineageGraph } from '../../domain/graph/lineage-graph.ts';
import type { GroupBy, ReducedGraph } from '../../domain/graph/reduced-graph.ts';
import { isAbortError } from '../../layout/layout-engine.ts';
import type { GraphLayout } from './use-graph-layout.ts';
import { useReducedGraph } from './use-reduced-graph.ts';

export interface LargeGraphOptions {
  /** Changes with focus, depth and direction: opened layers and groups belong to one investigation. */
  investigationKey: string;
  groupBy: GroupBy | null;
  selectedId: string | null;
  expanded: ReadonlySet<string>;
}

export interface LargeGraph {
  /** The graph as drawn; `null` until `/lineage` answered. */
  reduced: ReducedGraph | null;
  /** Handles a click on a group or "show N more" node (true) or leaves the id to the caller (false). */
  activate: (id: string) => boolean;
  /** Every node drawn, cap off (for this investigation). */
  uncapped: boolean;
  setUncapped: (uncapped: boolean) => void;
  /** Why the last "show all" of this investigation could not be drawn; cleared by the next "show all". */
  showAllFailure: string | null;
  /** Goes back to the capped view (its layout is cached) and keeps `reason` to show; `forget` drops the failed layout. */
  failShowAll: (reason: string, forget: () => void) => void;
}

interface Opened {
  key: string;
  layers: ReadonlySet<string>;
  members: ReadonlySet<string>;
  uncapped: boolean;
  failure: { reason: string; forget: () => void } | null;
}

const NOTHING: ReadonlySet<string> = new Set();

const fresh = (key: string): Opened => ({ key, layers: NOTHING, members: NOTHING, uncapped: false, failure: null });

/**
 * Grouping and per-layer caps for the canvas: a "show N more" click opens its layer, a group click takes its
 * members out of the group. What was opened is local UI state, dropped when the investigation changes.
 */
export function useLargeGraph(graph: LineageGraph | null, options: LargeGraphOptions): LargeGraph {
  const { investigationKey, groupBy, selectedId, expanded } = options;
  const [opened, setOpened] = useState<Opened>(() => fresh(investigationKey));
  const current = opened.key === investigationKey ? opened : fresh(investigationKey);
  const keep = useMemo(() => {
    const ids = new Set([...expanded, ...current.members]);
    if (selectedId) ids.add(selectedId);
    return ids;
  }, [expanded, current.members, selectedId]);
  const reduced = useReducedGraph(graph, { groupBy, revealed: current.layers, keep, uncapped: current.uncapped });

  // Read through a ref so `activate` keeps its identity and the canvas's callbacks stay stable.
  const latest = useRef({ reduced, current });
  useEffect(() => {
    latest.current = { reduced, current };
  });
  const activate = useCallback((id: string) => {
    const { reduced: r, current: c } = latest.current;
    const node = r?.synthetic.find((s) => s.id === id);
    if (!node) return false;
    if (node.kind === 'more') setOpened({ ...c, layers: new Set([...c.layers, node.groupKey]) });
    else setOpened({ ...c, members: new Set([...c.members, ...node.memberIds]) });
    return true;
  }, []);
  const setUncapped = useCallback((uncapped: boolean) => setOpened({ ...latest.current.current, uncapped, failure: null }), []);
  // Once the capped view is back, the failed layout leaves the cache: a later "show all" (even after leaving this
  // investigation and coming back) starts afresh, with the capped view drawn meanwhile, not with the old error.
  const failure = current.failure;
  useEffect(() => failure?.forget(), [failure]);
  // `current`, not the ref: this runs while rendering, before the effect has refreshed the ref.
  const failShowAll = (reason: string, forget: () => void) => setOpened({ ...current, uncapped: false, failure: { reason, forget } });
  return { reduced, activate, uncapped: current.uncapped, setUncapped, showAllFailure: failure?.reason ?? null, failShowAll };
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
