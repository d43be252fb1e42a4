import { createMarquezClient, type FetchLike } from '../api/client.ts';
import { loadLineageHealth } from '../investigation/lineage-health.ts';
import { isMarquezApiError } from '../api/marquez-api-error.ts';
import { clientSource } from '../investigation/run-source.ts';
import { formatUtc } from '../domain/run-lineage/drop-reason.ts';
import type { LineageHealth } from '../domain/run-lineage/lineage-health.ts';
import { DEFAULT_STALE_HOURS } from '../domain/run-lineage/run-lineage-types.ts';
import { table, termSafe } from './catalog-cli.ts';
import { marquezFailure } from './marquez-failure.ts';
import { marquezUrl, parseCliArgs, viewArgs, VIEW_FLAGS, type Env, type Flag, type MarquezUrl } from '../lib/cli-args.ts';

/** 0 healthy (or not strict), 1 Marquez did not answer, 2 bad arguments, 4 problems found with `--strict`. */
export const HEALTH_EXIT = { ok: 0, marquez: 1, usage: 2, unhealthy: 4 } as const;

export const HEALTH_USAGE = `Usage: npm run health -- --marquez <url> [--json] [--strict] [--stale-hours <h>] [--since <ISO>] [--until <ISO>]

Lineage health of a whole Marquez, from what the runs did:
  staleRuns     RUNNING runs with no event for longer than --stale-hours (default ${DEFAULT_STALE_HOURS}) before the window's end:
                probably stopped without a final event
  droppedEdges  datasets a run read or wrote in the window that Marquez's /lineage no longer draws, and why

  --marquez <url>   Marquez base URL (or $MARQUEZ_URL)
  --json            print JSON instead of tables
  --strict          exit 4 when either list is not empty (a CI gate)
  --since, --until  the window (default: 30 days ending at the newest run)`;

export interface HealthCliIo {
  out(text: string): void;
  err(text: string): void;
  env?: Readonly<Record<string, string | undefined>>;
  fetch?: FetchLike;
}

interface HealthArgs {
  marquez: MarquezUrl;
  json: boolean;
  strict: boolean;
  staleHours: number;
  since: string | null;
  until: string | null;
}

const FLAGS = {
  marquez: { type: 'string' },
  json: { type: 'boolean' },
  strict: { type: 'boolean' },
  'stale-hours': { type: 'string' },
  since: VIEW_FLAGS.since,
  until: VIEW_FLAGS.until,
  help: { type: 'boolean', short: 'h' },
} as const satisfies Record<string, Flag>;

function parse(argv: readonly string[], env: Env): HealthArgs | 'help' | string {
  const read = parseCliArgs(argv, FLAGS, env);
  if ('error' in read) return read.error;
  const { values } = read;
  if (values.help) return 'help';
  const marquez = marquezUrl(values.marquez, env, { required: true });
  if ('error' in marquez) return marquez.error;
  const staleHours = Number(values['stale-hours'] ?? DEFAULT_STALE_HOURS);
  if (!Number.isFinite(staleHours) || staleHours <= 0) return `--stale-hours must be a positive number, got "${values['stale-hours']}".`;
  // Health reads run-level lineage only: the window, without --view.
  const window = viewArgs({ since: values.since, until: values.until });
  if ('error' in window) return window.error;
  return { marquez, json: values.json ?? false, strict: values.strict ?? false, staleHours, since: window.since, until: window.until };
}

function render(health: LineageHealth & { notes: string[] }): string {
  const lines = [`Lineage health, runs from ${formatUtc(health.window.since)} to ${formatUtc(health.window.until)}`, ''];
  lines.push(`${health.staleRuns.length} stale run${health.staleRuns.length === 1 ? '' : 's'} (RUNNING, probably stopped without a final event)`);
  if (health.staleRuns.length > 0) {
    lines.push(
      table(
        ['job', 'run', 'last event', 'silent'],
        health.staleRuns.map((r) => [`${r.job.namespace} ${r.job.name}`, r.runId, formatUtc(r.lastEventTime), `${Math.round(r.silentHours)} h`]),
      ),
    );
  }
  lines.push('', `${health.droppedEdges.length} edge${health.droppedEdges.length === 1 ? '' : 's'} Marquez no longer draws`);
  for (const e of health.droppedEdges) {
    lines.push(termSafe(`${e.job.name} ${e.direction === 'input' ? 'reads' : 'writes'} ${e.dataset.namespace} ${e.dataset.name}`), `  ${termSafe(e.reason)}`);
  }
  if (health.notes.length > 0) lines.push('', 'Notes:', ...health.notes.map((n) => `  ${termSafe(n)}`));
  return lines.join('\n');
}

/** Runs `npm run health`; returns the exit code. */
export async function runHealthCli(argv: readonly string[], io: HealthCliIo): Promise<number> {
  const args = parse(argv, io.env ?? {});
  if (args === 'help') {
    io.out(HEALTH_USAGE);
    return HEALTH_EXIT.ok;
  }
  if (typeof args === 'string') {
    io.err(`health: ${args}\n\n${HEALTH_USAGE}`);
    return HEALTH_EXIT.usage;
  }
  const client = createMarquezClient({ baseUrl: args.marquez.api, ...(io.fetch ? { fetch: io.fetch } : {}) });
  let health;
  try {
    health = await loadLineageHealth(clientSource(client), { since: args.since, until: args.until, staleHours: args.staleHours });
  } catch (e) {
    if (!isMarquezApiError(e)) throw e;
    io.err(`health: ${marquezFailure(args.marquez.marquez, e)}`);
    return HEALTH_EXIT.marquez;
  }
  const { staleRuns, droppedEdges, window, notes } = health;
  io.out(args.json ? JSON.stringify({ window, staleRuns, droppedEdges, notes }, null, 2) : render(health));
  return args.strict && (staleRuns.length > 0 || droppedEdges.length > 0) ? HEALTH_EXIT.unhealthy : HEALTH_EXIT.ok;
}
