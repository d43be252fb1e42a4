// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { useTributaryStore } from './store.ts';

const initial = useTributaryStore.getState();

beforeEach(() => {
  useTributaryStore.setState(initial, true);
});

describe('palette and panel', () => {
  it('opens with a seed and forgets it on close', () => {
    const s = useTributaryStore.getState();
    s.openPalette('orders.amount');
    expect(useTributaryStore.getState()).toMatchObject({ paletteOpen: true, paletteSeed: 'orders.amount' });
    s.closePalette();
    expect(useTributaryStore.getState()).toMatchObject({ paletteOpen: false, paletteSeed: '' });
  });

  it('toggles the panel', () => {
    useTributaryStore.getState().togglePanel();
    expect(useTributaryStore.getState().panelCollapsed).toBe(true);
  });
});

describe('persisted preferences', () => {
  it('remembers theme and namespace but not transient state', () => {
    const s = useTributaryStore.getState();
    s.setTheme('dark');
    s.setNamespace('kafka://broker:9092');
    s.openPalette('x');
    const saved = JSON.parse(localStorage.getItem('tributary.preferences') ?? '{}') as { state: Record<string, unknown> };
    expect(saved.state).toEqual({ theme: 'dark', namespace: 'kafka://broker:9092', panelCollapsed: false, decisions: {} });
  });

  it('ignores hostile values edited into localStorage', async () => {
    localStorage.setItem('tributary.preferences', JSON.stringify({ state: { theme: '<img onerror>', namespace: 42, panelCollapsed: 'yes' }, version: 2 }));
    await useTributaryStore.persist.rehydrate();
    expect(useTributaryStore.getState()).toMatchObject({ theme: 'system', namespace: null, panelCollapsed: false });
  });
});
