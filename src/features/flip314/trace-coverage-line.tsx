import type { Flip314Trace } from './use-flip314.ts';
import { Breakable } from './breakable.tsx';

/** "FLIP-314 covers k of n hops of this trace", and where the native view loses the value. */
export function TraceCoverageLine({ trace }: { trace: Flip314Trace }) {
  if (trace.status === 'none') {
    return <p className="tb-f314-line tb-muted">Trace a field to see how much of its path Flink&apos;s own lineage shows.</p>;
  }
  if (trace.status === 'error') {
    return (
      <p className="tb-f314-line tb-error-line" role="alert">
        {trace.message}
      </p>
    );
  }
  const { covered, total, lostAt } = trace.coverage;
  const { target } = trace.result;
  return (
    <div className="tb-f314-line tb-f314-line--trace" data-testid="flip314-coverage">
      <p className="tb-f314-line__k" data-testid="flip314-coverage-line">{`FLIP-314 covers ${covered} of ${total} hops of this trace`}</p>
      <p className="tb-muted">
        <Breakable text={`Trace: ${trace.result.direction} from ${target.dataset}.${target.field}`} />
      </p>
      {lostAt ? (
        <p className="tb-f314-line__lost" data-testid="flip314-lost-at">
          <strong>The native view loses the value at </strong>
          <Breakable text={lostAt.description} />
        </p>
      ) : total > 0 ? (
        <p>Every step of this trace happens inside a Flink job.</p>
      ) : null}
      <details className="tb-f314-steps-box">
        <summary>{`Every step of the trace (${total})`}</summary>
        <ol className="tb-f314-steps" aria-label="Trace steps">
          {trace.coverage.hops
            .filter((h, i, all) => all.findIndex((x) => x.step === h.step) === i)
            .map((h) => (
              <li key={h.step} className={h.covered ? 'is-covered' : 'is-lost'} data-covered={h.covered}>
                <span className="tb-f314-steps__mark">{h.covered ? 'seen by FLIP-314' : 'not seen'}</span> <Breakable text={h.description} />
              </li>
            ))}
        </ol>
      </details>
    </div>
  );
}
