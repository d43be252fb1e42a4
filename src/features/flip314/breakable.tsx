import { Fragment, type ReactNode } from 'react';

/**
 * A text with dataset paths in it (`warehouse/lakehouse/daily_revenue.total_revenue_usd`), allowed to break only
 * after a `/` or a `.`: a narrow pane wraps between path parts, never inside a name.
 */
export function Breakable({ text }: { text: string }): ReactNode {
  const parts = text.split(/(?<=[/.])(?=[^\s/.])/);
  // Each piece stays whole (a hyphen in `broker-2:9092` is not a break point either: flip314.css).
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      <span className="tb-breakable__piece">{part}</span>
    </Fragment>
  ));
}
