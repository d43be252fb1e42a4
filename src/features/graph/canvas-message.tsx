import type { ReactNode } from 'react';

export interface CanvasMessageProps {
  title: string;
  detail?: ReactNode;
  tone?: 'neutral' | 'error';
  action?: { label: string; onClick: () => void };
  busy?: boolean;
}

/** Loading, empty and error states, drawn in the canvas region only (toolbar and panel stay usable). */
export function CanvasMessage({ title, detail, tone = 'neutral', action, busy = false }: CanvasMessageProps) {
  return (
    <div className={`tb-canvas-message tb-canvas-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'} aria-busy={busy} data-testid="canvas-message">
      <p className="tb-canvas-message__title">{title}</p>
      {detail ? <p className="tb-canvas-message__detail">{detail}</p> : null}
      {action ? (
        <button type="button" className="tb-button" onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
}
