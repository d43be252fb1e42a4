import type { StateCreator } from 'zustand';
import type { TributaryState } from './store.ts';

/** A request to bring a node already on the canvas into view; `seq` makes a repeat of the same id a new request. */
export interface FocusRequest {
  id: string;
  seq: number;
  /** Frame these nodes together (present mode's story camera); `id` is the first of them. */
  ids?: readonly string[];
  /** Or show exactly this viewport (a story camera given as x/y/zoom). */
  viewport?: { x: number; y: number; zoom: number };
  /** Glide over this many ms; absent or 0 jumps (and always under prefers-reduced-motion). */
  duration?: number;
  /** Closest zoom the fit may reach (present mode zooms in further, for large type on a projector). */
  maxZoom?: number;
}

export interface FocusSlice {
  focusRequest: FocusRequest | null;
  /** Ask the graph to fit its view to a node ("jump to"), without changing the investigation's focus. */
  requestFocusNode: (id: string) => void;
  /** Present mode's camera: frame `ids` (or show `viewport`) once they are on the canvas, animated over `duration`. */
  requestCamera: (camera: { ids: readonly string[]; viewport?: FocusRequest['viewport']; duration: number; maxZoom?: number }) => void;
  /** Called by the graph once it handled the request, so a later remount does not replay it. */
  clearFocusRequest: (seq: number) => void;
}

export const createFocusSlice: StateCreator<TributaryState, [], [], FocusSlice> = (set) => ({
  focusRequest: null,
  requestFocusNode: (id) => set((s) => ({ focusRequest: { id, seq: (s.focusRequest?.seq ?? 0) + 1 } })),
  requestCamera: ({ ids, viewport, duration, maxZoom }) =>
    set((s) => ({
      focusRequest: {
        id: ids[0] ?? '',
        ids,
        duration,
        seq: (s.focusRequest?.seq ?? 0) + 1,
        ...(viewport ? { viewport } : {}),
        ...(maxZoom ? { maxZoom } : {}),
      },
    })),
  clearFocusRequest: (seq) => set((s) => (s.focusRequest?.seq === seq ? { focusRequest: null } : s)),
});
