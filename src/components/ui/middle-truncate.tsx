import { middleTruncate } from '../../lib/middle-truncate.ts';

export interface MiddleTruncateProps {
  text: string;
  /** Graphemes shown at most; the middle is replaced by "…". */
  max?: number;
  className?: string;
  /** Make it focusable so keyboard users can reveal the full value too (CSS shows it on focus). */
  focusable?: boolean;
  /** The complete value when `text` is already a short form of it (a display name): revealed like a cut text. */
  full?: string;
  /** Share of the kept graphemes taken from the start (see `middleTruncate`). */
  headShare?: number;
}

/**
 * A metadata name, shortened in the middle with the full value on hover (title) and on keyboard focus.
 * Always text: names are untrusted.
 */
export function MiddleTruncate({ text, max = 48, className, focusable = false, full, headShare }: MiddleTruncateProps) {
  const shown = middleTruncate(text, max, headShare);
  const whole = full ?? text;
  const cut = shown !== whole;
  return (
    <span
      className={['tb-mt', className].filter(Boolean).join(' ')}
      title={cut ? whole : undefined}
      data-full={cut ? whole : undefined}
      aria-label={cut ? whole : undefined}
      tabIndex={cut && focusable ? 0 : undefined}
    >
      {shown}
    </span>
  );
}
