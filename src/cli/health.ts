// `npm run health -- --marquez <url> [--json] [--strict]`
import { runHealthCli } from './health-cli.ts';

process.exitCode = await runHealthCli(process.argv.slice(2), {
  out: (t) => console.log(t),
  err: (t) => console.error(t),
  env: process.env,
});
