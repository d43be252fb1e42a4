import { Suspense } from 'react';
import { preloadableLazy } from '../../lib/preloadable-lazy.ts';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import type { LineageGraphViewProps } from '../../features/graph/lineage-graph-view.tsx';

// Lazy so React Flow and the layout client stay out of the overview's first load.
const LineageGraphView = preloadableLazy<LineageGraphViewProps>(() =>
  import('../../features/graph/lineage-graph-view.tsx').then((m) => ({ default: m.LineageGraphView })),
);

/** Loads the canvas's chunk ahead of the first render (a graph link at boot). */
export const preloadGraphView = LineageGraphView.preload;

/** The lineage canvas (the graph feature's view), loaded on first use. */
export function GraphSlot(props: LineageGraphViewProps) {
  return (
    <Suspense fallback={<StatusMessage kind="loading" title="Loading the graph view…" compact />}>
      <LineageGraphView {...props} />
    </Suspense>
  );
}
