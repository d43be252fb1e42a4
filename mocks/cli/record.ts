// `npm run record -- --from <marquez url> --out <file.ndjson> [--after ISO] [--before ISO]`
import { writeFile } from 'node:fs/promises';
import { parseCliArgs, type Flag } from '../../src/lib/cli-args.ts';
import { recordEvents } from './record-events.ts';

const USAGE = 'usage: npm run record -- --from <marquez url> --out <file.ndjson> [--after ISO] [--before ISO]';

const FLAGS = { from: { type: 'string' }, out: { type: 'string' }, after: { type: 'string' }, before: { type: 'string' } } as const satisfies Record<
  string,
  Flag
>;

async function main(): Promise<void> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(`${USAGE}\n  pages through GET /api/v1/events/lineage (oldest first) and writes one event per line`);
    return;
  }
  const read = parseCliArgs(process.argv.slice(2), FLAGS, process.env);
  if ('error' in read) throw new Error(read.error);
  const { from, out, after, before } = read.values;
  if (!from || !out) throw new Error('--from and --out are required');
  const events = await recordEvents({
    from,
    after,
    before,
    onProgress: (n, total) => process.stderr.write(`\rrecorded ${n} event(s) (Marquez counts ${total} in range)`),
  });
  process.stderr.write('\n');
  await writeFile(out, events.map((e) => JSON.stringify(e)).join('\n') + (events.length ? '\n' : ''), 'utf8');
  console.log(`wrote ${events.length} event(s) to ${out}; replay with: npm run emulator -- --port 5000 --no-scenario --events ${out}`);
}

main().catch((e: unknown) => {
  console.error(`record: ${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
  process.exit(2);
});
