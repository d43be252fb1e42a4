import type { QueryClient } from '@tanstack/react-query';
import { createMarquezClient, type FetchLike } from '../api/client.ts';
import { datasetQueryOptions } from '../api/get-dataset.ts';
import { jobQueryOptions } from '../api/get-job.ts';
import { jobsQueryOptions } from '../api/get-jobs.ts';
import { namespacesQueryOptions } from '../api/get-namespaces.ts';
import { isMarquezApiError } from '../api/marquez-api-error.ts';
import { postLineageEvents } from '../api/post-lineage-events.ts';
import type { MqDataset, MqField, MqJob, MqRun } from '../domain/marquez-shapes.ts';
import { jobNodeId } from '../domain/node-id.ts';
import { deriveSqlLineage } from '../domain/sql-lineage/derive-sql-lineage.ts';
import type { DerivedSqlLineage } from '../domain/sql-lineage/derived-types.ts';
import { enrichEvent, SQL_LINEAGE_PRODUCER, type EnrichDataset } from '../domain/sql-lineage/enrich-event.ts';
import { sqlJobs } from '../domain/sql-lineage/sql-jobs.ts';
import { identityKey, jobIdentities } from '../domain/stitching/catalog.ts';
import { readSymlinks } from '../domain/stitching/dataset-facets.ts';
import { pageAll } from '../lib/async-batches.ts';
import { isJobKey, marquezUrl, parseCliArgs, sqlFilesArg, type Env, type Flag, type MarquezUrl } from '../lib/cli-args.ts';
import { termSafe } from './catalog-cli.ts';
import { createCliQueryClient } from './cli-query-client.ts';
import { marquezFailure } from './marquez-failure.ts';
import { readSqlFilesOrReason } from './sql-file-args.ts';

/** 0 done (or nothing to enrich), 1 Marquez could not be read, 2 bad arguments, 3 events not delivered. */
export const ENRICH_EXIT = { ok: 0, marquez: 1, usage: 2, undelivered: 3 } as const;

export const ENRICH_USAGE = `Usage: npm run enrich -- --marquez <url> [--dry-run] [--sql <namespace/job>=<file> ...] [--job <namespace>/<name> ...]

Derives the column lineage of Flink SQL jobs from their SQL (the job's sql facet, or a file given with --sql) and sends
it to Marquez as OpenLineage events on each job's current run, so every Marquez client sees it
(producer ${SQL_LINEAGE_PRODUCER}). Off unless run. README "Derived column lineage (Flink SQL)".

  --marquez <url>                 the Marquez (or emulator) to read and to POST to ($MARQUEZ_URL)
  --dry-run                       print the events as NDJSON on stdout, send nothing (the summary goes to stderr)
  --sql <namespace/job>=<file>    SQL of a job whose events carry no sql facet (repeatable)
  --job <namespace>/<name>        only these jobs (repeatable); default: every job with a sql facet or a --sql file`;

export interface EnrichIo {
  out(text: string): void;
  err(text: string): void;
  env?: Readonly<Record<string, string | undefined>>;
  /** Stands in for global fetch, for the reads and the events sent. */
  fetch?: FetchLike;
  now?: () => string;
}

interface Args {
  marquez: MarquezUrl;
  dryRun: boolean;
  sqlFiles: Record<string, string>;
  /** `namespace/name` keys; matched whole against the jobs Marquez lists (a namespace may hold a slash). */
  jobs: string[];
}

const keyOf = (job: { namespace: string; name: string }): string => `${job.namespace}/${job.name}`;

