import type { StateCreator } from 'zustand';
import type { TributaryState } from './store.ts';

export interface PresentSlice {
  /**
   * The last location that was a view a story can show (graph, trace, FLIP-314, coverage, boundaries), so the
   * Present tab can "add the view you were looking at". Not persisted: it is about this visit.
   */
  lastView: { pathname: string; search: string } | null;
  setLastView: (lastView: { pathname: string; search: string }) => void;
}

export const createPresentSlice: StateCreator<TributaryState, [], [], PresentSlice> = (set) => ({
  lastView: null,
  setLastView: (lastView) => set({ lastView }),
});
