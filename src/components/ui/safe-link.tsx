import type { ReactNode } from 'react';
import { safeHttpUrl } from '../../lib/safe-url.ts';

export interface SafeLinkProps {
  href: unknown;
  children?: ReactNode;
  className?: string;
}

/** An external link only when `href` is http(s); anything else (`javascript:`, `data:`) is shown as inert text. */
export function SafeLink({ href, children, className }: SafeLinkProps) {
  const url = safeHttpUrl(href);
  const label = children ?? (typeof href === 'string' ? href : '');
  if (!url) {
    return (
      <span className={className} title="Not an http(s) link, shown as text">
        {label}
      </span>
    );
  }
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer nofollow">
      {label}
    </a>
  );
}
