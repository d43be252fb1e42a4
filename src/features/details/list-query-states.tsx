import type { ReactNode } from 'react';
import { QueryErrorLine, type RetryableQuery } from '../../components/ui/query-error.tsx';

export interface ListQuery<T> extends RetryableQuery {
  isPending: boolean;
  isError: boolean;
  data: { items: T[] } | undefined;
}

export interface ListQueryStatesProps<T> {
  query: ListQuery<T>;
  /** What is listed, for the error line ("the runs"). */
  subject: string;
  loading: string;
  empty: string;
  /** The rows, once there is at least one. */
  children: (items: T[]) => ReactNode;
}

/**
 * A paged list inside a details section: loading, a one-line error with Retry, "none recorded", or the rows. A failed
 * refetch keeps the rows it already has under the error line, so a flaky Marquez does not blank the section.
 */
export function ListQueryStates<T>({ query, subject, loading, empty, children }: ListQueryStatesProps<T>) {
  return (
    <>
      {query.isPending ? <p className="tb-muted">{loading}</p> : null}
      {query.isError ? <QueryErrorLine query={query} subject={subject} /> : null}
      {query.data && query.data.items.length === 0 ? <p className="tb-muted">{empty}</p> : null}
      {query.data && query.data.items.length > 0 ? children(query.data.items) : null}
    </>
  );
}
