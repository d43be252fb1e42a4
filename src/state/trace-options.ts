import { create } from 'zustand';

export interface TraceOptionsState {
  /** Show inferred hops (name/type match, SQL) where nothing is reported. A view choice, not part of the link. */
  inferred: boolean;
  setInferred: (inferred: boolean) => void;
}

/** Trace view options shared by the trace panel and the canvas decorations; a small store of its own. */
export const useTraceOptions = create<TraceOptionsState>()((set) => ({
  inferred: true,
  setInferred: (inferred) => set({ inferred }),
}));

export const selectTraceInferred = (s: TraceOptionsState) => s.inferred;
export const selectSetTraceInferred = (s: TraceOptionsState) => s.setInferred;
