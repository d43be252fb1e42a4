import { describeError } from '../../lib/describe-error.ts';
import { StatusMessage } from './status-message.tsx';

/** The part of a react-query result an error state needs: what failed, and how to try again. */
export interface RetryableQuery {
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface QueryErrorProps {
  query: RetryableQuery;
  /** What was being loaded, for the words ("the catalog"). */
  subject: string;
}

/**
 * A failed query's error state: what happened, in the user's terms, and a Retry button (docs/ui-conventions.md#screen).
 */
export function QueryErrorMessage({ query, subject, compact = false }: QueryErrorProps & { compact?: boolean }) {
  const copy = describeError(query.error, subject);
  return (
    <StatusMessage
      kind="error"
      compact={compact}
      title={copy.title}
      detail={<p>{copy.detail}</p>}
      action={
        <button type="button" className="tb-button" onClick={() => void query.refetch()}>
          Retry
        </button>
      }
    />
  );
}

/** The one-line form for a query inside a section that has its own heading: the title and a small Retry. */
export function QueryErrorLine({ query, subject }: QueryErrorProps) {
  return (
    <p className="tb-error-line">
      {describeError(query.error, subject).title}{' '}
      <button type="button" className="tb-button tb-button--small" onClick={() => void query.refetch()}>
        Retry
      </button>
    </p>
  );
}
