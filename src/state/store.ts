import { create } from 'zustand';
import { createJSONStorage, devtools, persist } from 'zustand/middleware';
import { createCaptureSlice, type CaptureSlice } from './capture-slice.ts';
import { createPaletteSlice, type PaletteSlice } from './palette-slice.ts';
import { createPanelSlice, type PanelSlice } from './panel-slice.ts';
import { createPreferencesSlice, type PreferencesSlice, type ThemePreference } from './preferences-slice.ts';

/**
 * UI state only (docs/architecture.md#where-state-lives): server data belongs to react-query and the investigation to the URL.
 * One bound store from slices; middlewares only here.
 */
export type TributaryState = PanelSlice & PaletteSlice & PreferencesSlice & CaptureSlice;

const THEMES: readonly ThemePreference[] = ['system', 'light', 'dark'];

export const useTributaryStore = create<TributaryState>()(
  devtools(
    persist(
      (...a) => ({
        ...createPanelSlice(...a),
        ...createPaletteSlice(...a),
        ...createPreferencesSlice(...a),
        ...createCaptureSlice(...a),
      }),
      {
        name: 'tributary.preferences',
        version: 1,
        storage: createJSONStorage(() => localStorage),
        // Only choices worth remembering across visits; a stale palette must not come back.
        partialize: (s) => ({ theme: s.theme, namespace: s.namespace, panelCollapsed: s.panelCollapsed }),
        // localStorage is user-editable: keep only well-typed values.
        merge: (persisted, current) => {
          const p = (persisted ?? {}) as Record<string, unknown>;
          return {
            ...current,
            theme: THEMES.includes(p.theme as ThemePreference) ? (p.theme as ThemePreference) : current.theme,
            namespace: typeof p.namespace === 'string' && p.namespace.length <= 1024 ? p.namespace : current.namespace,
            panelCollapsed: typeof p.panelCollapsed === 'boolean' ? p.panelCollapsed : current.panelCollapsed,
          };
        },
      },
    ),
    { name: 'tributary', enabled: import.meta.env.DEV },
  ),
);
