import { useEffect, useMemo } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { canvasLayoutRequest } from '../../layout/canvas-layout-request.ts';
import type { LayoutResult } from '../../layout/layout-engine.ts';
import { layoutQueryOptions } from '../../layout/layout-query.ts';
import { layoutEngine, pageLayoutFor } from './layout-engine-instance.ts';
import { firstDrawingGate } from '../../lib/first-drawing-gate.ts';

/**
 * Tells the page's first-drawing gate (first-drawing-gate.ts) once a layout is on screen — after the frame that
 * paints it — or has failed (nothing will be drawn): the work it holds back may then start.
 */
function useSignalFirstDrawing(settled: boolean): void {
  useEffect(() => {
    if (!settled || firstDrawingGate.state() !== 'held') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => firstDrawingGate.drawn());
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [settled]);
}

export interface GraphLayout {
  /** The layout of the current graph, or the previous one while a new layout runs (nodes keep their place). */
  layout: LayoutResult | undefined;
  /** The layout on screen belongs to an older graph. */
  isStale: boolean;
  isRunning: boolean;
  error: Error | null;
  /** Stops the running layout (the worker is terminated; nothing stale is ever applied). */
  cancel: () => void;
  retry: () => void;
  /** Drops this graph's layout from the cache (a failure, so that asking again starts afresh). */
  forget: () => void;
  /** Nodes in the layout being computed. */
  nodeCount: number;
}

/**
 * ELK in the worker for the pipeline's ELK input (use-canvas-model.ts), with the options for its size
 * (canvas-layout-request.ts, as the server's first view asks), cached by content.
 */
export function useGraphLayout(elk: ElkNode | null): GraphLayout {
  const queryClient = useQueryClient();
  const request = useMemo(() => (elk ? canvasLayoutRequest(elk) : null), [elk]);
  const options = useMemo(() => (request ? layoutQueryOptions(layoutEngine(), request.elk, request.options) : null), [request]);
  const elkGraph = request?.elk ?? null;
  const query = useQuery({
    ...(options ?? layoutQueryOptions(layoutEngine(), { id: 'empty' })),
    enabled: options !== null,
    placeholderData: keepPreviousData,
    // The layout the page came with (src/app/first-view.ts), in this very render when it is this graph's.
    initialData: () => (elkGraph && options ? pageLayoutFor(elkGraph, options.queryKey[1]) : undefined),
  });
  const queryKey = options?.queryKey;
  useSignalFirstDrawing(query.data !== undefined || query.error !== null);
  return {
    layout: query.data,
    isStale: query.isPlaceholderData,
    isRunning: query.fetchStatus === 'fetching',
    error: query.error,
    cancel: () => {
      if (queryKey) void queryClient.cancelQueries({ queryKey });
    },
    retry: () => {
      void query.refetch();
    },
    forget: () => {
      if (queryKey) queryClient.removeQueries({ queryKey, exact: true });
    },
    nodeCount: elkGraph?.children?.length ?? 0,
  };
}
