import { lazy, Suspense } from 'react';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import type { LineageGraphViewProps } from '../../features/graph/lineage-graph-view.tsx';

// Lazy so React Flow and the layout client stay out of the overview's first load.
const LineageGraphView = lazy(() => import('../../features/graph/lineage-graph-view.tsx').then((m) => ({ default: m.LineageGraphView })));

/** The lineage canvas (the graph feature's view), loaded on first use. */
export function GraphSlot(props: LineageGraphViewProps) {
  return (
    <Suspense fallback={<StatusMessage kind="loading" title="Loading the graph view…" compact />}>
      <LineageGraphView {...props} />
    </Suspense>
  );
}
