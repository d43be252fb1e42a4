import { useRef, useState, type ReactNode } from 'react';
import { useFillHeight } from './use-fill-height.ts';

export interface VirtualRowsProps<T> {
  items: readonly T[];
  /** Every row is this tall (px): the windowing needs no measuring. */
  rowHeight: number;
  /** The scrolled box's least height (px); it grows to end at the window's bottom. */
  minHeight: number;
  render: (item: T, index: number) => ReactNode;
  label: string;
}

// Rows kept above and below the visible ones, so a fast scroll does not show blank rows for a frame.
const OVERSCAN = 6;

/**
 * A fixed-row-height window over a long list: only the rows in view (and a few around them) are in the DOM, so a
 * 10,000-row impact scrolls like a 20-row one. Hand-rolled: with one row height it is a division, smaller than a
 * dependency.
 */
export function VirtualRows<T>({ items, rowHeight, minHeight, render, label }: VirtualRowsProps<T>) {
  const [top, setTop] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const height = useFillHeight(box, minHeight, 12, [items.length]);
  const first = Math.max(0, Math.floor(top / rowHeight) - OVERSCAN);
  const last = Math.min(items.length, Math.ceil((top + height) / rowHeight) + OVERSCAN);
  return (
    <div
      ref={box}
      className="tb-virtual"
      style={{ height: Math.min(height, items.length * rowHeight), overflowY: 'auto' }}
      onScroll={(e) => setTop(e.currentTarget.scrollTop)}
      role="list"
      aria-label={label}
      aria-rowcount={items.length}
      tabIndex={0}
    >
      <div style={{ height: items.length * rowHeight, position: 'relative' }}>
        {items.slice(first, last).map((item, i) => (
          <div key={first + i} role="listitem" style={{ position: 'absolute', top: (first + i) * rowHeight, height: rowHeight, left: 0, right: 0 }}>
            {render(item, first + i)}
          </div>
        ))}
      </div>
    </div>
  );
}
