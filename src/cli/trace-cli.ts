import { createMarquezClient, type FetchLike } from '../api/client.ts';
import { traceToMarkdown } from '../domain/trace/trace-to-markdown.ts';
import { asOfToMarkdown } from '../domain/time-travel/as-of-to-markdown.ts';
import { asOfQueryOptions } from '../investigation/as-of-query.ts';
import { traceQueryOptions } from '../investigation/trace-query.ts';
import { createCliQueryClient } from './cli-query-client.ts';
import { readSqlFilesOrReason } from './sql-file-args.ts';
import { parseTraceArgs, TRACE_USAGE } from './trace-args.ts';
import { EXIT, walkFailure } from './walk-failure.ts';

export { EXIT } from './walk-failure.ts';

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
  // The browser's own path: the same query options, loader, stitch policy and walk, answered by this client.
  const queryClient = createCliQueryClient(client);
  const source = { view: args.view, since: args.since, until: args.until, depth: args.depth };
  const target = { namespace: args.namespace, dataset: args.dataset, field: args.field };
  const read = await readSqlFilesOrReason(args.sqlFiles);
  if ('unreadable' in read) {
    io.err(`Could not read a --sql file: ${read.unreadable}`);
    return EXIT.badArgs;
  }
  const { sql } = read;
  try {
    if (args.asOf) {
      const { trace } = await queryClient.fetchQuery(asOfQueryOptions({ target, asof: args.asOf, inferred: args.inferred, source, sql }));
      io.out(args.format === 'json' ? JSON.stringify(trace, null, 2) : asOfToMarkdown(trace));
      return EXIT.ok;
    }
    const stitch = args.stitchMinConfidence !== null;
    const computation = await queryClient.fetchQuery(
      traceQueryOptions({
        target,
        tdir: args.direction,
        inferred: args.inferred,
        stitch,
        decisions: {},
        ...(stitch ? { minConfidence: args.stitchMinConfidence ?? 1 } : {}),
        source,
        ...(Object.keys(sql).length > 0 ? { sql } : {}),
      }),
    );
    const result = computation.upstream ?? computation.downstream;
    if (!result) throw new Error('the trace returned nothing');
    io.out(args.format === 'json' ? JSON.stringify(result, null, 2) : traceToMarkdown(result));
    return EXIT.ok;
  } catch (e) {
    return walkFailure(e, args, io.err, 'trace');
  }
}
