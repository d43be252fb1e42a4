import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { ReducedGraph } from '../../domain/graph/reduced-graph.ts';
import { datasetNodeId, fieldNodeId } from '../../domain/node-id.ts';
import { investigationLineageQueryOptions } from '../../investigation/lineage-query.ts';
import { LINEAGE_PATH } from '../../lib/graph-paths.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import type { GraphActions } from './graph-actions.ts';
import { useActivateSynthetic } from './use-large-graph.ts';
import { EXPANSION_DEPTH } from './use-lineage-data.ts';

export interface ViewActions {
  /** What nodes ask of the view, through GraphActionsContext: one stable object. */
  actions: GraphActions;
  /** Click: opens a group or capped layer, else selects (replace). */
  onSelect: (id: string) => void;
  /** Double-click: refocuses (push); group and "more" nodes are not Marquez nodes. */
  onRefocus: (id: string) => void;
  /** Drops the direction filter so a node hidden by it appears, and selects it. */
  showEverything: (id: string) => void;
}

/** The canvas's answers to clicks, keys and node buttons, all written to the URL. */
export function useViewActions(reduced: ReducedGraph | null): ViewActions {
  const { params, setParams } = useInvestigationParams();
  const { node: focus, sel } = params;
  const queryClient = useQueryClient();
  // The page is about its focus: opened without a selection, the focus is selected and its details shown. Only on
  // /lineage itself: present mode and FLIP-314 select what their step or pane says.
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === LINEAGE_PATH && focus !== null && sel === null) setParams({ sel: focus }, { replace: true });
  }, [pathname, focus, sel, setParams]);

  // Nodes call these through context; reading the latest params from a ref keeps the object (and nodes) stable.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const actions = useMemo<GraphActions>(
    () => ({
      toggleExpanded: (id) => {
        const exp = latest.current.exp;
        setParams({ exp: exp.includes(id) ? exp.filter((e) => e !== id) : [...exp, id] });
      },
      expandSide: (id, side) => {
        const current = latest.current.more;
        // Asked again while already in the URL: its request failed (the button came back), so retry it.
        if (current.some((e) => e.nodeId === id && e.side === side)) {
          const { view, since, until } = latest.current;
          void queryClient.refetchQueries({ queryKey: investigationLineageQueryOptions({ nodeId: id, depth: EXPANSION_DEPTH, view, since, until }).queryKey });
        } else {
          setParams({ more: [...current, { nodeId: id, side }] });
        }
      },
      traceField: (f) => {
        const dataset = datasetNodeId({ namespace: f.namespace, name: f.dataset });
        setParams({ trace: fieldNodeId(f), sel: dataset }, { replace: false });
      },
    }),
    [setParams, queryClient],
  );
  const activate = useActivateSynthetic(reduced);
  const onSelect = useCallback(
    (id: string) => {
      if (!activate(id)) setParams({ sel: id }, { replace: true });
    },
    [activate, setParams],
  );
  const onRefocus = useCallback(
    (id: string) => {
      if (!reduced?.synthetic.some((n) => n.id === id)) setParams({ node: id, sel: id }, { replace: false });
    },
    [reduced, setParams],
  );
  // Sets `sel` again: the palette's own navigation may not have reached this component's URL snapshot yet.
  const showEverything = useCallback((id: string) => setParams({ dir: 'full', sel: id }, { replace: true }), [setParams]);
  return { actions, onSelect, onRefocus, showEverything };
}
