import { errorStatus } from './error-status.ts';

/** Where the browser reaches Marquez (the same-origin proxy or the embedded emulator). */
export const MARQUEZ_BASE = '/api/v1';

export interface ErrorCopy {
  /** What happened, in the user's terms. */
  title: string;
  /** Detail (the server's message, trimmed) and what to try. */
  detail: string;
}

const MAX_DETAIL = 300;

function messageOf(error: unknown): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return raw.length > MAX_DETAIL ? `${raw.slice(0, MAX_DETAIL)}…` : raw;
}

// Duck-typed on the api client's error (`kind`, `status`) so lib does not depend on src/api.
function kindOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const kind = (error as { kind?: unknown }).kind;
  return typeof kind === 'string' ? kind : null;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * Turns any failure into words for an error state: "Marquez at /api/v1 did not answer", "… was not found",
 * with the server's own message as detail. `subject` names what was being loaded ("the namespaces").
 */
export function describeError(error: unknown, subject: string): ErrorCopy {
  const status = errorStatus(error);
  const message = messageOf(error);
  const kind = kindOf(error) ?? (status === 404 ? 'not-found' : status !== null && status >= 500 ? 'server' : null);
  switch (kind) {
    case 'not-found':
      return { title: `${capitalise(subject)} was not found in Marquez`, detail: message || 'It may have been deleted or renamed.' };
    case 'server':
      return {
        title: `Marquez at ${MARQUEZ_BASE} failed while loading ${subject}${status ? ` (HTTP ${status})` : ''}`,
        detail: `${message ? `${message} — ` : ''}retry, or check the Marquez server log.`,
      };
    case 'timeout':
      return {
        title: `Marquez at ${MARQUEZ_BASE} did not answer in time`,
        detail: `${message ? `${message} — ` : ''}retry; a large graph may need a smaller depth.`,
      };
    case 'network':
      return {
        title: `Marquez at ${MARQUEZ_BASE} did not answer`,
        detail: 'Check that Marquez (or the embedded demo started by npm start) is running, then retry.',
      };
    case 'too-large':
      return { title: `${capitalise(subject)} is too large to draw`, detail: `${message ? `${message} — ` : ''}ask for a smaller depth.` };
    case 'malformed':
    case 'schema':
      return { title: `Marquez answered with data Tributary cannot read for ${subject}`, detail: message };
    case 'bad-request':
    case 'validation':
      return { title: `Marquez refused the request for ${subject}${status ? ` (HTTP ${status})` : ''}`, detail: message };
    default:
      if (error instanceof TypeError && /fetch|network/i.test(message)) {
        return { title: `Marquez at ${MARQUEZ_BASE} did not answer`, detail: 'Check that Marquez is running, then retry.' };
      }
      return { title: `Something went wrong while showing ${subject}`, detail: message || 'Retry; if it keeps failing, reload the page.' };
  }
}
