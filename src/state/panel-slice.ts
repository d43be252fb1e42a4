import type { StateCreator } from 'zustand';
import type { TributaryState } from './store.ts';

export interface PanelSlice {
  /** The right-hand panel (details or trace) is folded away to give the canvas the whole width. */
  panelCollapsed: boolean;
  setPanelCollapsed: (collapsed: boolean) => void;
  togglePanel: () => void;
}

export const createPanelSlice: StateCreator<TributaryState, [], [], PanelSlice> = (set) => ({
  panelCollapsed: false,
  setPanelCollapsed: (collapsed) => set({ panelCollapsed: collapsed }),
  togglePanel: () => set((s) => ({ panelCollapsed: !s.panelCollapsed })),
});
