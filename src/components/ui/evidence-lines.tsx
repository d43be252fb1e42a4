import type { DatasetEvidence, JobEvidence } from '../../domain/evidence/evidence-index.ts';
import type { EvidenceSource, FreshnessEvidence, OwnerEvidence, QualityEvidence, VolumeEvidence } from '../../domain/evidence/evidence-types.ts';
import { formatDuration, formatTime } from '../../lib/format.ts';

/** Where an item came from, for its hover text: facet, where it sat, job, run, dataset version. */
export function sourceText(s: EvidenceSource): string {
  return [
    `from the ${s.facet} facet (${s.on})`,
    s.job ? `job ${s.job.namespace}/${s.job.name}` : null,
    s.runId ? `run ${s.runId}` : null,
    s.dataset ? `dataset ${s.dataset.namespace}/${s.dataset.name}` : null,
    s.version ? `version ${s.version}` : null,
    s.at ? formatTime(s.at) : null,
  ]
    .filter(Boolean)
    .join('\n');
}

const short = (id: string) => (id.length > 10 ? `${id.slice(0, 8)}…` : id);

function OwnerLine({ owner }: { owner: OwnerEvidence }) {
  if (owner.status === 'missing')
    return (
      <li data-testid="evidence-owner" data-status="missing">
        owner: missing — no ownership facet or owner tag
      </li>
    );
  return (
    <li data-testid="evidence-owner" data-status="known">
      owner:{' '}
      {owner.owners.map((o, i) => (
        <span key={i} title={sourceText(o.source)}>
          {i > 0 ? ', ' : ''}
          {o.name}
          {o.type ? ` (${o.type})` : ''}
          {o.via === 'writer' ? ' — writer’s owner' : ''}
        </span>
      ))}
    </li>
  );
}

const QUALITY_GLYPH = { passed: '✓', failed: '✕', skipped: '○', unknown: '?' } as const;

function QualityLine({ quality }: { quality: QualityEvidence }) {
  const on = quality.version ? ` on version ${short(quality.version)}` : '';
  return (
    <li data-testid="evidence-quality" data-status={quality.status}>
      {quality.status === 'missing' ? (
        <>checks: missing — none reported{on || ' on this version'}</>
      ) : (
        <>
          checks{on}:{' '}
          {quality.checks.map((c, i) => (
            <span key={i} title={`${sourceText(c.source)}${c.expected ? `\nexpected ${c.expected}` : ''}${c.actual ? `\nactual ${c.actual}` : ''}`}>
              {i > 0 ? ' · ' : ''}
              <span aria-hidden="true">{QUALITY_GLYPH[c.result]}</span> {c.assertion}
              {c.name ? ` “${c.name}”` : ''}
              {c.column ? ` (${c.column})` : ''} {c.result}
              {c.severity ? `, ${c.severity}` : ''}
            </span>
          ))}
        </>
      )}
      {quality.lastFailure && quality.status !== 'failed' ? (
        <span className="tb-evidence__note" title={sourceText(quality.lastFailure.source)}>
          {' '}
          — last failed: {quality.lastFailure.assertion}
          {quality.lastFailure.column ? ` (${quality.lastFailure.column})` : ''} {formatTime(quality.lastFailure.source.at)}
        </span>
      ) : null}
    </li>
  );
}

const count = (n: number | null, unit: string) => (n === null ? null : `${n.toLocaleString('en-US')} ${unit}`);

function VolumeLine({ label, volume }: { label: string; volume: VolumeEvidence }) {
  const latest = volume.latest;
  const amounts = latest ? [count(latest.rows, 'rows'), count(latest.bytes, 'bytes'), count(latest.files, 'files')].filter(Boolean).join(' · ') : '';
  return (
    <li data-testid="evidence-volume" data-status={volume.status} title={latest ? sourceText(latest.source) : undefined}>
      {label}: {volume.status === 'missing' ? `missing — ${volume.reason}` : amounts}
      {volume.status === 'changed' ? <strong className="tb-evidence__changed"> ⚠ sudden change: {volume.reason}</strong> : null}
      {volume.status === 'no-history' ? <span className="tb-muted"> ({volume.reason})</span> : null}
    </li>
  );
}

function FreshnessLine({ freshness }: { freshness: FreshnessEvidence }) {
  const run = freshness.run;
  if (!run)
    return (
      <li data-testid="evidence-freshness" data-status="missing">
        last run: missing — no run reported
      </li>
    );
  return (
    <li data-testid="evidence-freshness" data-status={freshness.status} title={`run ${run.runId}\njob ${run.job.namespace}/${run.job.name}`}>
      last run: {freshness.status} {formatTime(run.endedAt ?? run.startedAt)}
      {run.durationMs !== null ? ` (${formatDuration(run.durationMs)})` : ''}
      {freshness.version ? ` — wrote version ${short(freshness.version.version)}` : ''}
      {freshness.stale ? ` — silent for ${Math.round(freshness.stale.silentHours)} h since ${formatTime(freshness.stale.lastEventTime)}` : ''}
    </li>
  );
}

/**
 * Owner, checks, volume and freshness as text lines, each naming (on hover) the facet, run and version it came
 * from; what no facet says reads "missing", never as healthy. `volume` overrides the dataset's own (a hop's).
 */
export function EvidenceLines({ evidence, volume }: { evidence: DatasetEvidence | JobEvidence; volume?: { label: string; volume: VolumeEvidence }[] }) {
  const volumes = volume ?? ('volume' in evidence ? [{ label: 'volume written', volume: evidence.volume }] : []);
  return (
    <ul className="tb-evidence" aria-label="Evidence">
      <OwnerLine owner={evidence.owner} />
      <QualityLine quality={evidence.quality} />
      {volumes.map((v) => (
        <VolumeLine key={v.label} label={v.label} volume={v.volume} />
      ))}
      <FreshnessLine freshness={evidence.freshness} />
    </ul>
  );
}
