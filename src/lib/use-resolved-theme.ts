import { useSyncExternalStore } from 'react';
import { useTributaryStore } from '../state/store.ts';
import { selectTheme } from '../state/selectors.ts';

export type ResolvedTheme = 'light' | 'dark';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const mql = window.matchMedia(QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

const systemPrefersDark = () => window.matchMedia(QUERY).matches;

/** The theme actually shown: the user's explicit choice, else `prefers-color-scheme` (live). */
export function useResolvedTheme(): ResolvedTheme {
  const preference = useTributaryStore(selectTheme);
  const dark = useSyncExternalStore(subscribe, systemPrefersDark, () => false);
  if (preference === 'system') return dark ? 'dark' : 'light';
  return preference;
}
