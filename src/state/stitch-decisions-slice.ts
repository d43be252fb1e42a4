import type { StateCreator } from 'zustand';
import type { StitchCandidate } from '../domain/stitching/stitch-candidate.ts';
import { stitchKey, type StitchDecision } from '../domain/stitching/stitch-policy.ts';
import type { TributaryState } from './store.ts';

export interface StitchDecisionsSlice {
  /**
   * Accepted/rejected stitch candidates, remembered across visits (UI state: the candidates themselves are derived
   * from server data), keyed by {@link stitchKey}.
   */
  decisions: Record<string, StitchDecision>;
  /** Records a decision; `null` returns the candidate to its default (accepted when confident). */
  decide: (c: Pick<StitchCandidate, 'a' | 'b'>, decision: StitchDecision | null) => void;
  resetDecisions: () => void;
}

export const createStitchDecisionsSlice: StateCreator<TributaryState, [], [], StitchDecisionsSlice> = (set) => ({
  decisions: {},
  decide: (c, decision) =>
    set((s) => {
      const next = { ...s.decisions };
      if (decision === null) delete next[stitchKey(c)];
      else next[stitchKey(c)] = decision;
      return { decisions: next };
    }),
  resetDecisions: () => set({ decisions: {} }),
});

// More decisions than this in localStorage is a corrupted or hostile entry, not a person's review.
const MAX_DECISIONS = 5000;

/** Stored decisions as read back from localStorage, which is user-editable: only well-typed entries, at most 5000. */
export function sanitizeDecisions(raw: unknown): Record<string, StitchDecision> {
  const decisions: Record<string, StitchDecision> = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return decisions;
  for (const [k, v] of Object.entries(raw).slice(0, MAX_DECISIONS)) {
    if (v === 'accepted' || v === 'rejected') decisions[k] = v;
  }
  return decisions;
}

/** Where the decisions had a store of their own until the app store took them in (preferences version 2). */
export const LEGACY_DECISIONS_KEY = 'tributary.stitch-decisions';

/** The decisions under the legacy key, which is removed: read once, when the app store migrates from version 1. */
export function takeLegacyDecisions(storage: Storage): Record<string, StitchDecision> {
  const text = storage.getItem(LEGACY_DECISIONS_KEY);
  if (text === null) return {};
  storage.removeItem(LEGACY_DECISIONS_KEY);
  try {
    return sanitizeDecisions((JSON.parse(text) as { state?: { decisions?: unknown } } | null)?.state?.decisions);
  } catch {
    return {};
  }
}
