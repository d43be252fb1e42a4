import { isMarquezApiError } from '../api/marquez-api-error.ts';
import { TraceTargetNotFound } from '../domain/trace/trace-target.ts';
import { marquezFailure } from './marquez-failure.ts';

export const EXIT = { ok: 0, failed: 1, badArgs: 2, notFound: 3 } as const;

/**
 * What `trace` and `impact` say when their walk failed, and the exit code: 3 for a dataset or field that is not
 * there (the walk's or Marquez's own 404), 1 for Marquez failing. `doing` names the command's work ("trace").
 */
export function walkFailure(
  e: unknown,
  args: { marquez: string; namespace: string; dataset: string },
  err: (text: string) => void,
  doing: string,
): (typeof EXIT)[keyof typeof EXIT] {
  if (e instanceof TraceTargetNotFound) {
    err(e.message);
    return EXIT.notFound;
  }
  if (isMarquezApiError(e) && e.kind === 'not-found') {
    err(`Dataset "${args.dataset}" in namespace "${args.namespace}" is not known to Marquez at ${args.marquez}.`);
    return EXIT.notFound;
  }
  const base = args.marquez.replace(/\/+$/, '');
  err(isMarquezApiError(e) ? marquezFailure(base, e) : `Could not ${doing}: ${e instanceof Error ? e.message : String(e)}`);
  return EXIT.failed;
}
