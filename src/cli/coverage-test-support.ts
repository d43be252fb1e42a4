import type { FetchLike } from '../api/client.ts';
import { runCatalogCli } from './catalog-cli.ts';
import { renderCoverage } from './render-coverage.ts';

/** What the tests' Marquez emulator answers with (typed here: src never imports mocks). */
interface MarquezLike {
  handle(req: { method: 'GET'; url: string }): Promise<{ status: number; body: string }>;
}

/** `npm run coverage` (Marquez's view) against an emulator, as text or `--json`: what a person would read. */
export async function coverageOf(emulator: MarquezLike, json: boolean): Promise<string> {
  const fetch: FetchLike = async (url) => {
    const u = new URL(url);
    const r = await emulator.handle({ method: 'GET', url: u.pathname + u.search });
    return { ok: r.status < 300, status: r.status, text: async () => r.body };
  };
  let out = '';
  const args = ['--marquez', 'http://marquez.test', '--view', 'marquez', ...(json ? ['--json'] : [])];
  await runCatalogCli({ command: 'coverage', summary: 's', render: renderCoverage }, args, { out: (t) => (out += t), err: () => undefined, fetch });
  return out;
}
