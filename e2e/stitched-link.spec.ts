import { BROKEN } from '../mocks/scenarios/broken-boundaries/names.ts';
import { stitchKey } from '../src/domain/stitching/stitch-policy.ts';
import { datasetId, expect, fieldId, jobId, test as base } from './fixtures.ts';
import { LineagePage } from './pages/lineage-page.ts';
import { TracePage } from './pages/trace-page.ts';
import { firstDrawing, recordFirstDrawing } from './support/first-drawing.ts';

// Issue 29: a link with accepted stitches drew the near side first and the lineage beyond each stitch seconds later.
// The first drawing must already hold the whole investigation: the far side of both stitches on the path.
const test = base.extend<{ lineage: LineagePage }>({
  lineage: async ({ page }, use) => {
    await use(new LineagePage(page));
  },
});

const D = BROKEN.datasets;
const pair = (s: { a: { namespace: string; name: string }; b: { namespace: string; name: string } }) =>
  JSON.stringify([s.a.namespace, s.a.name, s.b.namespace, s.b.name]);

test('a link with accepted stitches draws the lineage beyond them in its first drawing', async ({ page, lineage }) => {
  await recordFirstDrawing(page);
  await lineage.goto({ node: datasetId(D.monthlyBilling), stitch: '1', acc: BROKEN.expectedStitches.map(pair) });
  const first = await firstDrawing(page);
  // Beyond the Iceberg stitch (the Flink job and its output), and beyond the Kafka one (the connector and its table).
  const farSide = [datasetId(D.paymentsEnriched), jobId(BROKEN.jobs.paymentsEnrichment), jobId(BROKEN.jobs.paymentsCdc), datasetId(D.paymentsTable)];
  expect(first).toEqual(expect.arrayContaining([datasetId(D.monthlyBilling), ...farSide]));
  // And the stitches themselves are drawn once the layout settles.
  await lineage.waitForLayout();
  for (const s of BROKEN.expectedStitches) await expect(lineage.edge(`stitch:${datasetId(s.a)}->${datasetId(s.b)}`)).toBeAttached();
});

// A link means exactly what it says: without `acc`/`rej` it holds no decisions, whatever this browser remembers (the
// remembered decisions only seed the URL when someone turns stitching on). One context remembers accepting both breaks
// on the path; before, it would have crossed them and reached the source, which the link alone does not.
test('a stitch=1 link shows the same trace in a browser that remembers other decisions', async ({ browser }) => {
  const start = BROKEN.traceStart;
  const dataset = { namespace: start.namespace, name: start.dataset };
  const params = { node: datasetId(dataset), trace: fieldId(dataset, start.field), stitch: '1' };
  const source = `${D.paymentsTable.namespace} ${D.paymentsTable.name}`;
  const traceIn = async (remembered: Record<string, string>) => {
    const context = await browser.newContext();
    try {
      await context.addInitScript((decisions) => {
        if (localStorage.getItem('tributary.preferences') === null)
          localStorage.setItem('tributary.preferences', JSON.stringify({ version: 2, state: { decisions } }));
      }, remembered);
      const page = await context.newPage();
      await new LineagePage(page).goto(params);
      const trace = new TracePage(page);
      await expect(trace.roots.first()).toBeVisible();
      expect(new URL(page.url()).searchParams.getAll('acc')).toEqual([]);
      return { roots: await trace.roots.allInnerTexts(), hops: await trace.hops.allInnerTexts() };
    } finally {
      await context.close();
    }
  };
  const plain = await traceIn({});
  expect(plain.roots.some((r) => r.includes(source))).toBe(false);
  const acceptAll = Object.fromEntries(BROKEN.expectedStitches.map((s) => [stitchKey(s), 'accepted']));
  expect(await traceIn(acceptAll)).toEqual(plain);
});
