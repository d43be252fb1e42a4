// `npm run boundaries -- --marquez <url> [--json]`: datasets that are probably the same but lineage does not connect.
import { runCatalogCli } from './catalog-cli.ts';
import { renderBoundaries } from './render-boundaries.ts';

process.exitCode = await runCatalogCli(
  {
    command: 'boundaries',
    summary:
      'Lists stitch candidates: datasets named differently by different engines (symlinks, Kafka bootstrap servers, Iceberg location vs catalog name, storage paths).',
    render: renderBoundaries,
  },
  process.argv.slice(2),
  { out: (t) => console.log(t), err: (t) => console.error(t), env: process.env },
);
