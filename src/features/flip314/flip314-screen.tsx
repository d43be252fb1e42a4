import type { ReactNode } from 'react';
import { Flip314Panel, type Flip314PanelProps } from './flip314-panel.tsx';
import './flip314.css';

/** The side-by-side comparison: Flink's own view on the left, the cross-engine graph (from `app/`) on the right. */
export function Flip314Screen({ graph, ...panel }: Flip314PanelProps & { graph: ReactNode }) {
  return (
    <div className="tb-f314" data-testid="flip314-view">
      <section className="tb-f314__left" aria-label="What Flink sees">
        <Flip314Panel {...panel} />
      </section>
      <section className="tb-f314__right" aria-label="Cross-engine lineage">
        <h2 className="tb-f314__right-title">
          {`Cross-engine lineage (OpenLineage via Marquez) — ${panel.data.trace.status === 'ready' ? 'the traced path highlighted' : 'Flink jobs highlighted'}`}
        </h2>
        <div className="tb-f314__graph">{graph}</div>
      </section>
    </div>
  );
}
