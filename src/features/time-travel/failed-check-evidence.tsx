import { useQuery } from '@tanstack/react-query';
import { datasetVersionsQueryOptions } from '../../api/get-dataset-versions.ts';
import { parseNodeId } from '../../domain/node-id.ts';
import { latestFailedCheck } from '../../domain/time-travel/failed-check.ts';
import { EvidenceWhen } from './evidence-when.tsx';

// The versions Marquez lists first (newest first): enough to hold the failure a story talks about.
const VERSIONS = 100;

/**
 * The evidence of a failed quality check for a story step: the assertion, its column, expected and actual, and the
 * dataset version, run and time it failed on, read from the dataset's versions.
 */
export function FailedCheckEvidence({ datasetId, day }: { datasetId: string; day?: string | undefined }) {
  const parsed = parseNodeId(datasetId);
  const dataset = parsed?.kind === 'dataset' ? { namespace: parsed.namespace, name: parsed.name } : null;
  const versions = useQuery({
    ...datasetVersionsQueryOptions({ namespace: dataset?.namespace ?? '', name: dataset?.name ?? '', limit: VERSIONS }),
    enabled: !!dataset,
  });
  if (!dataset) return null;
  const failed = versions.data ? latestFailedCheck(versions.data.items, day) : null;
  return (
    <div className="tb-evidence" data-testid="evidence-failed-check" data-dataset={datasetId} data-version={failed?.version}>
      <p className="tb-evidence__title">
        Quality check failed · <code>{dataset.name}</code>
      </p>
      {versions.isPending ? <p className="tb-muted">Reading its versions…</p> : null}
      {versions.isError ? <p className="tb-muted">Its versions could not be read.</p> : null}
      {versions.data && !failed ? (
        <p className="tb-muted">
          No failed check{day ? ` on ${day}` : ''} in its last {VERSIONS} versions.
        </p>
      ) : null}
      {failed ? (
        <>
          <p className="tb-evidence__change" data-testid="evidence-check">
            <code>{failed.assertion}</code>
            {failed.column ? (
              <>
                {' '}
                on <code>{failed.column}</code>
              </>
            ) : null}
            {failed.expected !== null || failed.actual !== null ? ` · expected ${failed.expected ?? '—'}, actual ${failed.actual ?? '—'}` : null}
          </p>
          <EvidenceWhen at={failed.at} version={failed.version} runId={failed.runId} />
        </>
      ) : null}
    </div>
  );
}
