import { Fragment, type ReactNode } from 'react';

/**
 * A text with dataset paths in it (`warehouse/lakehouse/daily_revenue.total_revenue_usd`), allowed to break at its
 * spaces and, inside a path, only after a `/` or a `.`: a narrow pane wraps between words and path parts, never
 * inside a name.
 */
export function Breakable({ text }: { text: string }): ReactNode {
  // Spaces stay plain text (break points); each word is split after its / and . into pieces that stay whole (a
  // hyphen in `broker-2:9092` is not a break point either: flip314.css).
  return text.split(/(\s+)/).map((word, w) =>
    /^\s*$/.test(word) ? (
      word
    ) : (
      <Fragment key={w}>
        {word.split(/(?<=[/.])(?=[^\s/.])/).map((part, i) => (
          <Fragment key={i}>
            {i > 0 ? <wbr /> : null}
            <span className="tb-breakable__piece">{part}</span>
          </Fragment>
        ))}
      </Fragment>
    ),
  );
}
