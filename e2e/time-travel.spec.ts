import { TALK } from '../mocks/scenarios/talk/names.ts';
import { ARTIFACTS_DIR, datasetId, expect, fieldId, lineageParams, test } from './fixtures.ts';
import { ShellPage } from './pages/shell-page.ts';
import { TimeTravelPage } from './pages/time-travel-page.ts';
import { openInShell, sharedPageFor } from './support/shared-page.ts';

const { datasets: D, changedField } = TALK;
const traceUrl = `/lineage?${new URLSearchParams({ node: datasetId(D.dailyRevenue), sel: datasetId(D.dailyRevenue), trace: fieldId(D.dailyRevenue, 'total_revenue_usd') })}`;

// One page: the trace's first view by its link, the others by their links inside the app (a reload and Back included).
test.describe('time travel (issue 10)', () => {
  const shared = sharedPageFor(test, { width: 1280, height: 720 });
  /** The describe's one page, its shell and time-travel objects; `open` shows a path in it. */
  const views = () => {
    const { page } = shared;
    return { page, shell: new ShellPage(page), tt: new TimeTravelPage(page), open: (path: string) => openInShell(shared, path) };
  };

  test('pick the failed run → trace as of it → the topic hop shows the amount change; reload restores it', async () => {
    const { page, tt, open } = views();
    await open(traceUrl);
    await expect(tt.versions.first()).toBeVisible();
    // Exactly one version of daily_revenue failed its quality check: the bad day's.
    await expect(tt.failedVersions()).toHaveCount(1);
    const failed = tt.failedVersions();
    await expect(failed).toContainText(TALK.failedAssertion.assertion);
    const runId = await failed.getAttribute('data-run');
    expect(runId).toMatch(/^[0-9a-f-]{36}$/);

    await tt.pickButton(failed).click();
    expect(lineageParams(page.url()).get('asof')).toBe(runId);

    // The topic → orders_enriched hop is derived from the Flink SQL job's SQL (amount feeds amount_usd).

    const topicHop = tt.hop(D.ordersTopic.name, D.ordersEnriched.name, 'derived');
    await expect(topicHop).toBeVisible();
    const amount = tt.changedField(topicHop.getByTestId('tt-end-reads'), changedField.field);
    await expect(amount).toContainText(changedField.before);
    await expect(amount).toContainText(changedField.after);
    // The Spark hop reads orders_enriched but nothing about its shape changed.
    await expect(tt.hop(D.ordersEnriched.name, D.dailyRevenue.name, 'column').getByTestId('tt-schema-change')).toHaveCount(0);

    // Compare with the day before: amount changed on the topic.
    await expect(tt.changedField(tt.comparedDataset(D.ordersTopic.name), changedField.field)).toContainText(changedField.after);

    await page.reload();
    expect(lineageParams(page.url()).get('asof')).toBe(runId);
    await expect(tt.changedField(tt.hop(D.ordersTopic.name, D.ordersEnriched.name, 'derived').getByTestId('tt-end-reads'), changedField.field)).toContainText(
      changedField.after,
    );
    await expect(tt.versions.and(page.locator('[aria-current="true"]'))).toHaveAttribute('data-run', runId ?? '');

    // Picking a point is navigation: Back returns to "now".
    await page.goBack();
    expect(lineageParams(page.url()).get('asof')).toBeNull();
    await expect(tt.asOfTrace).toHaveCount(0);
  });

  test('the day before: no change at the topic hop', async () => {
    const { tt, open } = views();
    await open(`${traceUrl}&asof=2026-11-23T23:59:00Z`);
    const topicHop = tt.hop(D.ordersTopic.name, D.ordersEnriched.name, 'derived');
    await expect(topicHop).toBeVisible();
    await expect(topicHop.getByTestId('tt-end-reads').getByTestId('tt-schema-change')).toHaveCount(0);
  });

  test('screenshots in light and dark', async () => {
    const { page, shell, tt, open } = views();
    for (const theme of ['light', 'dark'] as const) {
      await open(traceUrl);
      await shell.useTheme(theme);
      await expect(tt.failedVersions()).toHaveCount(1);
      await expect(shell.graphNodes.first()).toBeVisible();
      await tt.timeline.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ARTIFACTS_DIR}time-travel-timeline-${theme}.png` });
      await tt.pickButton(tt.failedVersions()).click();
      const topicHop = tt.hop(D.ordersTopic.name, D.ordersEnriched.name, 'derived');
      await expect(topicHop).toBeVisible();
      await topicHop.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ARTIFACTS_DIR}time-travel-hops-${theme}.png` });
      await tt.compare.scrollIntoViewIfNeeded();
      await expect(tt.comparedDataset(D.ordersTopic.name)).toBeVisible();
      await page.screenshot({ path: `${ARTIFACTS_DIR}time-travel-compare-${theme}.png` });
    }
  });
});
