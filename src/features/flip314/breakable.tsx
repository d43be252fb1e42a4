import { Fragment, type ReactNode } from 'react';

/**
 * A text with dataset paths in it (`warehouse/lakehouse/daily_revenue.total_revenue_usd`), allowed to break only
 * after a `/` or a `.`: a narrow pane wraps between path parts, never inside a name (docs/ui-conventions.md).
 */
export function Breakable({ text }: { text: string }): ReactNode {
  const parts = text.split(/(?<=[/.])(?=[^\s/.])/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
