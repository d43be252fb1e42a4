import { useMemo } from 'react';
import { QueryErrorMessage } from '../../components/ui/query-error.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { datasetNodeId } from '../../domain/node-id.ts';
import './flip314.css';
import { IslandCard } from './island-card.tsx';
import { TraceCoverageLine } from './trace-coverage-line.tsx';
import type { Flip314Data } from './use-flip314.ts';

export interface Flip314PanelProps {
  data: Flip314Data;
  /** The `sel` URL param, shared with the cross-engine graph. */
  selected: string | null;
  onSelect: (id: string) => void;
}

/** "What Flink sees": one island per Flink job, and with a trace, how much of it FLIP-314 covers. */
export function Flip314Panel({ data, selected, onSelect }: Flip314PanelProps) {
  const { catalog, islands, trace } = data;
  const traced = useMemo(() => {
    const ids = new Set<string>();
    if (trace.status !== 'ready') return ids;
    for (const hop of trace.coverage.hops) {
      const h = trace.result.hops[hop.index];
      if (!hop.covered || !hop.jobId || !h) continue;
      ids.add(`flip314:${hop.jobId}:source:${datasetNodeId({ namespace: h.from.namespace, name: h.from.dataset })}`);
      ids.add(`flip314:${hop.jobId}:sink:${datasetNodeId({ namespace: h.to.namespace, name: h.to.dataset })}`);
    }
    return ids;
  }, [trace]);

  if (catalog.isPending) return <StatusMessage kind="loading" title="Reading the Flink jobs from Marquez…" compact />;
  if (catalog.isError) return <QueryErrorMessage query={catalog} subject="the catalog" compact />;
  return (
    <div className="tb-f314-panel" data-testid="flip314-panel">
      <header className="tb-f314-panel__head">
        <h2>What Flink sees</h2>
        <p className="tb-muted">
          FLIP-314&apos;s <code>LineageGraph</code> per Flink job: source vertices → sink vertices, dataset level only, one island per job, no edge between
          jobs.
        </p>
      </header>
      <TraceCoverageLine trace={trace} />
      {islands.length === 0 ? (
        <StatusMessage kind="empty" title="No Flink job in this Marquez" detail={<p>FLIP-314 covers Flink jobs only; none has reported lineage.</p>} compact />
      ) : (
        <div className="tb-f314-islands">
          {islands.map((island) => (
            <IslandCard key={island.jobId} island={island} selected={selected} traced={traced} onSelect={onSelect} />
          ))}
        </div>
      )}
    </div>
  );
}
