import type { StateCreator } from 'zustand';
import type { TributaryState } from './store.ts';

export interface PaletteSlice {
  paletteOpen: boolean;
  /** Text the palette opens with (e.g. "orders.amount" from a "trace a field" button). */
  paletteSeed: string;
  openPalette: (seed?: string) => void;
  closePalette: () => void;
}

export const createPaletteSlice: StateCreator<TributaryState, [], [], PaletteSlice> = (set) => ({
  paletteOpen: false,
  paletteSeed: '',
  openPalette: (seed = '') => set({ paletteOpen: true, paletteSeed: seed }),
  closePalette: () => set({ paletteOpen: false, paletteSeed: '' }),
});
