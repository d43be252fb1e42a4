import type { StateCreator } from 'zustand';
import type { TributaryState } from './store.ts';

/** `system` follows `prefers-color-scheme`; the other two are the user's explicit choice. */
export type ThemePreference = 'system' | 'light' | 'dark';

export interface PreferencesSlice {
  theme: ThemePreference;
  /** Namespace the home page and the header picker show; `null` until the user (or the first answer) picks one. */
  namespace: string | null;
  setTheme: (theme: ThemePreference) => void;
  setNamespace: (namespace: string | null) => void;
}

export const createPreferencesSlice: StateCreator<TributaryState, [], [], PreferencesSlice> = (set) => ({
  theme: 'system',
  namespace: null,
  setTheme: (theme) => set({ theme }),
  setNamespace: (namespace) => set({ namespace }),
});
