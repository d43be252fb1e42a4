// `npm run trace -- --marquez <url> --namespace <ns> --dataset <name> --field <field> [--downstream] [--no-inferred] [--json | --markdown]`
import { runTraceCli } from './trace-cli.ts';

process.exitCode = await runTraceCli(process.argv.slice(2), {
  out: (t) => console.log(t),
  err: (t) => console.error(t),
  env: process.env,
});
