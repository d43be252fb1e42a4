// `tributary <command> [options]`: the one executable of the package (bin/tributary.mjs runs it through tsx).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCliArgs, type Flag } from '../lib/cli-args.ts';

interface Command {
  /** The module that implements it, relative to this file; it reads `process.argv.slice(2)` when imported. */
  module: string;
  summary: string;
  /** Optional commands whose module another change adds; listed only once the file exists. */
  optional?: boolean;
}

// The emulator and the recorder live beside the emulator in mocks/; the package ships them, and this dispatcher is
// the composition root that reaches them (by URL, as the server's embedded bootstrap does).
const COMMANDS: Record<string, Command> = {
  serve: { module: '../server/main.ts', summary: 'the web app (production build) against a Marquez, or the embedded emulator' },
  emulator: { module: '../../mocks/cli/emulator.ts', summary: 'a standalone Marquez emulator: POST OpenLineage events, read the Marquez API' },
  trace: { module: './trace.ts', summary: 'trace one field through the lineage, hop by hop (text, --json or --markdown)' },
  impact: { module: './impact.ts', summary: 'what a field or dataset reaches downstream, with owners, runs and checks (--csv or --json)' },
  health: { module: './health.ts', summary: 'lineage health: runs gone silent, edges Marquez no longer draws (--strict for CI)', optional: true },
  coverage: { module: './coverage.ts', summary: 'where the stack yields column-level lineage and where only dataset-level' },
  boundaries: { module: './boundaries.ts', summary: 'datasets that are probably the same but that lineage does not connect' },
  record: { module: '../../mocks/cli/record.ts', summary: "save a Marquez's events as NDJSON, to replay with `tributary emulator --events`" },
  'connect-lineage': {
    module: './connect-lineage.ts',
    summary: 'lineage of Kafka Connect connectors from their configs and registry schemas, as OpenLineage events',
  },
  enrich: { module: './enrich.ts', summary: "column lineage derived from Flink SQL jobs' SQL, sent to Marquez on their current runs (--dry-run)" },
};

const moduleUrl = (c: Command) => new URL(c.module, import.meta.url);
const available = (c: Command) => !c.optional || existsSync(fileURLToPath(moduleUrl(c)));

function usage(): string {
  const shown = Object.entries(COMMANDS).filter(([, c]) => available(c));
  const width = Math.max(...shown.map(([name]) => name.length)) + 2;
  const rows = shown.map(([name, c]) => `  ${name.padEnd(width)}${c.summary}`);
  return ['usage: tributary <command> [options]   (tributary <command> --help for its options)', '', ...rows].join('\n');
}

const SERVE_USAGE = `usage: tributary serve [--port 4173] [--host 127.0.0.1] [--marquez <url>] [--scenario <name>] [--data <dir>] [--dist <dir>]
  --marquez   proxy /api to this Marquez (MARQUEZ_URL); without it the embedded emulator answers
  --scenario  the embedded emulator's scenario: demo, talk, broken-boundaries, hostile, none (TRIBUTARY_SCENARIO)
  --data      keep the embedded emulator's events in <dir> across restarts (TRIBUTARY_DATA)
  --dist      the production build to serve (DIST_DIR; default: the one in the package)
  --port, --host  where to listen (PORT, HOST)
The environment variables of \`npm run serve\` work too; a flag wins over its variable.`;

const SERVE_FLAGS = {
  port: { type: 'string', env: 'PORT' },
  host: { type: 'string', env: 'HOST' },
  marquez: { type: 'string', env: 'MARQUEZ_URL' },
  scenario: { type: 'string', env: 'TRIBUTARY_SCENARIO' },
  data: { type: 'string', env: 'TRIBUTARY_DATA' },
  dist: { type: 'string', env: 'DIST_DIR' },
} as const satisfies Record<string, Flag>;

/** `serve` takes flags for what `npm run serve` reads from the environment: each flag given sets its variable. */
function serveArgsToEnv(argv: readonly string[]): string | null {
  // No environment passed in: only the flags given are written over it.
  const read = parseCliArgs(argv, SERVE_FLAGS, {});
  if ('error' in read) return read.error;
  for (const [flag, { env }] of Object.entries(SERVE_FLAGS)) {
    const value = read.values[flag as keyof typeof SERVE_FLAGS];
    if (value !== undefined) process.env[env] = value;
  }
  return null;
}

async function main(): Promise<number | null> {
  const [name, ...rest] = process.argv.slice(2);
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(usage());
    return name ? 0 : 2;
  }
  if (name === '--version' || name === '-v') {
    const { createRequire } = await import('node:module');
    console.log((createRequire(import.meta.url)('../../package.json') as { version: string }).version);
    return 0;
  }
  const command = COMMANDS[name];
  if (!command || !available(command)) {
    console.error(`tributary: unknown command '${name}'\n\n${usage()}`);
    return 2;
  }
  if (name === 'serve') {
    if (rest.includes('--help') || rest.includes('-h')) {
      console.log(SERVE_USAGE);
      return 0;
    }
    const problem = serveArgsToEnv(rest);
    if (problem) {
      console.error(`tributary serve: ${problem}\n${SERVE_USAGE}`);
      return 2;
    }
    rest.length = 0;
  }
  // The command modules read their arguments from process.argv, as under `npm run <command> -- …`.
  process.argv = [process.argv[0] ?? 'node', fileURLToPath(moduleUrl(command)), ...rest];
  await import(moduleUrl(command).href);
  return null;
}

const code = await main();
if (code !== null) process.exitCode = code;
