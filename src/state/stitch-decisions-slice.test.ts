// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { stitchKey } from '../domain/stitching/stitch-policy.ts';
import { LEGACY_DECISIONS_KEY } from './stitch-decisions-slice.ts';
import { useTributaryStore } from './store.ts';

const pair = (name: string) => ({ a: { namespace: 'kafka://b1:9092', name }, b: { namespace: 'kafka://b2:9092', name } });
const initial = useTributaryStore.getState();
const saved = () => (JSON.parse(localStorage.getItem('tributary.preferences') ?? '{}') as { state?: Record<string, unknown>; version?: number }) ?? {};
const legacy = (decisions: unknown) => localStorage.setItem(LEGACY_DECISIONS_KEY, JSON.stringify({ version: 1, state: { decisions } }));

beforeEach(() => {
  useTributaryStore.setState(initial, true);
  // After the reset, which the persist middleware writes out: each test starts from an empty localStorage.
  localStorage.clear();
});

describe('stitch decisions in the app store', () => {
  it('records, replaces and clears a decision, whatever the pair’s orientation', () => {
    const { decide } = useTributaryStore.getState();
    decide(pair('t'), 'rejected');
    decide({ a: pair('t').b, b: pair('t').a }, 'accepted');
    expect(useTributaryStore.getState().decisions).toEqual({ [stitchKey(pair('t'))]: 'accepted' });
    decide(pair('t'), null);
    expect(useTributaryStore.getState().decisions).toEqual({});
  });

  it('persists decisions with the preferences and drops malformed stored entries', async () => {
    useTributaryStore.getState().decide(pair('t'), 'rejected');
    expect(saved()).toMatchObject({ version: 2, state: { decisions: { [stitchKey(pair('t'))]: 'rejected' } } });
    const hostile = { good: 'accepted', bad: 'maybe', worse: 3, list: ['accepted'] };
    localStorage.setItem('tributary.preferences', JSON.stringify({ version: 2, state: { decisions: hostile } }));
    await useTributaryStore.persist.rehydrate();
    expect(useTributaryStore.getState().decisions).toEqual({ good: 'accepted' });
    localStorage.setItem('tributary.preferences', JSON.stringify({ version: 2, state: { decisions: ['accepted'] } }));
    await useTributaryStore.persist.rehydrate();
    expect(useTributaryStore.getState().decisions).toEqual({});
  });

  it('keeps at most 5000 stored decisions', async () => {
    const many = Object.fromEntries(Array.from({ length: 6000 }, (_, i) => [`k${i}`, 'accepted']));
    localStorage.setItem('tributary.preferences', JSON.stringify({ version: 2, state: { decisions: many } }));
    await useTributaryStore.persist.rehydrate();
    expect(Object.keys(useTributaryStore.getState().decisions)).toHaveLength(5000);
  });

  it('migrates version 1: reads the legacy key once, filters it, removes it, and keeps the preferences', async () => {
    localStorage.setItem('tributary.preferences', JSON.stringify({ version: 1, state: { theme: 'dark', namespace: 'ns', panelCollapsed: true } }));
    legacy({ good: 'rejected', bad: 'maybe' });
    await useTributaryStore.persist.rehydrate();
    expect(useTributaryStore.getState()).toMatchObject({ theme: 'dark', namespace: 'ns', panelCollapsed: true, decisions: { good: 'rejected' } });
    expect(localStorage.getItem(LEGACY_DECISIONS_KEY)).toBeNull();
    expect(saved()).toEqual({ version: 2, state: { theme: 'dark', namespace: 'ns', panelCollapsed: true, decisions: { good: 'rejected' } } });
    // Once migrated, a legacy entry written later (an old tab) is not read again.
    legacy({ late: 'accepted' });
    await useTributaryStore.persist.rehydrate();
    expect(useTributaryStore.getState().decisions).toEqual({ good: 'rejected' });
  });

  it('migrates the legacy decisions of a visitor who has no preferences stored yet', async () => {
    legacy({ only: 'accepted' });
    await useTributaryStore.persist.rehydrate();
    expect(useTributaryStore.getState().decisions).toEqual({ only: 'accepted' });
    expect(localStorage.getItem(LEGACY_DECISIONS_KEY)).toBeNull();
    expect(saved()).toMatchObject({ version: 2, state: { decisions: { only: 'accepted' } } });
  });

  it('survives a legacy entry that is not JSON', async () => {
    localStorage.setItem(LEGACY_DECISIONS_KEY, '{not json');
    await useTributaryStore.persist.rehydrate();
    expect(useTributaryStore.getState().decisions).toEqual({});
    expect(localStorage.getItem(LEGACY_DECISIONS_KEY)).toBeNull();
  });
});
