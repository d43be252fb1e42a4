import type { Route } from '@playwright/test';
import { REAL_STREAMS } from '../mocks/scenarios/real-streams/names.ts';
import { datasetId, expect, jobId, test as base } from './fixtures.ts';
import { LineagePage } from './pages/lineage-page.ts';

// Issue 19: the canvas draws Marquez's `/lineage` answer as soon as it arrives, and run-level lineage (one request
// per namespace and job) enriches the drawing in place afterwards; issue 31: it starts once that drawing is on screen.
const test = base.extend<{ lineage: LineagePage }>({
  lineage: async ({ page }, use) => {
    await use(new LineagePage(page));
  },
});

const enriched = datasetId(REAL_STREAMS.datasets.paymentsEnriched);
const enricher = jobId(REAL_STREAMS.jobs.paymentsEnricher);
// Run-level lineage lists the jobs of every namespace in the view: held, it cannot finish.
const JOB_LISTS = /\/api\/v1\/namespaces\/[^/]+\/jobs\?/;

test('the canvas draws Marquez’s answer first and upgrades it to run-level lineage in place', async ({ page, lineage }) => {
  const held: Route[] = [];
  let release = false;
  await page.route(JOB_LISTS, (route) => (release ? route.continue() : void held.push(route)));
  await lineage.goto({ node: enriched });

  // Drawn from `/lineage` alone: the dataset is on the canvas, the graph says it is still busy, and the writer only
  // run-level lineage knows is not there yet.
  await expect(lineage.node(enriched)).toBeVisible();
  await expect(lineage.graph).toHaveAttribute('aria-busy', 'true');
  await expect(lineage.message).toBeHidden();
  await expect(lineage.node(enricher)).toHaveCount(0);
  // The upgrade starts only once the drawing is on screen (issue 31): its job lists are asked for after it.
  await expect.poll(() => held.length).toBeGreaterThan(0);

  release = true;
  for (const route of held.splice(0)) await route.continue();
  await lineage.waitForLayout();
  await expect(lineage.graph).not.toHaveAttribute('aria-busy', 'true');
  await expect(lineage.node(enricher)).toBeVisible();
  await expect(lineage.node(enriched)).toBeVisible();
});
