import { useState } from 'react';
import type { TraceDirection } from '../../domain/direction.ts';

const DIRECTIONS: readonly { value: TraceDirection; label: string }[] = [
  { value: 'upstream', label: 'Upstream' },
  { value: 'downstream', label: 'Downstream' },
  { value: 'both', label: 'Both' },
];

export interface TraceControlsProps {
  tdir: TraceDirection;
  inferred: boolean;
  onDirection: (tdir: TraceDirection) => void;
  onInferred: (inferred: boolean) => void;
  /** The trace as Markdown, or null while there is nothing to copy. */
  markdown: string | null;
  onClose: () => void;
}

/** Direction switch, inferred-hops toggle, copy as Markdown and "stop tracing". */
export function TraceControls({ tdir, inferred, onDirection, onInferred, markdown, onClose }: TraceControlsProps) {
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const copy = async () => {
    if (markdown === null) return;
    try {
      await navigator.clipboard.writeText(markdown);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="tb-trace__controls" role="toolbar" aria-label="Trace controls">
      <div className="tb-segmented" role="group" aria-label="Trace direction">
        {DIRECTIONS.map((d) => (
          <button key={d.value} type="button" className="tb-segmented__item" aria-pressed={tdir === d.value} onClick={() => onDirection(d.value)}>
            {d.label}
          </button>
        ))}
      </div>
      <label className="tb-trace__toggle">
        <input type="checkbox" checked={inferred} onChange={(e) => onInferred(e.target.checked)} />
        Inferred hops
      </label>
      <button type="button" className="tb-button tb-button--small" disabled={markdown === null} onClick={() => void copy()}>
        Copy as Markdown
      </button>
      <button type="button" className="tb-button tb-button--ghost tb-button--small" onClick={onClose}>
        Stop tracing
      </button>
      <span className="tb-trace__copied" role="status">
        {copied === 'done' ? 'Copied.' : copied === 'failed' ? 'The browser refused the clipboard.' : ''}
      </span>
    </div>
  );
}
