import type { MqLineageGraph } from '../marquez-shapes.ts';
import { datasetNodeId } from '../node-id.ts';
import type { StitchCandidate } from './stitch-candidate.ts';

// The stitch policy: which candidate pairs join two datasets on the graph, the trace, impact and the CLIs. One home,
// so a decision means the same thing in every view. The URL's parameters and every view import it, so it must not
// import the stitching rules: finding candidates in a catalog is accepted-candidates.ts, loaded lazily.

/** What a person decided about one stitch candidate. */
export type StitchDecision = 'accepted' | 'rejected';

/** Candidates at least this confident count as accepted until someone rejects them (the Boundaries brief). */
export const AUTO_ACCEPT_CONFIDENCE = 0.8;

/**
 * A stable key for a candidate pair, independent of rule and confidence (which a heuristic change may move) and of
 * orientation: a decision is about "these two names are one dataset".
 */
export function stitchKey(c: Pick<StitchCandidate, 'a' | 'b'>): string {
  const a = `${c.a.namespace}\u0000${c.a.name}`;
  const b = `${c.b.namespace}\u0000${c.b.name}`;
  return a < b ? `${a}\u0001${b}` : `${b}\u0001${a}`;
}

/**
 * Whether a candidate is accepted: the person's decision, else accepted when at least `minConfidence` sure (the
 * UI's stated default; the trace CLI takes it as `--stitch-min-confidence`).
 */
export function isStitchAccepted(c: StitchCandidate, decisions: Readonly<Record<string, StitchDecision>>, minConfidence = AUTO_ACCEPT_CONFIDENCE): boolean {
  const d = decisions[stitchKey(c)];
  return d === undefined ? c.confidence >= minConfidence : d === 'accepted';
}

/** The candidates to join when stitching is on (`stitch=1`). */
export function acceptedStitches(
  candidates: readonly StitchCandidate[],
  decisions: Readonly<Record<string, StitchDecision>>,
  minConfidence = AUTO_ACCEPT_CONFIDENCE,
): StitchCandidate[] {
  return candidates.filter((c) => isStitchAccepted(c, decisions, minConfidence));
}

/** One accepted stitch as the loaders and the canvas use it: the two dataset node ids joined as one dataset. */
export interface StitchLink {
  a: string;
  b: string;
}

/** The stitch links of candidates: each pair's dataset node ids. */
export function stitchLinks(candidates: readonly Pick<StitchCandidate, 'a' | 'b'>[]): StitchLink[] {
  return candidates.map((c) => ({ a: datasetNodeId(c.a), b: datasetNodeId(c.b) }));
}

/** One decided pair as the URL's `acc`/`rej` hold it. */
export interface StitchPair {
  a: { namespace: string; name: string };
  b: { namespace: string; name: string };
}

/** Decisions keyed by {@link stitchKey}, from the URL's `acc`/`rej` pairs (a rejection wins over an acceptance). */
export function decisionsFromPairs(acc: readonly StitchPair[], rej: readonly StitchPair[]): Record<string, StitchDecision> {
  const out: Record<string, StitchDecision> = {};
  for (const p of acc) out[stitchKey(p)] = 'accepted';
  for (const p of rej) out[stitchKey(p)] = 'rejected';
  return out;
}

/** The URL's `acc`/`rej` pairs for decisions, back from their keys (`ns\0name\1ns\0name`, see {@link stitchKey}). */
export function pairsFromDecisions(decisions: Readonly<Record<string, StitchDecision>>): { acc: StitchPair[]; rej: StitchPair[] } {
  const acc: StitchPair[] = [];
  const rej: StitchPair[] = [];
  for (const [key, decision] of Object.entries(decisions).sort(([x], [y]) => (x < y ? -1 : 1))) {
    const [a, b] = key.split('\u0001');
    const [an, aName] = (a ?? '').split('\u0000');
    const [bn, bName] = (b ?? '').split('\u0000');
    if (!an || !aName || !bn || !bName) continue;
    (decision === 'accepted' ? acc : rej).push({ a: { namespace: an, name: aName }, b: { namespace: bn, name: bName } });
  }
  return { acc, rej };
}

/** Rounds of far ends loaded across stitches: each round fetches what the previous reached; a longer chain is not one pipeline. */
export const MAX_STITCH_ROUNDS = 8;

/**
 * The stitch ends to load next: the far end of each link whose other end `within` holds (a trace's reach, or every
 * node drawn for the canvas, so each keeps its own choice of far ends), when the merged answer lacks it and it was
 * not asked yet.
 */
export function stitchFrontier(merged: MqLineageGraph, links: readonly StitchLink[], asked: ReadonlySet<string>, within: ReadonlySet<string>): string[] {
  const present = new Set(merged.graph.map((n) => n.id));
  const out = new Set<string>();
  const far = (end: string, near: string) => {
    if (within.has(near) && !present.has(end) && !asked.has(end)) out.add(end);
  };
  for (const s of links) {
    far(s.a, s.b);
    far(s.b, s.a);
  }
  return [...out];
}
