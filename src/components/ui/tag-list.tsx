import type { ReactNode } from 'react';
import { tagText, type Tag } from '../../domain/facets/tags-facet.ts';
import './tag-list.css';

/** One tag-like chip (a tag, or the tags a search row matched). */
export function TagChip({ children, title, testId }: { children: ReactNode; title?: string; testId?: string }) {
  return (
    <span className="tb-tag" title={title} data-testid={testId}>
      {children}
    </span>
  );
}

/** Tags as small chips, `key=value` as text; who set each one (`source`) on hover. */
export function TagList({ tags, testId }: { tags: readonly Tag[]; testId?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tb-tags" data-testid={testId} aria-label="Tags">
      {tags.map((t, i) => (
        <li key={i}>
          <TagChip title={t.source ? `${tagText(t)} (set by ${t.source})` : tagText(t)}>{tagText(t)}</TagChip>
        </li>
      ))}
    </ul>
  );
}
