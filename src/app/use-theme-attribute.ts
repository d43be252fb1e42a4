import { useEffect } from 'react';
import { useResolvedTheme } from '../lib/use-resolved-theme.ts';
import { useTributaryStore } from '../state/store.ts';

/** Mirrors the resolved theme onto `<html data-theme>`, where theme.css reads it. */
export function useThemeAttribute(): void {
  const theme = useResolvedTheme();
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
}

/**
 * Sets `data-theme` before the first render, so a remembered choice that differs from the system's never flashes
 * the other theme (the CSP forbids the usual inline script in index.html).
 */
export function applyInitialTheme(): void {
  const preference = useTributaryStore.getState().theme;
  if (preference !== 'system') document.documentElement.dataset.theme = preference;
}
