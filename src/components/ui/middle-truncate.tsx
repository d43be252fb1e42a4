import { middleTruncate } from '../../lib/middle-truncate.ts';

export interface MiddleTruncateProps {
  text: string;
  /** Graphemes shown at most; the middle is replaced by "…". */
  max?: number;
  className?: string;
  /** Make it focusable so keyboard users can reveal the full value too (CSS shows it on focus). */
  focusable?: boolean;
}

/**
 * A metadata name, shortened in the middle with the full value on hover (title) and on keyboard focus.
 * Always text: names are untrusted.
 */
export function MiddleTruncate({ text, max = 48, className, focusable = false }: MiddleTruncateProps) {
  const shown = middleTruncate(text, max);
  const cut = shown !== text;
  return (
    <span
      className={['tb-mt', className].filter(Boolean).join(' ')}
      title={cut ? text : undefined}
      data-full={cut ? text : undefined}
      aria-label={cut ? text : undefined}
      tabIndex={cut && focusable ? 0 : undefined}
    >
      {shown}
    </span>
  );
}
