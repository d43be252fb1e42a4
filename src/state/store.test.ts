// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { useTributaryStore } from './store.ts';

const initial = useTributaryStore.getState();

beforeEach(() => {
  useTributaryStore.setState(initial, true);
});

describe('focus requests', () => {
  it('turns a repeat of the same id into a new request', () => {
    const { requestFocusNode } = useTributaryStore.getState();
    requestFocusNode('dataset:ns:a');
    const first = useTributaryStore.getState().focusRequest;
    requestFocusNode('dataset:ns:a');
    const second = useTributaryStore.getState().focusRequest;
    expect(first?.id).toBe('dataset:ns:a');
    expect(second?.id).toBe('dataset:ns:a');
    expect(second?.seq).toBeGreaterThan(first?.seq ?? Infinity);
  });

  it('clears only the request that was handled', () => {
    const s = useTributaryStore.getState();
    s.requestFocusNode('dataset:ns:a');
    const old = useTributaryStore.getState().focusRequest?.seq ?? -1;
    s.requestFocusNode('dataset:ns:b');
    s.clearFocusRequest(old);
    expect(useTributaryStore.getState().focusRequest?.id).toBe('dataset:ns:b');
    s.clearFocusRequest(old + 1);
    expect(useTributaryStore.getState().focusRequest).toBeNull();
  });
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
    expect(saved.state).toEqual({ theme: 'dark', namespace: 'kafka://broker:9092', panelCollapsed: false });
  });

  it('ignores hostile values edited into localStorage', async () => {
    localStorage.setItem(
      'tributary.preferences',
      JSON.stringify({ state: { theme: '<img onerror>', namespace: 42, panelCollapsed: 'yes' }, version: 1 }),
    );
    await useTributaryStore.persist.rehydrate();
    expect(useTributaryStore.getState()).toMatchObject({ theme: 'system', namespace: null, panelCollapsed: false });
  });
});
