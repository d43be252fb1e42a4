import { useState } from 'react';
import { datasetNodeId, parseNodeId } from '../../domain/node-id.ts';
import type { LineageEdgeAt } from '../../domain/time-travel/compare-lineage.ts';
import { describeError } from '../../lib/describe-error.ts';
import { formatTime } from '../../lib/format.ts';
import { useLineageComparison, type AsOfTraceState } from './use-as-of-trace.ts';
import { SchemaChangeList } from './schema-change-list.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

const nodeName = (id: string): string => {
  const p = parseNodeId(id);
  return p && p.kind !== 'datasetField' ? p.name : id;
};
const edgeText = (e: LineageEdgeAt): string => `${nodeName(e.origin)} → ${nodeName(e.destination)}`;

/** The other point's choices: the day before the as-of point, and every version time of the traced dataset. */
function choices(state: AsOfTraceState): { value: string; label: string }[] {
  const data = state.query.data;
  if (!data) return [];
  const at = Date.parse(data.trace.asOf.time);
  const dayBefore = new Date(at - DAY_MS).toISOString();
  const target = state.target;
  const own = target ? (data.versions.get(datasetNodeId({ namespace: target.namespace, name: target.dataset })) ?? []) : [];
  return [
    { value: dayBefore, label: `the day before (${formatTime(dayBefore)})` },
    ...own.filter((v) => Date.parse(v.createdAt) !== at).map((v) => ({ value: v.createdAt, label: `version of ${formatTime(v.createdAt)}` })),
  ];
}

/** "Compare with": datasets, edges and fields on the path that appeared, disappeared or changed between two points. */
export function CompareWith({ state }: { state: AsOfTraceState }) {
  const options = choices(state);
  const [picked, setPicked] = useState<string | null>(null);
  const other = picked ?? options[0]?.value ?? null;
  const query = useLineageComparison(state, other);
  if (options.length === 0) return null;
  const c = query.data;
  return (
    <div data-testid="tt-compare">
      <label className="tb-tt-compare__pick">
        The other point{' '}
        <select value={other ?? ''} onChange={(e) => setPicked(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      {query.isPending ? <p className="tb-muted">Comparing…</p> : null}
      {query.isError ? <p className="tb-error-line">{describeError(query.error, 'the comparison').title}</p> : null}
      {c ? (
        <div className="tb-tt-compare">
          <p className="tb-muted">
            From {formatTime(c.from)} to {formatTime(c.to)}
          </p>
          {c.datasets.changed.length + c.datasets.appeared.length + c.datasets.disappeared.length + c.edges.appeared.length + c.edges.disappeared.length ===
          0 ? (
            <p data-testid="tt-compare-none">No dataset, edge or field on the path changed.</p>
          ) : null}
          {c.datasets.changed.map((d) => (
            <div key={`${d.namespace}:${d.name}`} data-testid="tt-compare-changed" data-dataset={d.name}>
              <strong className="tb-break">{d.name}</strong> <span className="tb-muted">fields changed</span>
              <SchemaChangeList change={d.fields} />
            </div>
          ))}
          <DiffList title="Datasets appeared" items={c.datasets.appeared.map((d) => d.name)} />
          <DiffList title="Datasets disappeared" items={c.datasets.disappeared.map((d) => d.name)} />
          <DiffList title="Edges appeared" items={c.edges.appeared.map(edgeText)} />
          <DiffList title="Edges disappeared" items={c.edges.disappeared.map(edgeText)} />
        </div>
      ) : null}
    </div>
  );
}

function DiffList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <div className="tb-muted">{title}</div>
      <ul className="tb-tt-diff">
        {items.map((t) => (
          <li key={t} className="tb-break">
            {t}
          </li>
        ))}
      </ul>
    </div>
  );
}
