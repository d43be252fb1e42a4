import { createMarquezClient, type FetchLike } from '../api/client.ts';
import { filterImpact, sortImpact } from '../domain/impact/filter-impact.ts';
import { impactCsv } from '../domain/impact/impact-csv.ts';
import { impactJson } from '../domain/impact/impact-json.ts';
import { pathText } from '../domain/impact/impact-paths.ts';
import type { ImpactRow } from '../domain/impact/impact-types.ts';
import { impactQueryOptions } from '../investigation/impact-query.ts';
import { createCliQueryClient } from './cli-query-client.ts';
import { IMPACT_USAGE, parseImpactArgs, type ImpactArgs } from './impact-args.ts';
import { readSqlFilesOrReason } from './sql-file-args.ts';
import { EXIT, walkFailure } from './walk-failure.ts';

export interface ImpactCliIo {
  /** Writes one chunk of the listing as it is produced (a promise when the stream asks to wait). */
  write(chunk: string): void | Promise<void>;
  err(text: string): void;
  env?: Readonly<Record<string, string | undefined>>;
  /** Stands in for global fetch (tests answer from the in-process emulator). */
  fetch?: FetchLike;
}

// Markdown cells hold untrusted names: a pipe would end the cell, a newline the row.
const md = (text: string): string => text.replace(/[\\|]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ');

function* markdown(rows: Iterable<ImpactRow>, args: ImpactArgs): Generator<string, void, undefined> {
  yield `# Impact of ${md(`${args.namespace}/${args.dataset}${args.field === null ? '' : `.${args.field}`}`)}\n\n`;
  yield '| hops | kind | name | level | owners | engine | last run | quality | volume | path |\n|---|---|---|---|---|---|---|---|---|---|\n';
  let count = 0;
  for (const r of rows) {
    count++;
    const run = r.lastRun ? `${r.freshness} ${r.lastRun.at ?? ''}`.trim() : r.freshness;
    const quality = r.lastFailure && r.quality !== 'failed' ? `${r.quality} (failed ${r.lastFailure.at?.slice(0, 10) ?? 'earlier'})` : r.quality;
    const cells = [
      String(r.distance),
      r.kind,
      `${r.namespace}/${r.name}`,
      r.level,
      r.owners.join(', ') || 'missing',
      r.engine ?? '—',
      run,
      quality,
      r.volume,
      pathText(r.path),
    ];
    yield `| ${cells.map(md).join(' | ')} |\n`;
  }
  yield `\n${count} ${count === 1 ? 'entry' : 'entries'}.\n`;
}

/** Runs `tributary impact`; the exit code: 0 ok, 1 Marquez failed, 2 bad arguments, 3 dataset/field not found. */
export async function runImpactCli(argv: readonly string[], io: ImpactCliIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    await io.write(`${IMPACT_USAGE}\n`);
    return EXIT.ok;
  }
  const args = parseImpactArgs(argv, io.env ?? {});
  if (typeof args === 'string') {
    io.err(`${args}\n\n${IMPACT_USAGE}`);
    return EXIT.badArgs;
  }
  const read = await readSqlFilesOrReason(args.sqlFiles);
  if ('unreadable' in read) {
    io.err(`Could not read a --sql file: ${read.unreadable}`);
    return EXIT.badArgs;
  }
  const { sql } = read;
  const client = createMarquezClient({ baseUrl: args.api, ...(io.fetch ? { fetch: io.fetch } : {}) });
  try {
    // The impact panel's own query options, answered by this client: one path for both.
    const { rows, skipped } = await createCliQueryClient(client).fetchQuery(
      impactQueryOptions({
        namespace: args.namespace,
        dataset: args.dataset,
        field: args.field,
        inferred: args.inferred,
        stitchMinConfidence: args.stitchMinConfidence,
        source: { view: args.view, since: args.since, until: args.until, depth: args.depth },
        sql,
      }),
    );
    const filter = { levels: args.levels, engines: args.engines, ...(args.owner !== null ? { owner: args.owner } : {}) };
    const listed = sortImpact(filterImpact(rows, filter), args.sort);
    const chunks =
      args.format === 'csv'
        ? impactCsv(listed)
        : args.format === 'json'
          ? impactJson(listed, { start: { namespace: args.namespace, dataset: args.dataset, field: args.field }, filter, sort: args.sort })
          : markdown(listed, args);
    for (const chunk of chunks) await io.write(chunk);
    for (const s of skipped) io.err(`Marquez refused ${s.kind} ${s.id} (${s.status}): listed without its details.`);
    return EXIT.ok;
  } catch (e) {
    return walkFailure(e, args, io.err, 'list the impact');
  }
}
