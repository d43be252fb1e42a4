import { formatTime } from '../../lib/format.ts';
import { shortId } from './version-marks.ts';

/** When a piece of evidence happened: the time, the dataset version and the run that wrote it. */
export function EvidenceWhen({ at, version, runId }: { at: string; version: string; runId: string | null }) {
  return (
    <p className="tb-evidence__when" data-testid="evidence-when">
      on <time dateTime={at}>{formatTime(at)}</time> · version <code title={version}>{shortId(version)}</code>
      {runId ? (
        <>
          {' '}
          · run <code title={runId}>{shortId(runId)}</code>
        </>
      ) : null}
    </p>
  );
}
