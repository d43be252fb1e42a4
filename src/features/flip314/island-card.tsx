import { memo, useEffect, useRef } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { MiddleTruncate } from '../../components/ui/middle-truncate.tsx';
import type { Flip314Island, Flip314Vertex } from '../../domain/flip314/flip314-types.ts';
import { displayName } from '../../domain/graph/display-name.ts';
import { datasetNodeId } from '../../domain/node-id.ts';
import { middleTruncate } from '../../lib/middle-truncate.ts';
import { Breakable } from './breakable.tsx';

export interface IslandCardProps {
  island: Flip314Island;
  /** The job or one of its datasets is the selection (`sel`). */
  selected: string | null;
  /** Vertex ids on the traced path. */
  traced: ReadonlySet<string>;
  onSelect: (id: string) => void;
}

const SUPPORT_LABEL = { native: 'native', pending: 'pending', unknown: 'connector-dependent' } as const;

function Vertex({ v, selected, traced, onSelect }: { v: Flip314Vertex; selected: boolean; traced: boolean; onSelect: (id: string) => void }) {
  const id = datasetNodeId(v.dataset);
  const name = middleTruncate(displayName({ kind: 'dataset', ...v.dataset }).title, 30, 0.5);
  const ns = middleTruncate(v.dataset.namespace, 30);
  return (
    <li className={`tb-f314-vertex${selected ? ' is-selected' : ''}${traced ? ' is-traced' : ''}`} data-vertex={id} data-traced={traced || undefined}>
      <button type="button" className="tb-f314-vertex__button" onClick={() => onSelect(id)} aria-pressed={selected}>
        {/* Breaks only after a / or a . when the column is narrow (breakable.tsx), never inside a name. */}
        <span className="tb-mt tb-f314-vertex__name" title={name === v.dataset.name ? undefined : v.dataset.name}>
          <Breakable text={name} />
        </span>
        <span className="tb-mt tb-f314-vertex__ns" title={ns === v.dataset.namespace ? undefined : v.dataset.namespace}>
          <Breakable text={ns} />
        </span>
      </button>
      <span title={v.note ?? 'The connector implements LineageVertexProvider'}>
        <Badge tone={v.support === 'native' ? 'success' : 'warning'}>{SUPPORT_LABEL[v.support]}</Badge>
      </span>
    </li>
  );
}

/**
 * One Flink job's native `LineageGraph` as FLIP-314 models it: source vertices → sink vertices, dataset level,
 * nothing before or after the job. Sources and sinks are two columns; every source feeds every sink, because
 * OpenLineage drops `relations()`.
 */
export const IslandCard = memo(function IslandCard({ island, selected, traced, onSelect }: IslandCardProps) {
  const sources = island.vertices.filter((v) => v.role === 'source');
  const sinks = island.vertices.filter((v) => v.role === 'sink');
  const jobSelected = selected === island.jobId;
  const onPath = island.vertices.some((v) => traced.has(v.id));
  const ref = useRef<HTMLElement>(null);
  // Selection is shared with the graph: a job picked there scrolls its island into view here.
  useEffect(() => {
    if (jobSelected) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [jobSelected]);
  return (
    <article
      ref={ref}
      className={`tb-f314-island${jobSelected ? ' is-selected' : ''}${onPath ? ' is-traced' : ''}`}
      data-testid="flip314-island"
      data-job={island.jobId}
    >
      <header className="tb-f314-island__head">
        <button type="button" className="tb-f314-island__job" onClick={() => onSelect(island.jobId)} aria-pressed={jobSelected} title={island.job.name}>
          <Badge swatch="var(--tb-engine-flink)">Flink</Badge> <MiddleTruncate text={island.job.name} max={44} />
        </button>
        <span className="tb-muted tb-f314-island__count" data-testid="flip314-island-count">{`${sources.length} → ${sinks.length}`}</span>
      </header>
      <div className="tb-f314-island__graph">
        <div>
          <h4>sources()</h4>
          <ul>
            {sources.map((v) => (
              <Vertex key={v.id} v={v} selected={selected === datasetNodeId(v.dataset)} traced={traced.has(v.id)} onSelect={onSelect} />
            ))}
          </ul>
        </div>
        <span className="tb-f314-island__arrow" aria-label="feeds">
          →
        </span>
        <div>
          <h4>sinks()</h4>
          <ul>
            {sinks.map((v) => (
              <Vertex key={v.id} v={v} selected={selected === datasetNodeId(v.dataset)} traced={traced.has(v.id)} onSelect={onSelect} />
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
});
