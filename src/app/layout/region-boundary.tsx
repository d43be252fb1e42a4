import type { ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { describeError } from '../../lib/describe-error.ts';

export interface RegionBoundaryProps {
  /** Shown in the message: "The canvas failed". */
  region: string;
  /** What the region shows, for the error copy ("the lineage graph"). */
  subject: string;
  resetKey?: unknown;
  children: ReactNode;
}

/**
 * One region's failure stays in that region (header, canvas, panel) with a retry that also resets react-query's
 * error state, so "Retry" refetches instead of re-throwing the cached error.
 */
export function RegionBoundary({ region, subject, resetKey, children }: RegionBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          resetKey={resetKey}
          onReset={reset}
          fallback={(error, retry) => {
            const copy = describeError(error, subject);
            return (
              <div className="tb-region-error" data-testid={`region-error-${region.toLowerCase()}`}>
                <StatusMessage
                  kind="error"
                  title={copy.title}
                  detail={<p>{`${region}: ${copy.detail}`}</p>}
                  action={
                    <button type="button" className="tb-button" onClick={retry}>
                      Retry
                    </button>
                  }
                />
              </div>
            );
          }}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
