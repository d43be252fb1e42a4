// `npm run emulator -- --port <p> [--host 127.0.0.1] [--data <dir>] [--events <file|dir> …] [--no-scenario] [--scenario <name>] [--fault route=kind …]`
import { createEmulatorMiddleware } from '../server/node-middleware.ts';
import { JournalError, openJournal, type Journal } from '../server/journal.ts';
import { startEmulatorServer } from '../server/standalone-server.ts';
import { parseCliArgs, type Flag } from '../../src/lib/cli-args.ts';
import { readEventFiles } from './event-files.ts';

const USAGE = `usage: npm run emulator -- --port <port> [--host 127.0.0.1] [--data <dir>] [--events <file|dir> ...] [--no-scenario]
                          [--scenario demo|talk|broken-boundaries|real-streams|hostile|none] [--fault <route>=<kind> ...]
  --data     keep every accepted event in <dir> (NDJSON journal, fsynced before the 201) and replay it on start;
             --segment-mb <n> starts a new journal file past n MiB (default 64). Replay anywhere with --events <dir>.
  --events   .json (one event or an array) and .ndjson files or directories, replayed sorted by eventTime
  --fault    route: namespaces datasets jobs runs lineage column-lineage search events ingest *
             kind:  500 404 timeout slow malformed down   (also TRIBUTARY_FAULTS, or POST /__emulator/faults)`;

const FLAGS = {
  port: { type: 'string' },
  host: { type: 'string' },
  data: { type: 'string' },
  'segment-mb': { type: 'string' },
  events: { type: 'string', multiple: true },
  fault: { type: 'string', multiple: true },
  'no-scenario': { type: 'boolean' },
  scenario: { type: 'string', env: 'TRIBUTARY_SCENARIO' },
} as const satisfies Record<string, Flag>;

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const read = parseCliArgs(argv, FLAGS, process.env);
  if ('error' in read) throw new Error(read.error);
  const args = read.values;
  const port = Number(args.port ?? '5000');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number`);
  const host = args.host ?? '127.0.0.1';
  const scenario = args['no-scenario'] ? 'none' : args.scenario;
  const middleware = createEmulatorMiddleware({ scenario, faults: args.fault ?? [] });

  const files = args.events ?? [];
  if (files.length > 0) {
    const { events, problems } = await readEventFiles(files);
    for (const p of problems) console.warn(`  skipped ${p}`);
    const result = middleware.emulator.loadEvents(events.map((e) => e.event));
    console.log(`loaded ${result.loaded} event(s), rejected ${result.rejected.length}`);
    for (const r of result.rejected) console.log(`  rejected ${events[r.index]?.origin ?? `#${r.index}`}: ${r.reasons.join('; ')}`);
  }
  const dataDir = args.data;
  let journal: Journal | null = null;
  if (dataDir) {
    const segmentMb = Number(args['segment-mb'] ?? '64');
    if (!(segmentMb > 0)) throw new Error('--segment-mb must be a positive number');
    try {
      const opened = await openJournal(middleware.emulator, { dir: dataDir, segmentBytes: Math.round(segmentMb * 1024 * 1024) });
      journal = opened.journal;
      const { events, segments, tornTail } = opened.report;
      console.log(`journal ${dataDir}: replayed ${events} event(s) from ${segments} file(s)${tornTail ? ', dropped a torn last line' : ''}`);
    } catch (e) {
      // A journal that cannot be read is never silently replaced by an empty one.
      if (e instanceof JournalError) {
        console.error(`emulator: journal ${dataDir} refused: ${e.message}`);
        process.exit(3);
      }
      throw e;
    }
    middleware.useJournal(journal);
  }
  const server = await startEmulatorServer(middleware, port, host);
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const faults = middleware.faults();
  console.log(
    `Marquez emulator on http://${host}:${bound}/api/v1 (scenario: ${scenario ?? 'demo'}${faults.length ? `, faults: ${faults.map((f) => `${f.route}=${f.kind}`).join(' ')}` : ''})`,
  );
  console.log(`  try: curl http://${host}:${bound}/api/v1/namespaces`);
  const stop = () => server.close(() => void (journal ? journal.close() : Promise.resolve()).then(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error(`emulator: ${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
  process.exit(2);
});
