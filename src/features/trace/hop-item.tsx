import type { CSSProperties } from 'react';
import type { Engine } from '../../domain/engine/engine-types.ts';
import { ENGINE_LABELS } from '../../domain/engine/engine-types.ts';
import { displayName } from '../../domain/graph/display-name.ts';
import { formatUtc } from '../../domain/run-lineage/drop-reason.ts';
import type { HopEvidence } from '../../domain/evidence/hop-evidence.ts';
import type { TraceHop } from '../../domain/trace/trace-types.ts';
import { EvidenceLines } from '../../components/ui/evidence-lines.tsx';
import { ENGINE_COLOR_VAR } from '../../components/ui/engine-badge.tsx';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import { LEVEL_WORDS, pointLabel, pointTitle } from './trace-words.ts';

export interface HopItemProps {
  hop: TraceHop;
  engine: Engine | null;
  /** Numbered in trace order; influencers are not. */
  index?: number;
  degraded: boolean;
  onCentre: (hop: TraceHop) => void;
  /** Re-targets the trace to the hop's far field (upstream: `from`, downstream: `to`); absent when it has none. */
  onRetrace?: (() => void) | undefined;
  /** What the retrace button names, e.g. `shop.public.orders.amount`. */
  retraceLabel?: string;
  /** Owner, checks of the version the hop carried, volume and freshness; absent until the evidence is read. */
  evidence?: HopEvidence | null;
}

// A Spark action job reads as its application, with the action muted beside it.
function JobName({ job, engine }: { job: { namespace: string; name: string }; engine: Engine | null }) {
  const shown = displayName({ kind: 'job', namespace: job.namespace, name: job.name, engine });
  return (
    <>
      <MiddleTruncate text={shown.title} max={30} headShare={0.5} full={job.name} />
      {shown.subtitle ? <MiddleTruncate className="tb-hop__action" text={shown.subtitle} max={30} headShare={0.5} full={job.name} /> : null}
    </>
  );
}

/** One hop: from → to, the job and its engine, the level in words and line style, transformations and evidence. */
export function HopItem({ hop, engine, index, degraded, onCentre, onRetrace, retraceLabel, evidence }: HopItemProps) {
  const words = LEVEL_WORDS[hop.level];
  return (
    <li
      className={`tb-hop tb-hop--${hop.level}${hop.ambiguous ? ' tb-hop--ambiguous' : ''}`}
      data-testid="trace-hop"
      data-level={hop.level}
      data-ambiguous={hop.ambiguous ? 'true' : undefined}
      data-engine={engine ?? undefined}
    >
      <button type="button" className="tb-hop__centre" onClick={() => onCentre(hop)} title="Centre this hop on the canvas">
        {index === undefined ? null : <span className="tb-hop__index">{index}</span>}
        <span className="tb-hop__points">
          <span className="tb-hop__to" title={pointTitle(hop.to)}>
            <MiddleTruncate text={pointLabel(hop.to)} max={44} />
          </span>
          <span className="tb-hop__arrow" aria-label="comes from">
            ←
          </span>
          <span className="tb-hop__from" title={pointTitle(hop.from)}>
            <MiddleTruncate text={pointLabel(hop.from)} max={44} />
          </span>
        </span>
      </button>
      <div className="tb-hop__meta">
        <span className={`tb-level tb-level--${hop.level}`} title={words.detail}>
          <span className="tb-level__line" aria-hidden="true" />
          {words.label}
          {hop.ambiguous ? ' · ambiguous' : ''}
        </span>
        {hop.job ? (
          <span className="tb-hop__job" title={`${hop.job.namespace}\n${hop.job.name}`}>
            {engine ? (
              <span className="tb-hop__engine" style={{ '--tb-swatch': ENGINE_COLOR_VAR[engine] } as CSSProperties}>
                {ENGINE_LABELS[engine]}
              </span>
            ) : null}
            <JobName job={hop.job} engine={engine} />
          </span>
        ) : null}
        {onRetrace ? (
          <button
            type="button"
            className="tb-button tb-button--ghost tb-button--small tb-hop__retrace"
            onClick={onRetrace}
            aria-label={`Trace from here: ${retraceLabel ?? 'this field'}`}
          >
            Trace from here
          </button>
        ) : null}
      </div>
      {hop.transformations.length > 0 ? (
        <ul className="tb-hop__transformations" aria-label="Transformations">
          {hop.transformations.map((t, i) => (
            <li key={i}>
              <strong>{t.type}</strong>
              {t.subtype ? ` ${t.subtype}` : ''}
              {t.masking ? <span className="tb-hop__masked"> masked</span> : null}
              {t.description ? <span className="tb-hop__description"> — {t.description}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {hop.inMarquezView === false ? (
        <p className="tb-hop__run-only" data-testid="hop-not-in-marquez" title={hop.seen ? `last run ${hop.seen.lastRunId}` : undefined}>
          Not in Marquez’s view — seen in{' '}
          {hop.seen ? `${hop.seen.runs} run${hop.seen.runs === 1 ? '' : 's'}, the last active until ${formatUtc(hop.seen.lastSeen)}` : 'runs'}
        </p>
      ) : null}
      {hop.staleRun ? (
        <p className="tb-hop__stale" data-testid="hop-stale" title={`run ${hop.staleRun.runId}`}>
          {hop.job?.name} is stale — probably stopped without a final event (RUNNING, silent for {Math.round(hop.staleRun.silentHours)} h since{' '}
          {formatUtc(hop.staleRun.lastEventTime)})
        </p>
      ) : null}
      {hop.ambiguity ? (
        <p className="tb-hop__ambiguity" data-testid="hop-ambiguity">
          One guess among several, not followed: {hop.ambiguity}
        </p>
      ) : null}
      {degraded ? (
        <p className="tb-hop__degrade" data-testid="hop-degrade">
          Column lineage ends here — dataset-level beyond
        </p>
      ) : null}
      {hop.evidence ? <p className="tb-hop__evidence">{hop.evidence}</p> : null}
      {evidence ? (
        <div className="tb-hop__incident" data-testid="hop-incident-evidence">
          <EvidenceLines
            evidence={evidence.to}
            volume={[
              { label: 'volume written', volume: evidence.volume.written },
              { label: 'volume read', volume: evidence.volume.read },
            ]}
          />
        </div>
      ) : null}
    </li>
  );
}
