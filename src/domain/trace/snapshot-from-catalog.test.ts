import { describe, expect, it } from 'vitest';
import { BROKEN, TALK, scenarioEvents } from '../../../mocks/scenarios/index.ts';
import type { OlRunEvent } from '../marquez-shapes.ts';
import type { Catalog } from '../stitching/catalog.ts';
import { snapshotFromCatalog } from './snapshot-from-catalog.ts';
import { snapshotFromRunEvents } from './snapshot-from-events.ts';
import { traceField } from './trace-field.ts';

function catalogOf(name: 'talk' | 'broken-boundaries'): Catalog {
  const s = snapshotFromRunEvents(scenarioEvents(name).filter((e) => 'run' in e) as OlRunEvent[]);
  return { datasets: [...s.datasets.values()], jobs: [...s.jobs.values()] };
}

const rootNames = (roots: readonly { dataset: string }[]) => roots.map((r) => r.dataset);

describe('snapshotFromCatalog', () => {
  it('links every job to its inputs and outputs, and traces the talk to its source', () => {
    const snapshot = snapshotFromCatalog(catalogOf('talk'));
    const { dailyRevenue, ordersTable } = TALK.datasets;
    const r = traceField(snapshot, { namespace: dailyRevenue.namespace, dataset: dailyRevenue.name, field: 'total_revenue_usd' });
    expect(rootNames(r.roots)).toContain(ordersTable.name);
  });

  it('spans the components a break disconnects, so accepted stitches reach the source', () => {
    const snapshot = snapshotFromCatalog(catalogOf('broken-boundaries'));
    const without = traceField(snapshot, BROKEN.traceStart);
    const source = BROKEN.datasets.paymentsTable;
    expect(without.roots.some((r) => r.namespace === source.namespace && r.dataset === source.name)).toBe(false);
    const stitched = traceField(snapshot, BROKEN.traceStart, { stitches: BROKEN.expectedStitches });
    expect(stitched.roots.some((r) => r.namespace === source.namespace && r.dataset === source.name)).toBe(true);
    const crossed = stitched.hops.filter((h) => h.level === 'stitched').map((h) => [h.from.dataset, h.to.dataset].sort().join(' = '));
    for (const { a, b } of BROKEN.expectedStitches) expect(crossed).toContain([a.name, b.name].sort().join(' = '));
  });
});
