import { useEffect, useState } from 'react';

/** A layout shorter than this shows nothing: a flashing spinner reads as jank. */
export const PROGRESS_AFTER_MS = 300;

export interface LayoutProgressProps {
  nodeCount: number;
  onCancel: () => void;
}

/**
 * "Laying out N nodes…" with a Cancel button, shown once a layout has taken longer than 300 ms. Mount it only while
 * a layout runs: unmounting resets the delay.
 */
export function LayoutProgress({ nodeCount, onCancel }: LayoutProgressProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), PROGRESS_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="tb-layout-progress" role="status" aria-live="polite" data-testid="layout-progress">
      <span className="tb-layout-progress__bar" aria-hidden="true" />
      <span>Laying out {nodeCount.toLocaleString()} nodes…</span>
      <button type="button" className="tb-button tb-button--small" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
