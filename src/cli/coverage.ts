// `npm run coverage -- --marquez <url> [--json]`: where the stack yields column-level lineage and where dataset-level only.
import { runCatalogCli } from './catalog-cli.ts';
import { renderCoverage } from './render-coverage.ts';

process.exitCode = await runCatalogCli(
  {
    command: 'coverage',
    summary: 'Column-level vs dataset-level lineage per engine and per job, with the degrade points.',
    render: renderCoverage,
  },
  process.argv.slice(2),
  { out: (t) => console.log(t), err: (t) => console.error(t), env: process.env },
);
