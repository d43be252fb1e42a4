import { useQuery } from '@tanstack/react-query';
import { datasetVersionsQueryOptions } from '../../api/get-dataset-versions.ts';
import { parseNodeId } from '../../domain/node-id.ts';
import { latestFieldChange } from '../../domain/time-travel/field-change.ts';
import { EvidenceWhen } from './evidence-when.tsx';

// The versions Marquez lists first (newest first): enough to hold a change the story talks about.
const VERSIONS = 100;

const shown = (v: string | null): string => (v === null || v === '' ? '—' : v);

/**
 * The evidence of a schema change for a story step: one field's type and description before → after, with the
 * dataset version and the run that carried it and the day, read from the dataset's versions.
 */
export function FieldChangeEvidence({ fieldId, day }: { fieldId: string; day?: string | undefined }) {
  const parsed = parseNodeId(fieldId);
  const dataset = parsed?.kind === 'datasetField' ? { namespace: parsed.namespace, name: parsed.dataset } : null;
  const field = parsed?.kind === 'datasetField' ? parsed.field : undefined;
  const versions = useQuery({
    ...datasetVersionsQueryOptions({ namespace: dataset?.namespace ?? '', name: dataset?.name ?? '', limit: VERSIONS }),
    enabled: !!dataset && !!field,
  });
  if (!dataset || !field) return null;
  const change = versions.data ? latestFieldChange(versions.data.items, field, day) : null;
  return (
    <div className="tb-evidence" data-testid="evidence-schema-change" data-field={field}>
      <p className="tb-evidence__title">
        Schema change · <code>{dataset.name}</code>.<code>{field}</code>
      </p>
      {versions.isPending ? <p className="tb-muted">Reading its versions…</p> : null}
      {versions.isError ? <p className="tb-muted">Its versions could not be read.</p> : null}
      {versions.data && !change ? (
        <p className="tb-muted">
          No change of {field}
          {day ? ` on ${day}` : ''} in its last {VERSIONS} versions.
        </p>
      ) : null}
      {change ? (
        <>
          <p className="tb-evidence__change" data-testid="evidence-before-after">
            <code>{shown(change.before.type)}</code> → <code>{shown(change.after.type)}</code>
            {change.before.description !== change.after.description ? (
              <span className="tb-evidence__desc">
                {' '}
                “{shown(change.before.description)}” → “{shown(change.after.description)}”
              </span>
            ) : null}
          </p>
          <EvidenceWhen at={change.at} version={change.version} runId={change.runId} />
        </>
      ) : null}
    </div>
  );
}
