import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { StitchCandidate } from '../domain/stitching/stitch-candidate.ts';
import { stitchKey, type StitchDecision } from '../domain/stitching/stitch-policy.ts';

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
