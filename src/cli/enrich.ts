// `npm run enrich -- --marquez <url> [--dry-run] [--sql <namespace/job>=<file> ...] [--job <namespace>/<name> ...]`
import { runEnrichCli } from './enrich-cli.ts';

process.exitCode = await runEnrichCli(process.argv.slice(2), { out: (t) => console.log(t), err: (t) => console.error(t), env: process.env });
