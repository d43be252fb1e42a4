import type { SchemaDiff } from '../../domain/time-travel/schema-diff.ts';

const shown = (v: string | null): string => (v === null ? '—' : v);

/** Field changes as text: added, removed, and type/description before → after. */
export function SchemaChangeList({ change, testId }: { change: SchemaDiff; testId?: string }) {
  return (
    <ul className="tb-tt-change" data-testid={testId}>
      {change.added.map((n) => (
        <li key={`+${n}`}>
          <span className="tb-tt-change__kind">added</span> <code>{n}</code>
        </li>
      ))}
      {change.removed.map((n) => (
        <li key={`-${n}`}>
          <span className="tb-tt-change__kind">removed</span> <code>{n}</code>
        </li>
      ))}
      {change.changed.map((c) => (
        <li key={`~${c.name}`} data-field={c.name}>
          <span className="tb-tt-change__kind">changed</span> <code>{c.name}</code>
          {c.before.type !== c.after.type ? (
            <div>
              type <code>{shown(c.before.type)}</code> → <code>{shown(c.after.type)}</code>
            </div>
          ) : null}
          {c.before.description !== c.after.description ? (
            <div className="tb-break">
              description “{shown(c.before.description)}” → “{shown(c.after.description)}”
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
