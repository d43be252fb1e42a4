// `npm run impact -- --marquez <url> --namespace <ns> --dataset <name> [--field <field>] [--csv | --json]`
import { runImpactCli } from './impact-cli.ts';

process.exitCode = await runImpactCli(process.argv.slice(2), {
  // Chunks go straight to stdout, waiting when the pipe is full, so a 10,000-row listing is never one string.
  write: (chunk) => (process.stdout.write(chunk) ? undefined : new Promise<void>((resolve) => process.stdout.once('drain', () => resolve()))),
  err: (t) => console.error(t),
  env: process.env,
});
