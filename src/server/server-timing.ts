import { createWriteStream } from 'node:fs';

type Fields = Record<string, string | number | boolean>;

/**
 * Opt-in timeline of the server's own work: `TRIBUTARY_TIMING=1` writes one line per step to stderr, any other
 * value is a file the lines are appended to (a harness that keeps only the server's last output lines). Times are
 * milliseconds since the process started, so a first visit reads step by step next to the ELK thread's runs (the
 * warm-up's and the real layouts') and the page's own requests. Off by default: nothing is formatted or written then.
 */
const setting = process.env.TRIBUTARY_TIMING ?? '';
export const SERVER_TIMING_ENABLED = setting !== '' && setting !== '0';

const sink: ((line: string) => void) | null = !SERVER_TIMING_ENABLED
  ? null
  : setting === '1'
    ? (line) => void process.stderr.write(line)
    : (() => {
        const file = createWriteStream(setting, { flags: 'a' });
        return (line: string) => void file.write(line);
      })();

const origin = Date.now() - Math.round(process.uptime() * 1000);

/** Writes `[timing] +<ms> <step> <fields>` when enabled. */
export function timing(step: string, fields: Fields = {}): void {
  if (sink === null) return;
  const extra = Object.entries(fields)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  sink(`[timing] +${Date.now() - origin} pid=${process.pid} ${step}${extra ? ` ${extra}` : ''}\n`);
}

/** A step's timeline from its start: `mark` writes the step with the milliseconds since `begin`. */
export function timeline(label: string, fields: Fields = {}): (step: string, more?: Fields) => void {
  if (sink === null) return () => undefined;
  const begin = Date.now();
  timing(`${label} begin`, fields);
  return (step, more = {}) => timing(`${label} ${step}`, { since: Date.now() - begin, ...more });
}
