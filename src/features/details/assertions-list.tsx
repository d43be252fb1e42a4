import type { QualityAssertion } from './read-details.ts';

/** Data-quality assertions, failed first and marked, with expected/actual when the producer sent them. */
export function AssertionsList({ assertions }: { assertions: readonly QualityAssertion[] }) {
  return (
    <ul className="tb-assertions" data-testid="assertions">
      {assertions.map((a, i) => (
        <li key={`${a.assertion}-${a.column ?? ''}-${i}`} className={a.success ? 'is-passed' : 'is-failed'}>
          <span className={`tb-badge ${a.success ? 'tb-badge--success' : 'tb-badge--danger'}`}>{a.success ? '✓ passed' : '✕ failed'}</span>{' '}
          <strong>{a.assertion}</strong>
          {a.column ? <span className="tb-muted"> on </span> : null}
          {a.column ? <code>{a.column}</code> : null}
          {a.severity ? <span className="tb-muted"> · {a.severity}</span> : null}
          {a.expected !== null || a.actual !== null ? (
            <div className="tb-assertions__values">
              {a.expected !== null ? <span>expected {a.expected}</span> : null}
              {a.expected !== null && a.actual !== null ? ' · ' : null}
              {a.actual !== null ? <span>actual {a.actual}</span> : null}
            </div>
          ) : null}
          {a.description ? <div className="tb-muted">{a.description}</div> : null}
        </li>
      ))}
    </ul>
  );
}
