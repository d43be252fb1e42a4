import type { ReactNode } from 'react';
import { parseNodeId, type DatasetRef } from '../../domain/node-id.ts';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { describeError } from '../../lib/describe-error.ts';
import { formatTime } from '../../lib/format.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { useAsOfTrace } from './use-as-of-trace.ts';
import { AsOfHops } from './as-of-hops.tsx';
import { CompareWith } from './compare-with.tsx';
import { VersionTimeline } from './version-timeline.tsx';
import './time-travel.css';

function Block({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="tb-tt-block" data-testid={testId} aria-label={title}>
      <h3 className="tb-tt-block__heading">{title}</h3>
      {children}
    </section>
  );
}

const asDataset = (id: string | null): DatasetRef | null => {
  const p = id ? parseNodeId(id) : null;
  return p?.kind === 'dataset' ? { namespace: p.namespace, name: p.name } : null;
};

/**
 * Time travel (issue 10), beside the details and trace panels: the timeline of the traced (else selected) dataset,
 * the trace as of the URL's `asof`, and "compare with" another point.
 */
export function TimeTravelPanel() {
  const { params, setParams } = useInvestigationParams();
  const state = useAsOfTrace();
  const { target, query } = state;
  const dataset = target ? { namespace: target.namespace, name: target.dataset } : (asDataset(params.sel) ?? asDataset(params.node));
  if (!dataset) return null;
  return (
    <div className="tb-tt" data-testid="time-travel">
      <Block title={`Time travel · ${dataset.name}`} testId="tt-timeline-block">
        {params.asof ? (
          <p className="tb-tt-point" data-testid="tt-point">
            As-of point: <code className="tb-break">{/^\d{4}-/.test(params.asof) ? formatTime(params.asof) : `run ${params.asof}`}</code>{' '}
            <button type="button" className="tb-button tb-button--small" onClick={() => setParams({ asof: null })}>
              Back to now
            </button>
          </p>
        ) : (
          <p className="tb-muted">Pick a version or the run that made it to trace upstream as the lineage was then.</p>
        )}
        <VersionTimeline key={`${dataset.namespace}:${dataset.name}`} dataset={dataset} tracing={target !== null} />
      </Block>
      {params.asof && !target ? <p className="tb-muted">Trace a field (Trace in the schema list) to follow it upstream as of this point.</p> : null}
      {params.asof && target ? (
        <Block title={`${target.field} upstream, as of the point`} testId="tt-trace-block">
          {query.isPending ? <StatusMessage kind="loading" compact title="Loading versions on the path…" /> : null}
          {query.isError ? (
            <StatusMessage
              kind="error"
              compact
              title={describeError(query.error, 'the as-of trace').title}
              detail={<p>{query.error instanceof Error ? query.error.message : String(query.error)}</p>}
            />
          ) : null}
          {query.data ? <AsOfHops data={query.data} /> : null}
        </Block>
      ) : null}
      {params.asof && target && query.data ? (
        <Block title="Compare with" testId="tt-compare-block">
          <CompareWith state={state} />
        </Block>
      ) : null}
    </div>
  );
}
