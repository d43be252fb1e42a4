/**
 * How present mode frames a step's subject (the nodes it names, the trace path, the impact set) on a projector:
 * in one frame when every name stays legible, else in parts shown one after the other, each legible and whole.
 * Shrinking the type below legibility or cropping the subject is never a plan (docs/ui-conventions.md).
 */

import { unionRects } from './rect.ts';

export interface SubjectBox {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface StagePlanInput {
  /** The subject's boxes in flow coordinates. */
  subject: readonly SubjectBox[];
  /** The part of the canvas the stage leaves free (screen px). */
  free: { width: number; height: number };
  /** The lowest zoom at which node names stay legible (14 px on screen). */
  minZoom: number;
  /** Screen px kept around a frame. */
  padding: number;
}

export interface StagePlan {
  /**
   * One entry per frame, in the order the presenter shows them; a single entry is the whole subject at once. Parts
   * share nodes where a frame has room for its neighbours' nearest ones; together they hold the whole subject.
   */
  parts: string[][];
  /**
   * Why the subject is split: `wide`/`tall` when it exceeds the free area at a legible zoom; `null` when one frame
   * holds it. A lone box bigger than the free area (a dataset opened to many fields) stays one part: `oversized`.
   */
  reason: 'wide' | 'tall' | 'oversized' | null;
}

/** The width and height of the boxes together (0 × 0 for none). */
const extent = (boxes: readonly SubjectBox[]) => unionRects(boxes) ?? { width: 0, height: 0 };

/** The zoom that frames `boxes` in the free area with `padding` around them. */
export function fitZoom(boxes: readonly SubjectBox[], input: Pick<StagePlanInput, 'free' | 'padding'>): number {
  const e = extent(boxes);
  const w = Math.max(input.free.width - 2 * input.padding, 1);
  const h = Math.max(input.free.height - 2 * input.padding, 1);
  return Math.min(w / Math.max(e.width, 1), h / Math.max(e.height, 1));
}

const fits = (boxes: readonly SubjectBox[], input: StagePlanInput) => fitZoom(boxes, input) >= input.minZoom;

/** Consecutive runs of `ordered`, as few as fit, then evened out so no part is a lone straggler. */
function split(ordered: readonly SubjectBox[], input: StagePlanInput): SubjectBox[][] {
  const greedy: SubjectBox[][] = [];
  let current: SubjectBox[] = [];
  for (const box of ordered) {
    if (current.length > 0 && !fits([...current, box], input)) {
      greedy.push(current);
      current = [];
    }
    current.push(box);
  }
  if (current.length > 0) greedy.push(current);
  const k = greedy.length;
  // The same number of parts with sizes as equal as the order allows, when each still fits.
  const even: SubjectBox[][] = [];
  for (let i = 0, start = 0; i < k; i++) {
    const end = Math.round(((i + 1) * ordered.length) / k);
    even.push(ordered.slice(start, end));
    start = end;
  }
  return even.every((p) => p.length > 0 && fits(p, input)) ? even : greedy;
}

/** `core` plus the other subject nodes nearest to it along the axis, each only if the whole still fits. */
function grow(core: readonly SubjectBox[], ordered: readonly SubjectBox[], centre: (b: SubjectBox) => number, input: StagePlanInput): SubjectBox[] {
  const lo = Math.min(...core.map(centre));
  const hi = Math.max(...core.map(centre));
  const distance = (b: SubjectBox) => Math.max(lo - centre(b), centre(b) - hi, 0);
  const part = [...core];
  const others = ordered.filter((b) => !core.includes(b)).sort((a, b) => distance(a) - distance(b));
  for (const b of others) if (fits([...part, b], input)) part.push(b);
  // Back in reading order.
  return ordered.filter((b) => part.includes(b));
}

/**
 * The plan for a subject: one frame if it fits at a legible zoom; otherwise parts cut along the axis it overflows
 * (left to right, as lineage reads, or top to bottom), each of which fits, shown starting with the part that holds
 * the first node named.
 */
export function planStage(input: StagePlanInput): StagePlan {
  const ids = (boxes: readonly SubjectBox[]) => boxes.map((b) => b.id);
  const { subject } = input;
  if (subject.length === 0 || fits(subject, input)) return { parts: [ids(subject)], reason: null };
  if (subject.length === 1) return { parts: [ids(subject)], reason: 'oversized' };
  const e = extent(subject);
  const w = Math.max(input.free.width - 2 * input.padding, 1);
  const h = Math.max(input.free.height - 2 * input.padding, 1);
  const wide = e.width / w >= e.height / h;
  const centre = (b: SubjectBox) => (wide ? b.x + b.width / 2 : b.y + b.height / 2);
  const ordered = subject
    .map((b, i) => ({ b, i }))
    .sort((p, q) => centre(p.b) - centre(q.b) || p.i - q.i)
    .map((p) => p.b);
  const index = new Map(subject.map((b, i) => [b.id, i]));
  const first = (part: readonly SubjectBox[]) => Math.min(...part.map((b) => index.get(b.id) ?? 0));
  // Each part then takes in the nearest nodes of its neighbours while it still reads: the move from one part to the
  // next keeps something in view, and a part of one node is not shown alone at the closest zoom.
  const cores = split(ordered, input);
  const grown = cores.map((core) => grow(core, ordered, centre, input));
  // Shown in the order the story names them: the part with the first-named node first (the trace's start).
  const parts = grown
    .map((part, i) => ({ part, core: cores[i]! }))
    .sort((p, q) => first(p.core) - first(q.core))
    .map((p) => p.part);
  const oversized = parts.some((p) => p.length === 1 && !fits(p, input));
  return { parts: parts.map(ids), reason: oversized ? 'oversized' : wide ? 'wide' : 'tall' };
}

/** A dataset on stage shown with its fields: its box as drawn with all of them, and the ones the step needs. */
export interface FieldedBox {
  id: string;
  width: number;
  /** Every field drawn, in order. */
  fields: readonly string[];
  /** The fields the step traces or names: kept when the others are folded away. */
  keep: ReadonlySet<string>;
}

export interface FieldPlanInput extends Pick<StagePlanInput, 'free' | 'minZoom' | 'padding'> {
  nodes: readonly FieldedBox[];
  /** Height of a dataset's header (all a compacted one shows) and of one field row. */
  headerHeight: number;
  rowHeight: number;
}

/**
 * What each dataset too big to read in one frame keeps on stage: the fields the step needs (a row saying how many
 * more are folded away is added below them) when those fit legibly, else nothing (`null`, the name only). Datasets
 * that fit with all their fields are not in the answer.
 */
export function planFields(input: FieldPlanInput): Map<string, readonly string[] | null> {
  const plan = new Map<string, readonly string[] | null>();
  const fitsAt = (width: number, rows: number) =>
    fits([{ id: '', x: 0, y: 0, width, height: input.headerHeight + rows * input.rowHeight }], { ...input, subject: [] });
  for (const n of input.nodes) {
    if (fitsAt(n.width, n.fields.length)) continue;
    const kept = n.fields.filter((f) => n.keep.has(f));
    // The kept fields, and the row that counts the rest.
    plan.set(n.id, kept.length > 0 && fitsAt(n.width, kept.length + 1) ? kept : null);
  }
  return plan;
}
