import { Link } from 'react-router';
import { ENGINE_LABELS } from '../../domain/engine/engine-types.ts';
import { pathText } from '../../domain/impact/impact-paths.ts';
import type { ImpactRow } from '../../domain/impact/impact-types.ts';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import { formatTime } from '../../lib/format.ts';
import { INDIRECT_TITLE, LEVEL_LABEL, QUALITY_WORDS, VOLUME_WORDS } from './impact-words.ts';

export interface ImpactRowViewProps {
  row: ImpactRow;
  /** Centres the row's dataset or job on the graph (the list stays open). */
  onFocus: (row: ImpactRow) => void;
  /** A link tracing the row's first reached field upstream: the path from the start, hop by hop. */
  traceHref: string | null;
}

/** One reached dataset or job on fixed lines: what and how far; its checks first (a narrow panel wraps the rest), run, owner, engine; the path. */
export function ImpactRowView({ row, onFocus, traceHref }: ImpactRowViewProps) {
  const q = QUALITY_WORDS[row.quality];
  const failure = row.quality !== 'failed' && row.lastFailure ? ` (last failed ${row.lastFailure.at?.slice(0, 10) ?? 'earlier'})` : '';
  const path = pathText(row.path);
  return (
    <div
      className={`tb-impact-row tb-impact-row--${row.quality}`}
      data-testid="impact-row"
      data-kind={row.kind}
      data-namespace={row.namespace}
      data-name={row.name}
      data-level={row.level}
      data-quality={row.quality}
      data-indirect={row.indirect ? 'yes' : undefined}
    >
      <div className="tb-impact-row__head">
        <span className="tb-impact-row__distance" title={`${row.distance} hop${row.distance === 1 ? '' : 's'} from the start`}>
          {row.distance}
        </span>
        <span className="tb-impact-row__kind">{row.kind}</span>
        <button type="button" className="tb-impact-row__name" onClick={() => onFocus(row)} title={`${row.namespace}\n${row.name}\nShow on the graph`}>
          <MiddleTruncate text={row.name} max={28} />
        </button>
        <span className={`tb-impact-row__level tb-level--${row.level}`}>{LEVEL_LABEL[row.level]}</span>
        {row.indirect ? (
          <span className="tb-impact-row__indirect" data-testid="impact-indirect" title={INDIRECT_TITLE}>
            indirect
          </span>
        ) : null}
        {traceHref ? (
          <Link className="tb-impact-row__trace" to={traceHref} title="Trace this field back to the start">
            trace
          </Link>
        ) : null}
      </div>
      <div className="tb-impact-row__facts">
        <span data-testid="impact-quality" className={`tb-impact-row__quality tb-impact-row__quality--${row.quality}`}>
          <span aria-hidden="true">{q.glyph}</span> {q.label}
          {row.failedChecks.length ? `: ${row.failedChecks.join(', ')}` : ''}
          {failure}
        </span>
        {row.volume === 'changed' ? (
          <strong className="tb-impact-row__quality--failed" title={row.volumeNote}>
            ⚠ {VOLUME_WORDS.changed}
          </strong>
        ) : null}
        <span data-testid="impact-owner" className={row.owners.length ? undefined : 'tb-muted'}>
          {row.owners.length ? `owner ${row.owners.join(', ')}${row.ownerVia === 'writer' ? ' (writer)' : ''}` : 'owner missing'}
        </span>
        <span>{row.engine ? ENGINE_LABELS[row.engine] : 'no engine'}</span>
        <span data-testid="impact-run">{row.lastRun ? `${row.freshness} ${formatTime(row.lastRun.at)}` : 'no run reported'}</span>
      </div>
      <div className="tb-impact-row__path" title={path}>
        <MiddleTruncate text={path} max={60} />
      </div>
    </div>
  );
}
