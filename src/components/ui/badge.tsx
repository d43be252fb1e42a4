import type { CSSProperties, ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'accent' | 'danger' | 'success' | 'warning';

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  /** A CSS colour (usually an engine variable) for the swatch; the text label always carries the meaning too. */
  swatch?: string;
  title?: string;
}

/** A small label; colour is never the only signal (docs/ui-conventions.md#visual-language). */
export function Badge({ children, tone = 'neutral', swatch, title }: BadgeProps) {
  const style = swatch ? ({ '--tb-badge-swatch': swatch } as CSSProperties) : undefined;
  return (
    <span className={`tb-badge tb-badge--${tone}${swatch ? ' tb-badge--swatch' : ''}`} style={style} title={title}>
      {children}
    </span>
  );
}