const FLAGS = {
  marquez: { type: 'string' },
  'dry-run': { type: 'boolean' },
  sql: { type: 'string', multiple: true },
  job: { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Record<string, Flag>;

function parse(argv: readonly string[], env: Env): Args | 'help' | string {
  const read = parseCliArgs(argv, FLAGS, env);
  if ('error' in read) return read.error;
  const { values } = read;
  if (values.help) return 'help';
  const marquez = marquezUrl(values.marquez, env, { required: true });
  if ('error' in marquez) return marquez.error;
  const sql = sqlFilesArg(values.sql);
  if ('error' in sql) return sql.error;
  const jobs = values.job ?? [];
  const bad = jobs.find((j) => !isJobKey(j));
  if (bad !== undefined) return `--job needs <namespace>/<name>, got ${JSON.stringify(bad)}`;
  return { marquez, dryRun: values['dry-run'] ?? false, sqlFiles: sql.sqlFiles, jobs };
}

const PAGE = 100;

/** Every job of every namespace (job list pages of 100), through the browser's query options. */
async function allJobs(qc: QueryClient): Promise<MqJob[]> {
  const namespaces = await qc.fetchQuery(namespacesQueryOptions({ limit: 1000, offset: 0 }));
  const out: MqJob[] = [];
  for (const ns of namespaces) {
    out.push(...(await pageAll(async (offset) => (await qc.fetchQuery(jobsQueryOptions({ namespace: ns.name, limit: PAGE, offset }))).items, PAGE)));
  }
  return out;
}

/** The datasets a run read or wrote, as its events named them; null when Marquez did not list them. */
function runDatasets(versions: MqRun['inputDatasetVersions']): { namespace: string; name: string }[] | null {
  const ids = (versions ?? []).map((v) => ({ namespace: v.datasetVersionId.namespace, name: v.datasetVersionId.name }));
  const unique = ids.filter((id, i) => ids.findIndex((o) => identityKey(o) === identityKey(id)) === i);
  return unique.length > 0 ? unique : null;
}

// Marquez's fields of a dataset are every producer's schema merged (a reader's types leak into the writer's version),
// so a name can appear twice; the event names each field once, with its first type.
function uniqueFields(d: MqDataset | undefined): MqField[] {
  const fields = d?.fields ?? [];
  return fields.filter((f, i) => fields.findIndex((o) => o.name === f.name) === i);
}

export async function runEnrichCli(argv: readonly string[], io: EnrichIo): Promise<number> {
  const args = parse(argv, io.env ?? {});
  if (args === 'help') {
    io.out(ENRICH_USAGE);
    return ENRICH_EXIT.ok;
  }
  if (typeof args === 'string') {
    io.err(`enrich: ${args}\n\n${ENRICH_USAGE}`);
    return ENRICH_EXIT.usage;
  }
  const read = await readSqlFilesOrReason(args.sqlFiles);
  if ('unreadable' in read) {
    io.err(`enrich: could not read a --sql file: ${read.unreadable}`);
    return ENRICH_EXIT.usage;
  }
  const files = read.sql;
  // In --dry-run stdout is the NDJSON alone, so it can be piped; what is said goes to stderr.
  const say = args.dryRun ? io.err : io.out;
  const client = createMarquezClient({ baseUrl: args.marquez.api, ...(io.fetch ? { fetch: io.fetch } : {}) });
  const qc = createCliQueryClient(client);
  const events: { event: Record<string, unknown>; job: string }[] = [];
  try {
    const listed = await allJobs(qc);
    const wanted = (j: MqJob): boolean => (args.jobs.length > 0 ? args.jobs.includes(keyOf(j)) : j.facets?.sql !== undefined || keyOf(j) in files);
    for (const key of [...args.jobs, ...Object.keys(files)]) {
      if (!listed.some((j) => keyOf(j) === key)) say(`! no job ${termSafe(key)} in Marquez`);
    }
    // The job GET has the current version's facets (the list only the latest run's), re-sent with the event.
    const jobs: MqJob[] = [];
    for (const j of listed.filter(wanted)) jobs.push(await qc.fetchQuery(jobQueryOptions(j)));
    const datasets = new Map<string, MqDataset>();
    for (const job of jobs) {
      for (const id of [...jobIdentities(job.inputs), ...jobIdentities(job.outputs)]) {
        const key = identityKey(id);
        if (!datasets.has(key)) datasets.set(key, await qc.fetchQuery(datasetQueryOptions(id)));
      }
    }
    // A job lists its datasets' symlink names as identities of their own (docs/marquez-behaviours.md#symlinks-and-aliases);
    // the lineage and the event name each dataset once, by the name its producer used.
    const aliases = new Set([...datasets.values()].flatMap((d) => readSymlinks(d).map(identityKey)));
    const primaries = [...datasets.values()].filter((d) => !aliases.has(identityKey(d)));
    const work = sqlJobs(jobs, { graph: [] }, primaries, files);
    if (work.length === 0) say('no job with SQL: nothing to enrich (jobs need a sql facet, or --sql <namespace/job>=<file>)');
    for (const job of jobs) {
      const name = keyOf(job);
      const w = work.find((x) => x.id === jobNodeId(job));
      if (!w) continue;
      const run = job.latestRun ?? job.latestRuns?.[0];
      if (!run) {
        say(`· ${termSafe(name)}: no run to attach the lineage to`);
        continue;
      }
      let derived: DerivedSqlLineage;
      try {
        derived = deriveSqlLineage(w.sql, w.datasets);
      } catch (e) {
        say(`✗ ${termSafe(name)}: the SQL could not be read (${termSafe(e instanceof Error ? e.message : String(e))})`);
        continue;
      }
      const dataset = (id: { namespace: string; name: string }): EnrichDataset => ({
        namespace: id.namespace,
        name: id.name,
        fields: uniqueFields(datasets.get(identityKey(id))),
      });
      const own = (list: readonly { namespace: string; name: string }[]) => list.filter((id) => !aliases.has(identityKey(id))).map(dataset);
      const { event, notes } = enrichEvent({
        job,
        run,
        inputs: own(runDatasets(run.inputDatasetVersions) ?? jobIdentities(job.inputs)),
        outputs: own(runDatasets(run.outputDatasetVersions) ?? jobIdentities(job.outputs)),
        derived,
        eventTime: io.now?.() ?? new Date().toISOString(),
      });
      const columns = derived.outputs.reduce((n, o) => n + Object.keys(o.fields).length, 0);
      say(
        `✓ ${termSafe(name)} (${w.origin === 'file' ? 'SQL file' : 'sql facet'}): run ${run.id} ${run.state}, ${columns} columns derived by ${derived.parser}`,
      );
      for (const u of derived.unmapped) say(`    ! table ${termSafe(u.table)} not mapped: ${termSafe(u.reason)}`);
      for (const u of derived.unsupported) say(`    ! not derived: ${termSafe(u.statement)} — ${termSafe(u.reason)}`);
      for (const n of notes) say(`    ! ${termSafe(n)}`);
      // An event without any derived facet would only re-send what Marquez has.
      if (derived.outputs.some((o) => Object.keys(o.fields).length + o.dataset.length > 0)) events.push({ event, job: name });
      else say(`    nothing derived: no event for ${termSafe(name)}`);
    }
  } catch (e) {
    if (!isMarquezApiError(e)) throw e;
    io.err(`enrich: ${marquezFailure(args.marquez.marquez, e)}`);
    return ENRICH_EXIT.marquez;
  }
  if (args.dryRun) {
    for (const { event } of events) io.out(JSON.stringify(event));
    say(`dry run: ${events.length} events not sent`);
    return ENRICH_EXIT.ok;
  }
  const url = `${args.marquez.api}/lineage`;
  const { sent, failures } = await postLineageEvents(
    client,
    events.map((e) => e.event),
  );
  for (const f of failures) {
    const job = termSafe(events[f.index]?.job ?? '');
    if (f.status !== undefined) io.err(`enrich: ${job}: ${url} answered HTTP ${f.status} ${termSafe((f.text ?? '').slice(0, 200))}`);
    else io.err(`enrich: ${job}: cannot reach ${url}: ${f.error instanceof Error ? f.error.message : String(f.error)}`);
  }
  io.out(`sent ${sent} of ${events.length} events to ${url}`);
  return sent === events.length ? ENRICH_EXIT.ok : ENRICH_EXIT.undelivered;
}
