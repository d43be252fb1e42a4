// `npm run connect-lineage -- --connect <url> [--schema-registry <url>] (--marquez <url> | --out <file> | --dry-run)`
import { setMaxListeners } from 'node:events';
import { runConnectLineageCli } from './connect-lineage-cli.ts';

// Ctrl-C ends a --watch loop after the poll in flight; a second Ctrl-C exits at once.
const controller = new AbortController();
// Every request of a poll listens on this one signal (1,000 connectors read in batches).
setMaxListeners(0, controller.signal);
process.on('SIGINT', () => {
  if (controller.signal.aborted) process.exit(130);
  controller.abort();
});
process.on('SIGTERM', () => controller.abort());

process.exitCode = await runConnectLineageCli(process.argv.slice(2), {
  out: (t) => console.log(t),
  err: (t) => console.error(t),
  env: process.env,
  signal: controller.signal,
});
process.exit();
