import { describe, expect, it } from 'vitest';
import type { Side } from '../domain/direction.ts';
import { createEmulator } from '../../mocks/emulator/index.ts';
import { ingestAll } from '../../mocks/emulator/testing/event-builders.ts';
import { twoWritersEvents } from '../../mocks/emulator/testing/two-writers.ts';
import { createMarquezClient, type FetchLike } from '../api/client.ts';
import type { TraceResult } from '../domain/trace/trace-types.ts';
import { traceQueryOptions } from '../investigation/trace-query.ts';
import { createCliQueryClient } from './cli-query-client.ts';
import { traceCliJson } from '../test/trace-cli-json.ts';

// Two jobs write one dataset and both read the same input, each declaring a different output column. Marquez's dataset
// GET cannot tell who declared which (its facet is the current version's, its columnLineage every writer's), but each
// dataset version keeps its own writer's facet: the trace reads them and credits each hop to its own job. One writer's
// run is still RUNNING, so its version has no jobVersion yet and is told by the run id.

const MARQUEZ = 'http://marquez.test';
const emulator = createEmulator({ clock: () => new Date('2024-01-02T00:00:00Z') });
ingestAll(emulator, twoWritersEvents({ running: true }));

const requests: string[] = [];
const fetch: FetchLike = async (url) => {
  const u = new URL(url, MARQUEZ);
  requests.push(u.pathname);
  const r = await emulator.handle({ method: 'GET', url: u.pathname + u.search });
  return { ok: r.status < 300, status: r.status, text: async () => r.body };
};

type Target = { namespace: string; dataset: string; field: string };

const cli = (target: Target, extra: string[] = []) => traceCliJson(MARQUEZ, fetch, target, extra);

async function ui(target: Target, tdir: Side) {
  const client = createMarquezClient({ baseUrl: `${MARQUEZ}/api/v1`, fetch });
  return createCliQueryClient(client).fetchQuery(
    traceQueryOptions({ target, tdir, inferred: false, stitch: false, decisions: {}, source: { view: 'runs', since: null, until: null } }),
  );
}

const hopsOf = (r: TraceResult) =>
  r.hops
    .filter((h) => h.level === 'column')
    .map((h) => `${h.from.dataset}.${h.from.field} → ${h.to.dataset}.${h.to.field} by ${h.job?.name ?? '?'}`)
    .sort();

describe('two writers of one dataset reading one input, through Marquez (dataset versions)', () => {
  it('credits each upstream hop to the writer whose own facet declared it', async () => {
    const x = await ui({ namespace: 'ns', dataset: 'shared', field: 'x' }, 'upstream');
    expect(hopsOf(x.upstream!)).toEqual(['a.amount → shared.x by writer_x']);
    expect(x.upstream!.hops[0]?.evidence).toMatch(/writer_x's own columnLineage facet/);
    const y = await ui({ namespace: 'ns', dataset: 'shared', field: 'y' }, 'upstream');
    expect(hopsOf(y.upstream!)).toEqual(['a.amount → shared.y by writer_y']);
  });

  it('credits each downstream hop from the shared input to its own writer', async () => {
    const down = await ui({ namespace: 'ns', dataset: 'a', field: 'amount' }, 'downstream');
    expect(hopsOf(down.downstream!)).toEqual(['a.amount → shared.x by writer_x', 'a.amount → shared.y by writer_y']);
  });

  it('the CLI (--json) gives the UI path the same hops, both ways', async () => {
    for (const [target, tdir] of [
      [{ namespace: 'ns', dataset: 'shared', field: 'x' }, 'upstream'],
      [{ namespace: 'ns', dataset: 'shared', field: 'y' }, 'upstream'],
      [{ namespace: 'ns', dataset: 'a', field: 'amount' }, 'downstream'],
    ] as const) {
      const fromCli = await cli(target, tdir === 'downstream' ? ['--downstream'] : []);
      const fromUi = await ui(target, tdir);
      expect(fromUi.upstream ?? fromUi.downstream).toEqual(fromCli);
    }
  });

  it('reads the versions of the multi-writer dataset only, one page', async () => {
    requests.length = 0;
    await cli({ namespace: 'ns', dataset: 'shared', field: 'x' });
    const versions = requests.filter((p) => p.endsWith('/versions'));
    expect(versions).toEqual(['/api/v1/namespaces/ns/datasets/shared/versions']);
  });
});
