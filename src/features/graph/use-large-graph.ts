import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LineageGraph } from '../../domain/graph/lineage-graph.ts';
import type { GroupBy, ReducedGraph } from '../../domain/graph/reduced-graph.ts';
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
}

interface Opened {
  key: string;
  layers: ReadonlySet<string>;
  members: ReadonlySet<string>;
  uncapped: boolean;
}

const NOTHING: ReadonlySet<string> = new Set();

/**
 * Grouping and per-layer caps for the canvas: a "show N more" click opens its layer, a group click takes its
 * members out of the group. What was opened is local UI state, dropped when the investigation changes.
 */
export function useLargeGraph(graph: LineageGraph | null, options: LargeGraphOptions): LargeGraph {
  const { investigationKey, groupBy, selectedId, expanded } = options;
  const [opened, setOpened] = useState<Opened>({ key: investigationKey, layers: NOTHING, members: NOTHING, uncapped: false });
  const current = opened.key === investigationKey ? opened : { key: investigationKey, layers: NOTHING, members: NOTHING, uncapped: false };
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
  const setUncapped = useCallback((uncapped: boolean) => setOpened({ ...latest.current.current, uncapped }), []);
  return { reduced, activate, uncapped: current.uncapped, setUncapped };
}
