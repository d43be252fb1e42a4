import { createMarquezClient, type FetchLike } from '../api/client.ts';
import { isMarquezApiError } from '../api/marquez-api-error.ts';
import { traceField } from '../domain/trace/trace-field.ts';
import { TraceTargetNotFound } from '../domain/trace/trace-target.ts';
import { traceToMarkdown } from '../domain/trace/trace-to-markdown.ts';
import { traceAsOf } from '../domain/time-travel/trace-as-of.ts';
import { asOfToMarkdown } from '../domain/time-travel/as-of-to-markdown.ts';
import { loadTraceSnapshot } from './load-snapshot.ts';
import { loadPathVersions } from './load-versions.ts';
import { parseTraceArgs, TRACE_USAGE } from './trace-args.ts';

export const EXIT = { ok: 0, failed: 1, badArgs: 2, notFound: 3 } as const;

export interface TraceCliIo {
  out(text: string): void;
  err(text: string): void;
  env?: Readonly<Record<string, string | undefined>>;
  /** Stands in for global fetch (tests answer from the in-process emulator). */
  fetch?: FetchLike;
}

/** Runs `npm run trace`; returns the exit code: 0 ok, 1 Marquez failed, 2 bad arguments, 3 dataset/field not found. */
export async function runTraceCli(argv: readonly string[], io: TraceCliIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(TRACE_USAGE);
    return EXIT.ok;
  }
  const args = parseTraceArgs(argv, io.env ?? {});
  if (typeof args === 'string') {
    io.err(`${args}\n\n${TRACE_USAGE}`);
    return EXIT.badArgs;
  }
  const client = createMarquezClient({ baseUrl: `${args.marquez.replace(/\/+$/, '')}/api/v1`, ...(io.fetch ? { fetch: io.fetch } : {}) });
  try {
    const snapshot = await loadTraceSnapshot(client, { namespace: args.namespace, name: args.dataset }, { depth: args.depth });
    const target = { namespace: args.namespace, dataset: args.dataset, field: args.field };
    const result = traceField(snapshot, target, { direction: args.direction, inferred: args.inferred });
    if (args.asOf) {
      const versions = await loadPathVersions(client, result);
      const asOf = traceAsOf(snapshot, versions, target, args.asOf, { inferred: args.inferred });
      io.out(args.format === 'json' ? JSON.stringify(asOf, null, 2) : asOfToMarkdown(asOf));
      return EXIT.ok;
    }
    io.out(args.format === 'json' ? JSON.stringify(result, null, 2) : traceToMarkdown(result));
    return EXIT.ok;
  } catch (e) {
    if (e instanceof TraceTargetNotFound) {
      io.err(e.message);
      return EXIT.notFound;
    }
    if (isMarquezApiError(e) && e.kind === 'not-found') {
      io.err(`Dataset "${args.dataset}" in namespace "${args.namespace}" is not known to Marquez at ${args.marquez}.`);
      return EXIT.notFound;
    }
    if (isMarquezApiError(e) && (e.kind === 'network' || e.kind === 'timeout')) {
      io.err(`Marquez at ${args.marquez} did not answer (${e.message}) — is it running, and is --marquez right?`);
      return EXIT.failed;
    }
    io.err(`Could not trace: ${e instanceof Error ? e.message : String(e)}`);
    return EXIT.failed;
  }
}
