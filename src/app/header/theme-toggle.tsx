import { useTributaryStore } from '../../state/store.ts';
import { selectSetTheme } from '../../state/selectors.ts';
import { useResolvedTheme } from '../../lib/use-resolved-theme.ts';

/** Flips between light and dark; the first choice overrides `prefers-color-scheme` and is remembered. */
export function ThemeToggle() {
  const resolved = useResolvedTheme();
  const setTheme = useTributaryStore(selectSetTheme);
  const next = resolved === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="tb-button tb-button--ghost tb-button--icon"
      onClick={() => setTheme(next)}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      data-testid="theme-toggle"
      data-theme-current={resolved}
    >
      <span aria-hidden="true">{resolved === 'dark' ? '☾' : '☀'}</span>
    </button>
  );
}
