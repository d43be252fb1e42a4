import { BROKEN } from '../mocks/scenarios/broken-boundaries/names.ts';
import { datasetId, expect, jobId, test as base } from './fixtures.ts';
import { LineagePage } from './pages/lineage-page.ts';
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
