import type { TributaryState } from './store.ts';

// Module-level selectors (docs/architecture.md#where-state-lives): stable identities, narrow subscriptions.
export const selectPanelCollapsed = (s: TributaryState) => s.panelCollapsed;
export const selectTogglePanel = (s: TributaryState) => s.togglePanel;
export const selectPaletteOpen = (s: TributaryState) => s.paletteOpen;
export const selectPaletteSeed = (s: TributaryState) => s.paletteSeed;
export const selectOpenPalette = (s: TributaryState) => s.openPalette;
export const selectClosePalette = (s: TributaryState) => s.closePalette;
export const selectTheme = (s: TributaryState) => s.theme;
export const selectSetTheme = (s: TributaryState) => s.setTheme;
export const selectNamespace = (s: TributaryState) => s.namespace;
export const selectSetNamespace = (s: TributaryState) => s.setNamespace;
export const selectCapturing = (s: TributaryState) => s.capturing;
export const selectSetCapturing = (s: TributaryState) => s.setCapturing;
export const selectDecisions = (s: TributaryState) => s.decisions;
export const selectDecide = (s: TributaryState) => s.decide;
export const selectLastView = (s: TributaryState) => s.lastView;
export const selectSetLastView = (s: TributaryState) => s.setLastView;
