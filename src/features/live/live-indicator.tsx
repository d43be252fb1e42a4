import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { watchLineage, type LiveSource } from './live-lineage.ts';
import './live.css';

// Long enough to notice from the stage, short enough not to stay as clutter.
const SHOWN_MS = 8_000;

/**
 * Keeps every open view current: when new lineage arrives (pushed by the embedded server, or noticed by a quiet poll
 * of a real Marquez) the cached answers are refetched, so the graph redraws without a reload, and a small
 * "New lineage" note says so. The camera is not moved: a view the presenter aimed stays aimed.
 */
export function LiveIndicator() {
  const queryClient = useQueryClient();
  const [source, setSource] = useState<LiveSource | null>(null);
  const [arrived, setArrived] = useState<{ at: Date; count: number; shown: boolean } | null>(null);
  useEffect(() => {
    const watch = watchLineage(() => {
      void queryClient.invalidateQueries();
      setArrived((prev) => ({ at: new Date(), count: (prev?.count ?? 0) + 1, shown: true }));
    }, setSource);
    return () => watch.stop();
  }, [queryClient]);
  useEffect(() => {
    if (!arrived?.shown) return;
    const t = setTimeout(() => setArrived((prev) => (prev ? { ...prev, shown: false } : prev)), SHOWN_MS);
    return () => clearTimeout(t);
  }, [arrived]);
  return (
    <div className="tb-live" role="status" data-testid="live-indicator" data-live-source={source ?? 'none'} data-live-count={arrived?.count ?? 0}>
      {arrived?.shown ? <span className="tb-live__note">New lineage · {arrived.at.toISOString().slice(11, 16)} UTC</span> : null}
    </div>
  );
}
