import type { AsOfHop, VersionedEndpoint } from '../../domain/time-travel/trace-as-of.ts';
import { formatTime } from '../../lib/format.ts';
import type { AsOfComputation } from './use-as-of-trace.ts';
import { SchemaChangeList } from './schema-change-list.tsx';
import { shortId } from './version-marks.ts';

const LEVEL_WORD: Readonly<Record<AsOfHop['level'], string>> = {
  column: 'column',
  derived: 'derived from SQL',
  dataset: 'dataset-level',
  inferred: 'inferred',
  stitched: 'stitched',
};

function EndVersion({ end, role }: { end: VersionedEndpoint; role: 'reads' | 'writes' }) {
  return (
    <div className="tb-tt-end" data-testid={`tt-end-${role}`} data-dataset={end.dataset}>
      <span className="tb-muted">{role}</span> <span className="tb-break">{end.dataset}</span>{' '}
      {end.version ? (
        <span title={`version ${end.version}`}>
          v <code>{shortId(end.version)}</code>
        </span>
      ) : (
        <span className="tb-muted">no version then</span>
      )}
      {end.run ? (
        <span title={`run ${end.run}`}>
          {' '}
          · run <code>{shortId(end.run)}</code>
        </span>
      ) : null}
      {end.schemaChange ? (
        <div className="tb-tt-end__change">
          <span className="tb-badge tb-badge--warning">schema changed since the previous version</span>
          <SchemaChangeList change={end.schemaChange} testId="tt-schema-change" />
        </div>
      ) : null}
    </div>
  );
}

/** The upstream trace as of the point: per hop, the version it read and wrote, the producing runs, schema changes. */
export function AsOfHops({ data }: { data: AsOfComputation }) {
  const { trace } = data;
  return (
    <div data-testid="tt-as-of">
      <p className="tb-tt-point">
        As of <time dateTime={trace.asOf.time}>{formatTime(trace.asOf.time)}</time>
        {trace.asOf.runId ? (
          <span title={`run ${trace.asOf.runId}`}>
            {' '}
            (run <code>{shortId(trace.asOf.runId)}</code>)
          </span>
        ) : null}
      </p>
      {trace.hops.length === 0 ? <p className="tb-muted">No upstream hops: this field has no reported sources.</p> : null}
      <ol className="tb-tt-hops">
        {trace.hops.map((h, i) => (
          <li
            key={`${i}-${h.from.dataset}-${h.from.field ?? ''}-${h.to.dataset}`}
            className={`tb-tt-hop tb-tt-hop--${h.level}`}
            data-testid="tt-hop"
            data-from={h.from.dataset}
            data-to={h.to.dataset}
            data-level={h.level}
          >
            <div className="tb-tt-hop__title">
              <code className="tb-break">
                {h.from.field ?? '(whole dataset)'} → {h.to.field ?? '(whole dataset)'}
              </code>{' '}
              <span className="tb-badge">{LEVEL_WORD[h.level]}</span>
              {h.job ? <span className="tb-muted tb-break"> via {h.job.name}</span> : null}
            </div>
            <EndVersion end={h.from} role="reads" />
            <EndVersion end={h.to} role="writes" />
          </li>
        ))}
      </ol>
    </div>
  );
}
