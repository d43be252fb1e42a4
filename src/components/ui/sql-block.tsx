import { memo, useMemo } from 'react';
import { tokenizeSql } from '../../lib/sql-tokens.ts';

export interface SqlBlockProps {
  sql: string;
  label?: string;
}

/** SQL as highlighted text: React text spans from a display tokenizer, never innerHTML. */
export const SqlBlock = memo(function SqlBlock({ sql, label = 'SQL' }: SqlBlockProps) {
  const tokens = useMemo(() => tokenizeSql(sql), [sql]);
  return (
    <pre className="tb-sql" aria-label={label} data-testid="sql-block" tabIndex={0}>
      <code>
        {tokens.map((t, i) =>
          t.kind === 'text' || t.kind === 'identifier' ? (
            t.text
          ) : (
            <span key={i} className={`tb-sql__${t.kind}`}>
              {t.text}
            </span>
          ),
        )}
      </code>
    </pre>
  );
});
