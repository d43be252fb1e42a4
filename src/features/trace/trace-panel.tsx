import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { datasetNodeId, fieldNodeId, jobNodeId } from '../../domain/node-id.ts';
import { traceToMarkdown } from '../../domain/trace/trace-to-markdown.ts';
import type { TraceEndpoint, TraceHop } from '../../domain/trace/trace-types.ts';
import { useTraceEvidence } from './use-trace-evidence.ts';
import { useTraceResult } from '../../hooks/use-trace-result.ts';
import { useInvestigationStitchDecisions } from '../../hooks/use-stitch-decisions.ts';
import { describeError } from '../../lib/describe-error.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { camera } from '../../state/camera-controller.ts';
import { ImpactList } from './impact-list.tsx';
import { TraceControls } from './trace-controls.tsx';
import { TraceSections } from './trace-sections.tsx';
import { shortName } from './trace-words.ts';
import './trace.css';

/**
 * The trace panel (`trace` in the URL): the ordered hops with their level, transformations, degrade points,
 * influencers and roots; upstream, downstream (with impact by engine) or both. A hop click centres it on the canvas.
 */
export function TracePanel() {
  const { setParams } = useInvestigationParams();
  const [, setSearch] = useSearchParams();
  // The impact list lives in the URL too (`impact=1`: the traced field's); opening it is navigation.
  const openImpact = useCallback(() => setSearch((prev) => (prev.set('impact', '1'), prev)), [setSearch]);
  const { target, tdir, inferred, stitch, query, source } = useTraceResult();
  const { decisions } = useInvestigationStitchDecisions();
  // Read once the trace is in: its loader's answers are then all cached.
  const evidence = useTraceEvidence(target && query.data ? { target, tdir, inferred, stitch, decisions, source } : null);
  const onCentre = useCallback(
    (hop: TraceHop) => camera.aim([hop.job ? jobNodeId(hop.job) : datasetNodeId({ namespace: hop.from.namespace, name: hop.from.dataset })]),
    [],
  );
  // A new trace is navigation (Back returns to the previous one); the canvas follows it to the field's dataset.
  const onRetrace = useCallback(
    (p: TraceEndpoint & { field: string }) => {
      const dataset = datasetNodeId({ namespace: p.namespace, name: p.dataset });
      setParams({ trace: fieldNodeId({ namespace: p.namespace, dataset: p.dataset, field: p.field }), node: dataset, sel: dataset }, { replace: false });
    },
    [setParams],
  );
  const data = query.data;
  const markdown = data ? [data.upstream, data.downstream].flatMap((r) => (r ? [traceToMarkdown(r)] : [])).join('\n\n') : null;

  let body = null;
  if (!target) {
    body = <StatusMessage kind="loading" compact title="Reading the traced field…" />;
  } else if (query.isPending) {
    body = (
      <StatusMessage
        kind="loading"
        compact
        title={`Tracing ${target.field}…`}
        detail={<p>Asking Marquez for the lineage around {shortName(target.dataset)}.</p>}
      />
    );
  } else if (query.isError) {
    const copy = describeError(query.error, `the trace of ${target.field}`);
    body = (
      <StatusMessage
        kind="error"
        compact
        title={query.error.name === 'TraceTargetNotFound' ? 'Nothing to trace' : copy.title}
        detail={<p>{query.error.name === 'TraceTargetNotFound' ? query.error.message : copy.detail}</p>}
        action={
          <button type="button" className="tb-button tb-button--small" onClick={() => void query.refetch()}>
            Retry
          </button>
        }
      />
    );
  } else if (data) {
    body = (
      <>
        {data.upstream ? (
          <TraceSections result={data.upstream} jobEngines={data.jobEngines} onCentre={onCentre} onRetrace={onRetrace} evidence={evidence} />
        ) : null}
        {data.downstream ? (
          <>
            <section className="tb-trace__section" aria-label="Impact" data-testid="trace-impact-section">
              <h3 className="tb-trace__heading">Impact — affected datasets by engine</h3>
              <button type="button" className="tb-button tb-button--small" onClick={openImpact} data-testid="open-impact-list">
                Open the impact list (owners, checks, export)
              </button>
              <ImpactList groups={data.impact} />
            </section>
            <TraceSections result={data.downstream} jobEngines={data.jobEngines} onCentre={onCentre} onRetrace={onRetrace} evidence={evidence} />
          </>
        ) : null}
      </>
    );
  }

  return (
    <div className="tb-trace" data-testid="trace-panel">
      <header className="tb-trace__header">
        <p className="tb-trace__eyebrow">Tracing the value of</p>
        <h3 className="tb-trace__target" title={target ? `${target.namespace}\n${target.dataset}\nfield ${target.field}` : undefined}>
          {target ? `${shortName(target.dataset)}.${target.field}` : '…'}
        </h3>
        {stitch ? <p className="tb-trace__note">Stitching on: accepted boundary candidates are crossed as stitched hops.</p> : null}
      </header>
      <TraceControls
        tdir={tdir}
        inferred={inferred}
        onDirection={(d) => setParams({ tdir: d })}
        onInferred={(inf) => setParams({ inf })}
        markdown={markdown}
        onClose={() => setParams({ trace: null, tdir: 'upstream' })}
      />
      {body}
    </div>
  );
}
