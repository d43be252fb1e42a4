import type { ReactNode } from 'react';
import type { Engine } from '../../domain/engine/engine-types.ts';
import type { TraceHop, TraceResult } from '../../domain/trace/trace-types.ts';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import { HopItem } from './hop-item.tsx';
import { pointTitle, shortName } from './trace-words.ts';

/** One titled section of a trace, with its item count. */
export function Block({ title, count, children, testId }: { title: string; count?: number; children: ReactNode; testId: string }) {
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

/** Where column lineage ends along the trace; nothing when it never does. */
export function DegradationsSection({ degradations }: { degradations: TraceResult['degradations'] }) {
  if (degradations.length === 0) return null;
  return (
    <Block title="Where column lineage ends" count={degradations.length} testId="trace-degradations">
      <ul className="tb-trace__list">
        {degradations.map((d, i) => (
          <li key={i} className="tb-degrade" data-testid="trace-degradation">
            <strong title={`${d.dataset.namespace}\n${d.dataset.name}`}>{shortName(d.dataset.name)}</strong>
            {d.job ? <span className="tb-muted"> written by {d.job.name}</span> : null}
            <p>Column lineage ends here — dataset-level beyond. {d.reason}</p>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** Jobs that report every input feeding every output: a trace across them is a guess. */
export function AllToAllSection({ allToAll }: { allToAll: TraceResult['allToAll'] }) {
  if (!allToAll?.length) return null;
  return (
    <Block title="Jobs reporting all-to-all datasets — guesses across them are ambiguous" count={allToAll.length} testId="trace-all-to-all">
      <ul className="tb-trace__list">
        {allToAll.map((a) => (
          <li key={`${a.job.namespace}\u0000${a.job.name}`} data-testid="trace-all-to-all-job" title={`${a.job.namespace}\n${a.job.name}`}>
            <strong>
              <MiddleTruncate text={a.job.name} max={44} />
            </strong>
            <p className="tb-muted">{a.reason}</p>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** Hops that shaped the value (filters, joins, grouping) without being its source. */
export function InfluencersSection({
  influencers,
  engineOf,
  onCentre,
}: {
  influencers: readonly TraceHop[];
  engineOf: (hop: TraceHop) => Engine | null;
  onCentre: (hop: TraceHop) => void;
}) {
  if (influencers.length === 0) return null;
  return (
    <Block title="Influencers — shaped the value, not its source" count={influencers.length} testId="trace-influencers">
      <ul className="tb-hops tb-hops--influencers">
        {influencers.map((hop, i) => (
          <HopItem key={i} hop={hop} engine={engineOf(hop)} degraded={false} onCentre={onCentre} />
        ))}
      </ul>
    </Block>
  );
}

/** Datasets a columnLineage facet names that no event reports, with the likeliest reported match. */
export function UnreportedSection({ unreported }: { unreported: TraceResult['unreported'] }) {
  if (!unreported?.length) return null;
  return (
    <Block title="Named only by a columnLineage facet — no event reports them" count={unreported.length} testId="trace-unreported">
      <ul className="tb-trace__list">
        {unreported.map((u, i) => (
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
  );
}

/** Entities Marquez refused to return: the trace went on without their details. */
export function SkippedSection({ skipped }: { skipped: TraceResult['skipped'] }) {
  if (!skipped?.length) return null;
  return (
    <Block title="Not read — Marquez refused these, the trace went on without their details" count={skipped.length} testId="trace-skipped">
      <ul className="tb-trace__list">
        {skipped.map((s) => (
          <li key={`${s.kind}:${s.id}`} data-testid="trace-skipped-entity" title={s.reason}>
            <MiddleTruncate text={s.id} max={60} />{' '}
            <span className="tb-muted">
              ({s.kind}, {s.status})
            </span>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** Where the value comes from (upstream) or ends up (downstream). */
export function RootsSection({ roots, upstream }: { roots: TraceResult['roots']; upstream: boolean }) {
  return (
    <Block title={upstream ? 'Roots — where the value comes from' : 'Roots — where the value ends up'} count={roots.length} testId="trace-roots">
      <ul className="tb-trace__list">
        {roots.map((r, i) => (
          <li key={i} data-testid="trace-root" title={pointTitle(r)}>
            <MiddleTruncate text={`${r.namespace} ${r.dataset}${r.field === null ? '' : `.${r.field}`}`} max={60} />
          </li>
        ))}
      </ul>
    </Block>
  );
}
