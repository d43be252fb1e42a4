import type { MarquezApiError } from '../api/marquez-api-error.ts';

function causeCode(e: MarquezApiError): string {
  const cause = e.cause instanceof Error && e.cause.cause instanceof Error ? e.cause.cause : e.cause;
  if (cause instanceof Error) return 'code' in cause && typeof cause.code === 'string' ? cause.code : cause.message;
  return e.message;
}

/** A failed Marquez call, for a person at a terminal: what did not answer and what to check. */
export function marquezFailure(base: string, e: MarquezApiError): string {
  if (e.kind === 'network' || e.kind === 'timeout') return `Marquez at ${base} did not answer (${causeCode(e)}) — is it running, and is --marquez right?`;
  if (e.kind === 'malformed' || e.kind === 'schema')
    return `Marquez at ${base} answered ${e.endpoint} with something that is not its API (${e.message}) — is --marquez a Marquez API?`;
  return `Marquez at ${base} answered ${e.status ?? 'an error'} to ${e.endpoint}${e.url ? ` (${e.url})` : ''}: ${e.message}`;
}
