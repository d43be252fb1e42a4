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

/** Height (px) of one row: its six one-line parts (see `.tb-impact-row`); the virtual list needs it fixed. */
export const IMPACT_ROW_HEIGHT = 116;

/**
 * One reached dataset or job on six fixed lines, so a narrow side panel never wraps a row out of its height: what
 * and how far; kind, level and engine; its checks (and a sudden volume change); last run; owner; the path. A line
 * too long for the panel ends in an ellipsis and shows in full on hover.
 */
export function ImpactRowView({ row, onFocus, traceHref }: ImpactRowViewProps) {
  const q = QUALITY_WORDS[row.quality];
  const failure = row.quality !== 'failed' && row.lastFailure ? ` (last failed ${row.lastFailure.at?.slice(0, 10) ?? 'earlier'})` : '';
  const quality = `${q.label}${row.failedChecks.length ? `: ${row.failedChecks.join(', ')}` : ''}${failure}`;
  const path = pathText(row.path);
  const engine = row.engine ? ENGINE_LABELS[row.engine] : 'no engine';
  const owner = row.owners.length ? `owner ${row.owners.join(', ')}${row.ownerVia === 'writer' ? ' (writer)' : ''}` : 'owner missing';
  const lastRun = row.lastRun ? `${row.freshness} ${formatTime(row.lastRun.at)}` : 'no run reported';
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
        <button type="button" className="tb-impact-row__name" onClick={() => onFocus(row)} title={`${row.namespace}\n${row.name}\nShow on the graph`}>
          <MiddleTruncate text={row.name} max={44} />
        </button>
        {traceHref ? (
          <Link className="tb-impact-row__trace" to={traceHref} title="Trace this field back to the start">
            trace
          </Link>
        ) : null}
      </div>
      <div
        className="tb-impact-row__line tb-impact-row__meta"
        title={`${row.kind} · ${LEVEL_LABEL[row.level]}${row.indirect ? ' · indirect' : ''} · ${engine}`}
      >
        {row.kind} · <span className={`tb-impact-row__level tb-level--${row.level}`}>{LEVEL_LABEL[row.level]}</span>
        {row.indirect ? (
          <>
            {' · '}
            <span className="tb-impact-row__indirect" data-testid="impact-indirect" title={INDIRECT_TITLE}>
              indirect
            </span>
          </>
        ) : null}
        {' · '}
        <span data-testid="impact-engine">{engine}</span>
      </div>
      <div className="tb-impact-row__line" title={row.volume === 'changed' ? `${quality}\n${row.volumeNote}` : quality}>
        <span data-testid="impact-quality" className={`tb-impact-row__quality tb-impact-row__quality--${row.quality}`}>
          <span aria-hidden="true">{q.glyph}</span> {quality}
        </span>
        {row.volume === 'changed' ? <strong className="tb-impact-row__quality--failed"> · ⚠ {VOLUME_WORDS.changed}</strong> : null}
      </div>
      <div className="tb-impact-row__line" title={lastRun}>
        <span data-testid="impact-run">{lastRun}</span>
      </div>
      <div className="tb-impact-row__line" title={owner}>
        <span data-testid="impact-owner" className={row.owners.length ? undefined : 'tb-muted'}>
          {owner}
        </span>
      </div>
      <div className="tb-impact-row__line tb-impact-row__path" title={path}>
        <MiddleTruncate text={path} max={70} />
      </div>
    </div>
  );
}
