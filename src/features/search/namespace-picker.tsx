import { useId, useMemo } from 'react';
import { middleTruncate } from '../../lib/middle-truncate.ts';
import { describeError } from '../../lib/describe-error.ts';
import { useCurrentNamespace } from './use-current-namespace.ts';

/** Header namespace picker (`/namespaces`); remembers the choice. */
export function NamespacePicker() {
  const id = useId();
  const { namespace, names, setNamespace, query } = useCurrentNamespace();
  // One option per namespace, each name cut by graphemes: built once per list, not on each render while the ranking's
  // pages come in (the names array is kept while the list is unchanged).
  const options = useMemo(
    () =>
      names.map((n) => (
        <option key={n} value={n}>
          {middleTruncate(n, 40)}
        </option>
      )),
    [names],
  );
  if (query.isError) {
    const copy = describeError(query.error, 'the namespaces');
    return (
      <div className="tb-ns-picker" role="alert" data-testid="namespace-error">
        <span className="tb-error-line" title={`${copy.title}. ${copy.detail}`}>
          No namespaces
        </span>
        <button type="button" className="tb-button tb-button--small" onClick={() => void query.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <div className="tb-ns-picker">
      <label htmlFor={id} className="tb-visually-hidden">
        Namespace
      </label>
      <select
        id={id}
        value={namespace ?? ''}
        disabled={names.length === 0}
        onChange={(e) => setNamespace(e.target.value)}
        data-testid="namespace-picker"
        title={namespace ? `Namespace: ${namespace}` : 'Namespace'}
      >
        {query.isPending ? <option value="">Loading…</option> : null}
        {!query.isPending && names.length === 0 ? <option value="">No namespaces yet</option> : null}
        {options}
      </select>
    </div>
  );
}
