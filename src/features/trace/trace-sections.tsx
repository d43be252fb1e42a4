import type { Engine } from '../../domain/engine/engine-types.ts';
import { jobNodeId } from '../../domain/node-id.ts';
import type { TraceEndpoint, TraceHop, TraceResult } from '../../domain/trace/trace-types.ts';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import { HopItem } from './hop-item.tsx';
import type { EvidenceIndex } from '../../domain/evidence/evidence-index.ts';
import { hopEvidence } from '../../domain/evidence/hop-evidence.ts';
import { AllToAllSection, Block, DegradationsSection, InfluencersSection, RootsSection, SkippedSection, UnreportedSection } from './trace-lists.tsx';
import { mainLine, pointLabel, pointTitle } from './trace-words.ts';

const degradeKey = (dataset: { namespace: string; name: string }, job: { namespace: string; name: string } | null) =>
  `${dataset.namespace}\u0000${dataset.name}\u0000${job ? jobNodeId(job) : ''}`;

export interface TraceSectionsProps {
  result: TraceResult;
  jobEngines: Readonly<Record<string, Engine>>;
  onCentre: (hop: TraceHop) => void;
  /** Starts a new trace from a field on this one. */
  onRetrace: (point: TraceEndpoint & { field: string }) => void;
  /** The incident evidence of what the trace loaded; null while it is read. */
  evidence?: EvidenceIndex | null;
}

/** The main line of the trace as breadcrumbs, from the traced field to its source (or impact). */
function TraceBreadcrumbs({ result }: { result: TraceResult }) {
  const upstream = result.direction === 'upstream';
  const start = { namespace: result.target.namespace, dataset: result.target.dataset, field: result.target.field };
  const line = mainLine(result.hops, start, result.direction);
  const labels = [pointLabel(start), ...line.map((h) => pointLabel(upstream ? h.from : h.to))];
  const repeated = new Set(labels.filter((l, i) => labels.indexOf(l) !== i));
  return (
    <nav className="tb-trace__crumbs" aria-label={upstream ? 'Path to the source' : 'Path to the impact'} data-testid="trace-breadcrumbs">
      <ol>
        <li title={pointTitle(start)}>
          <MiddleTruncate text={pointLabel(start)} max={40} />
        </li>
        {line.map((hop, i) => {
          const next = upstream ? hop.from : hop.to;
          return (
            <li key={i} className={`tb-crumb tb-crumb--${hop.level}`} title={pointTitle(next)}>
              <span className="tb-crumb__sep" aria-hidden="true">
                {upstream ? '←' : '→'}
              </span>
              <MiddleTruncate text={pointLabel(next)} max={40} />
              {/* The same name in two systems (the topic and its source table) reads as one without its namespace. */}
              {repeated.has(pointLabel(next)) ? <span className="tb-crumb__ns"> · {next.namespace}</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

type HopsSectionProps = Pick<TraceSectionsProps, 'result' | 'onCentre' | 'onRetrace'> & {
  engineOf: (hop: TraceHop) => Engine | null;
  evidence: EvidenceIndex | null;
};

/** Every hop in order; the first dataset-level hop into each degrade point is marked as where column lineage ends. */
function HopsSection({ result, engineOf, onCentre, onRetrace, evidence }: HopsSectionProps) {
  const upstream = result.direction === 'upstream';
  const degraded = new Set(result.degradations.map((d) => degradeKey(d.dataset, d.job)));
  const marked = new Set<string>();
  const isDegradePoint = (hop: TraceHop): boolean => {
    if (hop.level !== 'dataset') return false;
    const key = degradeKey({ namespace: hop.to.namespace, name: hop.to.dataset }, hop.job);
    if (!degraded.has(key) || marked.has(key)) return false;
    marked.add(key);
    return true;
  };
  const retrace = (hop: TraceHop) => {
    const far = upstream ? hop.from : hop.to;
    const field = far.field;
    return field === null ? {} : { onRetrace: () => onRetrace({ ...far, field }), retraceLabel: pointLabel(far) };
  };
  return (
    <Block
      title={upstream ? 'Hops, from the value back to its source' : 'Hops, from the value to what it feeds'}
      count={result.hops.length}
      testId="trace-hops"
    >
      {result.hops.length === 0 ? (
        <p className="tb-muted">Nothing is reported {upstream ? 'upstream of' : 'downstream of'} this field.</p>
      ) : (
        <ol className="tb-hops">
          {result.hops.map((hop, i) => (
            <HopItem
              key={i}
              hop={hop}
              index={i + 1}
              engine={engineOf(hop)}
              degraded={isDegradePoint(hop)}
              onCentre={onCentre}
              {...retrace(hop)}
              evidence={evidence ? hopEvidence(evidence, hop) : null}
            />
          ))}
        </ol>
      )}
    </Block>
  );
}

/** One direction of a trace: breadcrumbs, the ordered hops, degrade points, influencers and roots. */
export function TraceSections({ result, jobEngines, onCentre, onRetrace, evidence = null }: TraceSectionsProps) {
  const upstream = result.direction === 'upstream';
  const engineOf = (hop: TraceHop) => (hop.job ? (jobEngines[jobNodeId(hop.job)] ?? null) : null);
  return (
    <div className="tb-trace__direction" data-testid={`trace-${result.direction}`}>
      <TraceBreadcrumbs result={result} />
      <HopsSection result={result} engineOf={engineOf} onCentre={onCentre} onRetrace={onRetrace} evidence={evidence} />
      <DegradationsSection degradations={result.degradations} />
      <AllToAllSection allToAll={result.allToAll} />
      <InfluencersSection influencers={result.influencers} engineOf={engineOf} onCentre={onCentre} />
      <UnreportedSection unreported={result.unreported} />
      <SkippedSection skipped={result.skipped} />
      <RootsSection roots={result.roots} upstream={upstream} />
    </div>
  );
}
