import type { ReactNode } from 'react';

/** A titled block of the details panel. */
export function Section({ title, count, children, testId }: { title: string; count?: number; children: ReactNode; testId?: string }) {
  return (
    <section className="tb-details__section" data-testid={testId} aria-label={title}>
      <h3 className="tb-details__heading">
        {title}
        {count !== undefined ? <span className="tb-muted"> ({count})</span> : null}
      </h3>
      {children}
    </section>
  );
}
