import type { ReactNode } from 'react';

export interface StatusMessageProps {
  kind: 'loading' | 'empty' | 'error';
  title: string;
  /** What happened, in the user's terms. */
  detail?: ReactNode;
  /** What to do next: a retry button, a link. */
  action?: ReactNode;
  compact?: boolean;
}

/** Loading, empty and error states that say what happened and what to do (docs/ui-conventions.md#screen). */
export function StatusMessage({ kind, title, detail, action, compact = false }: StatusMessageProps) {
  return (
    <div
      className={`tb-status tb-status--${kind}${compact ? ' tb-status--compact' : ''}`}
      role={kind === 'error' ? 'alert' : 'status'}
      aria-busy={kind === 'loading' || undefined}
      data-testid={`status-${kind}`}
    >
      <p className="tb-status__title">{title}</p>
      {detail ? <div className="tb-status__detail">{detail}</div> : null}
      {action ? <div className="tb-status__action">{action}</div> : null}
    </div>
  );
}
