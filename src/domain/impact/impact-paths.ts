import type { HopLevel, TraceEndpoint, TraceHop } from '../trace/trace-types.ts';

/** Strongest first: how sure a hop is that the value flows (docs/incident-workflow.md#the-impact-list). */
export const LEVEL_ORDER: readonly HopLevel[] = ['column', 'derived', 'stitched', 'dataset', 'inferred'];

const rank = (level: HopLevel): number => LEVEL_ORDER.indexOf(level);

export const pointKey = (p: TraceEndpoint): string => `${p.namespace}\u0000${p.dataset}\u0000${p.field ?? '\u0001'}`;

/** How a point of the walk was best reached. */
export interface Reach {
  point: TraceEndpoint;
  /** The weakest hop on the path (a path is only as sure as its least sure hop). */
  level: HopLevel;
  hops: number;
  /** The hop that reached it on that path; null for a start. */
  via: TraceHop | null;
  /** The predecessor hops of the pass that found it, so its path is the path its level and hops describe. */
  pass: ReadonlyMap<string, TraceHop>;
}

/**
 * Best path to every point from the starts: the strongest weakest-hop level first, then the fewest hops. One
 * breadth-first pass per level, using only hops at least that sure; a point keeps the first (strongest) pass that
 * reaches it. Linear in hops per level, so 10,000-node impacts stay cheap. Hops into a start are ignored.
 */
export function bestPaths(starts: readonly TraceEndpoint[], hops: readonly TraceHop[]): Map<string, Reach> {
  const out = new Map<string, Reach>();
  const from = new Map<string, TraceHop[]>();
  for (const h of hops) {
    const k = pointKey(h.from);
    const list = from.get(k);
    if (list) list.push(h);
    else from.set(k, [h]);
  }
  for (const s of starts) out.set(pointKey(s), { point: s, level: 'column', hops: 0, via: null, pass: new Map() });
  const present = new Set(hops.map((h) => h.level));
  for (const level of LEVEL_ORDER) {
    // A level no hop has would repeat the pass before it.
    if (!present.has(level)) continue;
    const limit = rank(level);
    const seen = new Map<string, number>(starts.map((s) => [pointKey(s), 0]));
    const pred = new Map<string, TraceHop>();
    const queue: TraceEndpoint[] = [...starts];
    for (let i = 0; i < queue.length; i++) {
      const p = queue[i]!;
      const d = seen.get(pointKey(p)) ?? 0;
      for (const h of from.get(pointKey(p)) ?? []) {
        if (rank(h.level) > limit) continue;
        const k = pointKey(h.to);
        if (seen.has(k)) continue;
        seen.set(k, d + 1);
        pred.set(k, h);
        queue.push(h.to);
        if (!out.has(k)) out.set(k, { point: h.to, level, hops: d + 1, via: h, pass: pred });
      }
    }
  }
  return out;
}

/** One step of a path: a dataset (with the field, null at dataset level) or the job between two datasets. */
export type PathStep = { kind: 'dataset'; namespace: string; name: string; field: string | null } | { kind: 'job'; namespace: string; name: string };

/** The steps from a start to `key` along the path its reach describes (breadth-first, so it ends at a start). */
export function pathTo(reach: ReadonlyMap<string, Reach>, key: string): PathStep[] {
  const r = reach.get(key);
  if (!r) return [];
  const steps: PathStep[] = [];
  const guard = new Set<string>();
  let point = r.point;
  for (let via = r.via; ; via = r.pass.get(pointKey(point)) ?? null) {
    if (guard.has(pointKey(point))) break;
    guard.add(pointKey(point));
    steps.push({ kind: 'dataset', namespace: point.namespace, name: point.dataset, field: point.field });
    if (!via) break;
    if (via.job) steps.push({ kind: 'job', namespace: via.job.namespace, name: via.job.name });
    point = via.from;
  }
  return steps.reverse();
}

/** A path as one line: `ns/name.field → job ns/name → …`. */
export function pathText(steps: readonly PathStep[]): string {
  return steps.map((s) => (s.kind === 'job' ? `job ${s.namespace}/${s.name}` : `${s.namespace}/${s.name}${s.field === null ? '' : `.${s.field}`}`)).join(' → ');
}
