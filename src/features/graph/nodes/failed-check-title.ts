import type { FailedCheck } from '../../../domain/time-travel/failed-check.ts';

/**
 * The tooltip of a node's failed check from the investigation's window. It says "an older version" only when the
 * node's details name the current version and it is another one: before the details load (`currentVersion`
 * undefined or null) the check may well be on the current version, so it says nothing about which.
 */
export function failedCheckTitle(c: FailedCheck, currentVersion: string | null | undefined): string {
  const which = !currentVersion ? '' : c.version === currentVersion ? ' (the current version)' : ' (an older version: the current one has no failed check)';
  return (
    `Failed quality check ${c.assertion}${c.column ? ` on ${c.column}` : ''} · ${c.at.slice(0, 10)} · version ${c.version.slice(0, 8)}` +
    `${c.runId ? ` · run ${c.runId.slice(0, 8)}` : ''}${which}`
  );
}
