import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { StitchCandidate } from '../domain/stitching/stitch-candidate.ts';

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

export interface StitchDecisionsState {
  decisions: Record<string, StitchDecision>;
  /** Records a decision; `null` returns the candidate to its default (accepted when confident). */
  decide: (c: Pick<StitchCandidate, 'a' | 'b'>, decision: StitchDecision | null) => void;
  resetDecisions: () => void;
}

// More decisions than this in localStorage is a corrupted or hostile entry, not a person's review.
const MAX_DECISIONS = 5000;

/**
 * Accepted/rejected stitch candidates, remembered across visits (UI state: the candidates themselves are derived
 * from server data). Its own small store with its own storage key, so the app store's persisted shape is untouched.
 */
export const useStitchDecisions = create<StitchDecisionsState>()(
  persist(
    (set) => ({
      decisions: {},
      decide: (c, decision) =>
        set((s) => {
          const next = { ...s.decisions };
          if (decision === null) delete next[stitchKey(c)];
          else next[stitchKey(c)] = decision;
          return { decisions: next };
        }),
      resetDecisions: () => set({ decisions: {} }),
    }),
    {
      name: 'tributary.stitch-decisions',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ decisions: s.decisions }),
      // localStorage is user-editable: keep only well-typed entries.
      merge: (persisted, current) => {
        const raw = (persisted as { decisions?: unknown } | null)?.decisions;
        const decisions: Record<string, StitchDecision> = {};
        if (raw && typeof raw === 'object') {
          for (const [k, v] of Object.entries(raw).slice(0, MAX_DECISIONS)) {
            if (v === 'accepted' || v === 'rejected') decisions[k] = v;
          }
        }
        return { ...current, decisions };
      },
    },
  ),
);

export const selectDecisions = (s: StitchDecisionsState) => s.decisions;
export const selectDecide = (s: StitchDecisionsState) => s.decide;
