import { memo, type ReactNode } from 'react';
import type { PresentCommand } from './use-present-keys.ts';

interface StepProgressProps {
  number: number;
  count: number;
  title: string;
  onCommand: (command: PresentCommand) => void;
  onFullscreen: () => void;
  children?: ReactNode;
}

/** Where the talk is ("3 / 7" and a bar), plus mouse fallbacks for the keys. */
export const StepProgress = memo(function StepProgress({ number, count, title, onCommand, onFullscreen, children }: StepProgressProps) {
  return (
    <nav className="present__progress" aria-label="Story progress">
      <span className="present__story" title={title}>
        {title}
      </span>
      <div className="present__bar" role="progressbar" aria-valuemin={1} aria-valuemax={count} aria-valuenow={number} aria-label={`Step ${number} of ${count}`}>
        <div className="present__bar-fill" style={{ width: `${(number / count) * 100}%` }} />
      </div>
      <span className="present__count" data-testid="present-count">
        {number} / {count}
      </span>
      <button type="button" onClick={() => onCommand('previous')} disabled={number <= 1} aria-label="Previous step">
        ←
      </button>
      <button type="button" onClick={() => onCommand('next')} disabled={number >= count} aria-label="Next step">
        →
      </button>
      {children}
      <button type="button" onClick={onFullscreen} aria-label="Full screen" title="Full screen">
        {/* Drawn, not a glyph: projector laptops often lack a font with ⛶. */}
        <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M1 6V1h5M12 1h5v5M17 12v5h-5M6 17H1v-5" />
        </svg>
      </button>
      <button type="button" onClick={() => onCommand('exit')} aria-label="Esc: leave present mode">
        Esc
      </button>
    </nav>
  );
});
