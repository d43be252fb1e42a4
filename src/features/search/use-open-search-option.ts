import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { investigationLineageQueryOptions } from '../../investigation/lineage-query.ts';
import { LINEAGE_PATH, lineageHref, parseInvestigationParams, type InvestigationParams } from '../../lib/investigation-params.ts';
import { camera } from '../../state/camera-controller.ts';
import type { SearchOption } from './search-options.ts';

/** `open` makes the node the new focus; `jump` brings it into view if it is already on the canvas. */
export type OpenMode = 'open' | 'jump';

/** What choosing a row did, so the caller can say so ("not on the canvas — opened as the new focus"). */
export type OpenOutcome = 'focused' | 'jumped' | 'traced';

/**
 * Acts on a chosen search row. Opening keeps the current depth/direction/stitching when already on the graph;
 * a trace row focuses its dataset and sets `trace`. Jumping needs the node in the graph already fetched for the
 * current focus (the canvas shows a filtered subset of it, which the graph resolves); otherwise it opens instead.
 */
export function useOpenSearchOption(): (option: SearchOption, mode: OpenMode) => OpenOutcome {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  return useCallback(
    (option, mode) => {
      const onGraph = location.pathname === LINEAGE_PATH;
      const current = onGraph ? parseInvestigationParams(location.search) : null;
      const keep: Partial<InvestigationParams> = current
        ? {
            depth: current.depth,
            dir: current.dir,
            stitch: current.stitch,
            asof: current.asof,
            tdir: current.tdir,
            view: current.view,
            since: current.since,
            until: current.until,
            acc: current.acc,
            rej: current.rej,
          }
        : {};

      if (option.kind === 'trace' && option.fieldId) {
        navigate(lineageHref({ ...keep, node: option.nodeId, sel: option.nodeId, trace: option.fieldId }));
        return 'traced';
      }

      if (mode === 'jump' && current?.node) {
        const { node, depth, view, since, until } = current;
        const graph = queryClient.getQueryData(investigationLineageQueryOptions({ nodeId: node, depth, view, since, until }).queryKey);
        if (graph?.graph.some((n) => n.id === option.nodeId)) {
          camera.aim([option.nodeId]);
          navigate(lineageHref({ ...current, sel: option.nodeId }), { replace: true });
          return 'jumped';
        }
      }
      navigate(lineageHref({ ...keep, node: option.nodeId, sel: option.nodeId }));
      return 'focused';
    },
    [location.pathname, location.search, navigate, queryClient],
  );
}
