import type { StateCreator } from 'zustand';
import type { TributaryState } from './store.ts';

export interface CaptureSlice {
  /**
   * An image export is reading the canvases: they draw every node in full detail meanwhile, whatever the zoom (a
   * zoomed-out canvas paints boxes on a canvas of its own, which the export does not see).
   */
  capturing: boolean;
  setCapturing: (capturing: boolean) => void;
}

export const createCaptureSlice: StateCreator<TributaryState, [], [], CaptureSlice> = (set) => ({
  capturing: false,
  setCapturing: (capturing) => set({ capturing }),
});
