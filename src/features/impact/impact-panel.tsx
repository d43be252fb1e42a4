import { useCallback, useMemo } from 'react';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { filterImpact, sortImpact } from '../../domain/impact/filter-impact.ts';
import type { ImpactRow } from '../../domain/impact/impact-types.ts';
import { datasetNodeId, fieldNodeId, jobNodeId } from '../../domain/node-id.ts';
import { useImpactResult } from './use-impact-result.ts';
import { describeError } from '../../lib/describe-error.ts';
import { lineageHref } from '../../lib/investigation-params.ts';
import { useInvestigationParams } from '../../lib/use-investigation-params.ts';
import { camera } from '../../state/camera-controller.ts';
import { downloadImpact } from './impact-download.ts';
import { ImpactControls } from './impact-controls.tsx';
import { ImpactReadProgress } from './impact-progress.tsx';
import { IMPACT_ROW_HEIGHT, ImpactRowView } from './impact-row.tsx';
import { domainFilter, useImpactView } from './impact-view-params.ts';
import { VirtualRows } from './virtual-rows.tsx';
import './impact.css';

const rowId = (r: ImpactRow) => (r.kind === 'job' ? jobNodeId(r) : datasetNodeId(r));

/**
 * The impact list (`impact` in the URL): every dataset and job the traced field, or a whole dataset, reaches
 * downstream, with distance, level, owners, engine, last run, quality and path; filtered, sorted and exported as
 * `tributary impact` does, from the same query.
 */
export function ImpactPanel() {
  const { view, setView } = useImpactView();
  const { params, setParams } = useInvestigationParams();
  const { start, query, progress } = useImpactResult(view.start);
  const all = query.data?.rows;
  const rows = useMemo(() => (all ? sortImpact(filterImpact(all, domainFilter(view.filter)), view.sort) : []), [all, view.filter, view.sort]);
  const onFocus = useCallback(
    (r: ImpactRow) => {
      const id = rowId(r);
      setParams({ node: id, sel: id }, { replace: false });
      camera.aim([id]);
    },
    [setParams],
  );
  const traceHref = (r: ImpactRow): string | null => {
    const field = r.kind === 'dataset' ? r.fields[0] : undefined;
    if (field === undefined) return null;
    const node = datasetNodeId(r);
    const { stitch, inf, view: v, since, until, acc, rej } = params;
    return lineageHref({
      node,
      sel: node,
      trace: fieldNodeId({ namespace: r.namespace, dataset: r.name, field }),
      tdir: 'upstream',
      stitch,
      inf,
      view: v,
      since,
      until,
      acc,
      rej,
    });
  };
  const title = start ? `${start.dataset}${start.field ? `.${start.field}` : ' (every field)'}` : '…';
  const onExport = (format: 'csv' | 'json') => start && downloadImpact(rows, format, { start, filter: { ...domainFilter(view.filter) }, sort: view.sort });

  let body;
  if (!start) body = <StatusMessage kind="empty" compact title="Nothing to list" detail={<p>The link names no traced field or dataset to start from.</p>} />;
  else if (query.isPending) {
    const detail = progress && progress.total > 0 ? <ImpactReadProgress progress={progress} /> : undefined;
    body = <StatusMessage kind="loading" compact title={`Listing what ${title} reaches…`} detail={detail} />;
  } else if (query.isError) {
    const copy = describeError(query.error, `the impact of ${title}`);
    body = (
      <StatusMessage
        kind="error"
        compact
        title={query.error.name === 'TraceTargetNotFound' ? 'Nothing to list' : copy.title}
        detail={<p>{query.error.name === 'TraceTargetNotFound' ? query.error.message : copy.detail}</p>}
        action={
          <button type="button" className="tb-button tb-button--small" onClick={() => void query.refetch()}>
            Retry
          </button>
        }
      />
    );
  } else if (all && all.length === 0) body = <p className="tb-muted">Nothing downstream reads {title}: no dataset or job to tell.</p>;
  else
    body = (
      <>
        <p className="tb-impact-panel__count" data-testid="impact-count">
          {rows.length.toLocaleString('en-US')} of {(all?.length ?? 0).toLocaleString('en-US')} listed
          {query.data && query.data.skipped.length > 0 ? ` · ${query.data.skipped.length} Marquez refused, listed without details` : ''}
        </p>
        {rows.length === 0 ? (
          <p className="tb-muted">No row matches the filters.</p>
        ) : (
          <VirtualRows
            items={rows}
            rowHeight={IMPACT_ROW_HEIGHT}
            minHeight={2 * IMPACT_ROW_HEIGHT}
            label="Reached datasets and jobs"
            render={(r) => <ImpactRowView row={r} onFocus={onFocus} traceHref={traceHref(r)} />}
          />
        )}
      </>
    );

  return (
    <div className="tb-impact-panel" data-testid="impact-panel">
      <header className="tb-trace__header">
        <p className="tb-trace__eyebrow">Impact of</p>
        <h3 className="tb-trace__target" title={start ? `${start.namespace}\n${start.dataset}${start.field ? `\nfield ${start.field}` : ''}` : undefined}>
          {title}
        </h3>
        <button type="button" className="tb-button tb-button--ghost tb-button--small" onClick={() => setView({ start: null })}>
          Close the list
        </button>
      </header>
      <ImpactControls view={view} onChange={setView} onExport={onExport} canExport={rows.length > 0} />
      {body}
    </div>
  );
}
