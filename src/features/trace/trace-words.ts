import type { Side } from '../../domain/direction.ts';
import { LEVEL_RANK } from '../../domain/graph/trace-markup.ts';
import type { HopLevel, TraceEndpoint, TraceHop } from '../../domain/trace/trace-types.ts';

/** Each lineage level in the user's words (docs/ui-conventions.md#words), as the panel and its legend say it. */
export const LEVEL_WORDS: Readonly<Record<HopLevel, { label: string; detail: string }>> = {
  column: { label: 'Column lineage', detail: 'reported field to field' },
  dataset: { label: 'Dataset-level only', detail: 'the job reports which datasets, not which fields' },
  derived: { label: 'Derived from SQL', detail: "not reported: read from the job's SQL, as the planner would" },
  inferred: { label: 'Inferred', detail: 'not reported: a guess by field name and type' },
  stitched: { label: 'Stitched', detail: 'two names joined as one dataset' },
};

/** The readable tail of a dataset name: `warehouse/lakehouse/orders_enriched` → `orders_enriched`. */
export function shortName(dataset: string): string {
  const trimmed = dataset.replace(/\/+$/, '');
  const at = trimmed.lastIndexOf('/');
  return at >= 0 && at < trimmed.length - 1 ? trimmed.slice(at + 1) : trimmed;
}

/** `orders_enriched.amount_usd`, or `orders_enriched (whole dataset)` past a degrade point. */
export function pointLabel(p: TraceEndpoint): string {
  return p.field === null ? `${shortName(p.dataset)} (whole dataset)` : `${shortName(p.dataset)}.${p.field}`;
}

/** Full identity of a point, for hover text. */
export function pointTitle(p: TraceEndpoint): string {
  return `${p.namespace}\n${p.dataset}${p.field === null ? '' : `\nfield ${p.field}`}`;
}

const same = (a: TraceEndpoint, b: TraceEndpoint) => a.namespace === b.namespace && a.dataset === b.dataset && a.field === b.field;

/**
 * The main line of a trace for the breadcrumbs: from the target, at each point the strongest hop onward (reported
 * before inferred), until a root. `upstream` follows `to → from`, `downstream` `from → to`. Stops on a repeat.
 */
export function mainLine(hops: readonly TraceHop[], start: TraceEndpoint, direction: Side): TraceHop[] {
  const line: TraceHop[] = [];
  const key = (e: TraceEndpoint) => `${e.namespace}\u0000${e.dataset}\u0000${e.field ?? '\u0001'}`;
  const visited = new Set([key(start)]);
  let at = start;
  for (;;) {
    const from = (p: TraceEndpoint) => hops.filter((h) => same(direction === 'upstream' ? h.to : h.from, p));
    const far = (h: TraceHop) => (direction === 'upstream' ? h.from : h.to);
    // Strongest level first; among equals, a hop the walk goes on from (the way to the source, not a side input).
    const goesOn = (h: TraceHop) => (from(far(h)).length > 0 ? 0 : 1);
    const next = from(at).sort((x, y) => LEVEL_RANK[x.level] - LEVEL_RANK[y.level] || goesOn(x) - goesOn(y))[0];
    if (!next) return line;
    line.push(next);
    at = direction === 'upstream' ? next.from : next.to;
    if (visited.has(key(at))) return line;
    visited.add(key(at));
  }
}
