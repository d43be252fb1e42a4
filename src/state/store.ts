import { create } from 'zustand';
import { createJSONStorage, devtools, persist, type PersistStorage } from 'zustand/middleware';
import { createCaptureSlice, type CaptureSlice } from './capture-slice.ts';
import { createPaletteSlice, type PaletteSlice } from './palette-slice.ts';
import { createPanelSlice, type PanelSlice } from './panel-slice.ts';
import { createPreferencesSlice, type PreferencesSlice, type ThemePreference } from './preferences-slice.ts';
import { createPresentSlice, type PresentSlice } from './present-slice.ts';
import {
  createStitchDecisionsSlice,
  LEGACY_DECISIONS_KEY,
  sanitizeDecisions,
  takeLegacyDecisions,
  type StitchDecisionsSlice,
} from './stitch-decisions-slice.ts';

/**
 * UI state only (docs/architecture.md#where-state-lives): server data belongs to react-query and the investigation to the URL.
 * One bound store from slices; middlewares only here.
 */
export type TributaryState = PanelSlice & PaletteSlice & PreferencesSlice & CaptureSlice & StitchDecisionsSlice & PresentSlice;

type Persisted = Pick<TributaryState, 'theme' | 'namespace' | 'panelCollapsed' | 'decisions'>;

const THEMES: readonly ThemePreference[] = ['system', 'light', 'dark'];

const json = createJSONStorage<Persisted>(() => localStorage);
/** localStorage, where a visitor with only the legacy decisions key counts as version 1, so it migrates too. */
const storage: PersistStorage<Persisted> | undefined = json && {
  ...json,
  getItem: (name) => json.getItem(name) ?? (localStorage.getItem(LEGACY_DECISIONS_KEY) === null ? null : { state: {} as Persisted, version: 1 }),
};

export const useTributaryStore = create<TributaryState>()(
  devtools(
    persist(
      (...a) => ({
        ...createPanelSlice(...a),
        ...createPaletteSlice(...a),
        ...createPreferencesSlice(...a),
        ...createCaptureSlice(...a),
        ...createStitchDecisionsSlice(...a),
        ...createPresentSlice(...a),
      }),
      {
        name: 'tributary.preferences',
        // 2: the stitch decisions, kept under a key of their own until then, joined the persisted state.
        version: 2,
        storage,
        // Only choices worth remembering across visits; a stale palette must not come back.
        partialize: (s): Persisted => ({ theme: s.theme, namespace: s.namespace, panelCollapsed: s.panelCollapsed, decisions: s.decisions }),
        migrate: (persisted, version) => {
          const p = (persisted ?? {}) as Record<string, unknown>;
          return (version < 2 ? { ...p, decisions: takeLegacyDecisions(localStorage) } : p) as Persisted;
        },
        // localStorage is user-editable: keep only well-typed values.
        merge: (persisted, current) => {
          const p = (persisted ?? {}) as Record<string, unknown>;
          return {
            ...current,
            theme: THEMES.includes(p.theme as ThemePreference) ? (p.theme as ThemePreference) : current.theme,
            namespace: typeof p.namespace === 'string' && p.namespace.length <= 1024 ? p.namespace : current.namespace,
            panelCollapsed: typeof p.panelCollapsed === 'boolean' ? p.panelCollapsed : current.panelCollapsed,
            decisions: sanitizeDecisions(p.decisions),
          };
        },
      },
    ),
    { name: 'tributary', enabled: import.meta.env.DEV },
  ),
);
