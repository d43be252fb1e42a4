import type { ReactNode } from 'react';
import type { Engine } from '../../domain/engine/engine-types.ts';
import { jobNodeId } from '../../domain/node-id.ts';
import type { TraceEndpoint, TraceHop, TraceResult } from '../../domain/trace/trace-types.ts';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import { HopItem } from './hop-item.tsx';
import type { EvidenceIndex } from '../../domain/evidence/evidence-index.ts';
import { hopEvidence } from '../../domain/evidence/hop-evidence.ts';
import { mainLine, pointLabel, pointTitle, shortName } from './trace-words.ts';

function Block({ title, count, children, testId }: { title: string; count?: number; children: ReactNode; testId: string }) {
  return (
    <section className="tb-trace__section" aria-label={title} data-testid={testId}>
      <h3 className="tb-trace__heading">
        {title}
        {count === undefined ? null : <span className="tb-muted"> ({count})</span>}
      </h3>
      {children}
    </section>
  );
}

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

/** One direction of a trace: breadcrumbs, the ordered hops, degrade points, influencers and roots. */
export function TraceSections({ result, jobEngines, onCentre, onRetrace, evidence = null }: TraceSectionsProps) {
  const upstream = result.direction === 'upstream';
  const start = { namespace: result.target.namespace, dataset: result.target.dataset, field: result.target.field };
  const line = mainLine(result.hops, start, result.direction);
  const labels = [pointLabel(start), ...line.map((h) => pointLabel(upstream ? h.from : h.to))];
  const repeated = new Set(labels.filter((l, i) => labels.indexOf(l) !== i));
  const degraded = new Set(result.degradations.map((d) => degradeKey(d.dataset, d.job)));
  const marked = new Set<string>();
  const engineOf = (hop: TraceHop) => (hop.job ? (jobEngines[jobNodeId(hop.job)] ?? null) : null);
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
    <div className="tb-trace__direction" data-testid={`trace-${result.direction}`}>
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

      {result.degradations.length > 0 ? (
        <Block title="Where column lineage ends" count={result.degradations.length} testId="trace-degradations">
          <ul className="tb-trace__list">
            {result.degradations.map((d, i) => (
              <li key={i} className="tb-degrade" data-testid="trace-degradation">
                <strong title={`${d.dataset.namespace}\n${d.dataset.name}`}>{shortName(d.dataset.name)}</strong>
                {d.job ? <span className="tb-muted"> written by {d.job.name}</span> : null}
                <p>Column lineage ends here — dataset-level beyond. {d.reason}</p>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}

      {result.allToAll?.length ? (
        <Block title="Jobs reporting all-to-all datasets — guesses across them are ambiguous" count={result.allToAll.length} testId="trace-all-to-all">
          <ul className="tb-trace__list">
            {result.allToAll.map((a) => (
              <li key={`${a.job.namespace}\u0000${a.job.name}`} data-testid="trace-all-to-all-job" title={`${a.job.namespace}\n${a.job.name}`}>
                <strong>
                  <MiddleTruncate text={a.job.name} max={44} />
                </strong>
                <p className="tb-muted">{a.reason}</p>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}

      {result.influencers.length > 0 ? (
        <Block title="Influencers — shaped the value, not its source" count={result.influencers.length} testId="trace-influencers">
          <ul className="tb-hops tb-hops--influencers">
            {result.influencers.map((hop, i) => (
              <HopItem key={i} hop={hop} engine={engineOf(hop)} degraded={false} onCentre={onCentre} />
            ))}
          </ul>
        </Block>
      ) : null}

      {result.unreported?.length ? (
        <Block title="Named only by a columnLineage facet — no event reports them" count={result.unreported.length} testId="trace-unreported">
          <ul className="tb-trace__list">
            {result.unreported.map((u, i) => (
              <li key={i} data-testid="trace-unreported-dataset" title={`${u.namespace}\n${u.name}`}>
                <MiddleTruncate text={`${u.namespace} ${u.name}`} max={60} />
                <p className="tb-muted">
                  {u.likely
                    ? `Most likely ${u.likely.namespace} ${u.likely.name} (${Math.round(u.likely.confidence * 100)}%): ${u.likely.evidence}. Boundaries proposes the stitch.`
                    : 'No reported dataset looks like it.'}
                </p>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}

      {result.skipped?.length ? (
        <Block title="Not read — Marquez refused these, the trace went on without their details" count={result.skipped.length} testId="trace-skipped">
          <ul className="tb-trace__list">
            {result.skipped.map((s) => (
              <li key={`${s.kind}:${s.id}`} data-testid="trace-skipped-entity" title={s.reason}>
                <MiddleTruncate text={s.id} max={60} />{' '}
                <span className="tb-muted">
                  ({s.kind}, {s.status})
                </span>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}

      <Block title={upstream ? 'Roots — where the value comes from' : 'Roots — where the value ends up'} count={result.roots.length} testId="trace-roots">
        <ul className="tb-trace__list">
          {result.roots.map((r, i) => (
            <li key={i} data-testid="trace-root" title={pointTitle(r)}>
              <MiddleTruncate text={`${r.namespace} ${r.dataset}${r.field === null ? '' : `.${r.field}`}`} max={60} />
            </li>
          ))}
        </ul>
      </Block>
    </div>
  );
}
