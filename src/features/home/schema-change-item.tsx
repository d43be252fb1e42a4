import { Link } from 'react-router';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import { datasetNodeId, fieldNodeId } from '../../domain/node-id.ts';
import type { FieldChange } from '../../domain/schema-changes/compare-fields.ts';
import type { SchemaChange } from '../../domain/schema-changes/schema-changes.ts';
import { formatTime } from '../../lib/format.ts';
import { lineageHref } from '../../lib/investigation-params.ts';

const none = (s: string | null) => s ?? '(none)';

/** One field's change in words: "DECIMAL(12,2) → BIGINT", "added, BIGINT"… (text only: names are untrusted). */
function changeText(c: FieldChange): string {
  switch (c.kind) {
    case 'added':
      return `added${c.after?.type ? `, ${c.after.type}` : ''}`;
    case 'removed':
      return `removed${c.before?.type ? ` (was ${c.before.type})` : ''}`;
    case 'type':
      return `type ${none(c.before?.type ?? null)} → ${none(c.after?.type ?? null)}`;
    case 'description':
      return `description “${none(c.before?.description ?? null)}” → “${none(c.after?.description ?? null)}”`;
  }
}

/**
 * A version that changed a dataset's schema: the dataset, linked to the graph as of that version; the version, its
 * time and writer; then each field's change, a field that still exists linked to its downstream trace (what the
 * change reaches). A removed field has no trace to open.
 */
export function SchemaChangeItem({ change }: { change: SchemaChange }) {
  const id = datasetNodeId(change.dataset);
  const writer = change.job ? change.job.name : 'an unknown job';
  const otherWriter = change.previousJob && change.job && change.previousJob.name !== change.job.name ? change.previousJob.name : null;
  return (
    <li
      data-testid="home-schema-change"
      title={`version ${change.version}, run ${change.runId}\ncompared with version ${change.previousVersion} (${change.previousAt})`}
    >
      <Link to={lineageHref({ node: id, sel: id, asof: change.at })} data-testid="home-schema-change-version">
        <MiddleTruncate text={change.dataset.name} max={36} />
      </Link>{' '}
      <span className="tb-muted">
        version {change.version.slice(0, 8)} {formatTime(change.at)} by <MiddleTruncate text={writer} max={28} />
        {otherWriter ? (
          <>
            {' '}
            (before: <MiddleTruncate text={otherWriter} max={28} />)
          </>
        ) : null}
      </span>
      <ul className="tb-home__changes">
        {change.changes.map((c, i) => (
          <li key={i} data-testid="home-schema-field-change" data-kind={c.kind}>
            {c.kind === 'removed' ? (
              <MiddleTruncate text={c.field} max={32} />
            ) : (
              <Link
                to={lineageHref({
                  node: id,
                  sel: id,
                  trace: fieldNodeId({ namespace: change.dataset.namespace, dataset: change.dataset.name, field: c.field }),
                  tdir: 'downstream',
                })}
              >
                <MiddleTruncate text={c.field} max={32} />
              </Link>
            )}{' '}
            {changeText(c)}
          </li>
        ))}
      </ul>
    </li>
  );
}
