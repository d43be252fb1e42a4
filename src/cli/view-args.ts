import { parseWindowBound } from '../domain/run-lineage/lineage-window.ts';

export interface ViewArgs {
  view: 'runs' | 'marquez';
  since: string | null;
  until: string | null;
}

/** `--view runs|marquez`, `--since`, `--until`, shared by every CLI; a string is the message for a bad value. */
export function parseViewArgs(values: ReadonlyMap<string, string>): ViewArgs | string {
  const view = values.get('--view') ?? 'runs';
  if (view !== 'runs' && view !== 'marquez') return `--view must be runs or marquez, got "${view}".`;
  const bound = (flag: string): string | null | undefined => {
    const raw = values.get(flag);
    if (raw === undefined) return null;
    return parseWindowBound(raw) ?? undefined;
  };
  const since = bound('--since');
  if (since === undefined) return `--since must be an ISO date or time, got "${values.get('--since')}".`;
  const until = bound('--until');
  if (until === undefined) return `--until must be an ISO date or time, got "${values.get('--until')}".`;
  if (since && until && since > until) return '--since must not be after --until.';
  return { view, since, until };
}
