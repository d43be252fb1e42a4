import { SPEC_2026, SPEC_2026_EXPECTED } from '../mocks/scenarios/spec-2026/names.ts';
import { ARTIFACTS_DIR, datasetId, expect, jobId, lineageParams, test } from './fixtures.ts';
import { DetailsPage } from './pages/details-page.ts';
import { Facets2026Page } from './pages/facets-2026-page.ts';
import { LineagePage, lineagePath } from './pages/lineage-page.ts';
import { openInShell, sharedPageFor } from './support/shared-page.ts';

const { datasets: d, jobs: j } = SPEC_2026;
const summary = datasetId(d.dailySummary);

// What the facets show, on one page: the first view by its link, the others by their links inside the app (the
// summary's canvas stays drawn while only the selection moves).
test.describe('2026 facets in the UI (spec-2026)', () => {
  const shared = sharedPageFor(test, { width: 1280, height: 720 });
  /** The describe's one page and its page objects; `open` shows a `/lineage` view of `params` in it. */
  const views = () => {
    const { page } = shared;
    const open = (params: Record<string, string>) => openInShell(shared, lineagePath(params));
    return { page, lineage: new LineagePage(page), facets: new Facets2026Page(page), details: new DetailsPage(page), open };
  };

  test('a node shows its dataset type; Group by hierarchy folds the public tables', async () => {
    const { page, lineage, facets, open } = views();
    const shell = await open({ node: summary, sel: summary });
    await lineage.waitForLayout();
    // customers is a TABLE by its catalog's datasetType facet; orders.events a STREAM by its reader's.
    await expect(facets.typeIcon(datasetId(d.customers))).toHaveAttribute('data-type', 'TABLE');
    await expect(facets.typeIcon(datasetId(d.customers))).toHaveAccessibleName('Table');
    await expect(facets.typeIcon(summary)).toHaveAttribute('data-type', 'TABLE');
    for (const theme of ['light', 'dark'] as const) {
      await shell.useTheme(theme);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/spec-2026-kinds-${theme}.png` });
    }

    await facets.groupBy.selectOption('hierarchy');
    expect(lineageParams(page.url()).get('group')).toBe('hierarchy');
    // customers and fx_rates sit in DATABASE warehouse / SCHEMA public; staging orders sends no hierarchy.
    await expect(facets.group('warehouse / public')).toContainText('2 datasets');
    await expect(facets.group('No hierarchy')).toBeVisible();
    await expect(facets.group(`Jobs · ${SPEC_2026.namespaces.jobs}`)).toBeVisible();
    await expect(lineage.node(summary)).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await shell.useTheme(theme);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/spec-2026-group-hierarchy-${theme}.png` });
    }

    // The tag keys the loaded nodes carry are groupings too.
    await facets.groupBy.selectOption('tag:team');
    expect(lineageParams(page.url()).get('group')).toBe('tag:team');
    await expect(facets.group('team=finance')).toContainText('1 jobs');
    await expect(facets.group('team=ingest')).toBeVisible();
  });

  test('the palette finds a node by tag and says what it searched', async () => {
    const { page, lineage, facets, open } = views();
    const shell = await open({ node: summary, sel: summary });
    await lineage.waitForLayout();
    // The theme toggle is behind the modal palette: each theme is set before the palette opens.
    for (const theme of ['light', 'dark'] as const) {
      await shell.useTheme(theme);
      await shell.openPaletteWithKeyboard();
      await shell.paletteInput.fill('pii');
      await expect(facets.taggedOption(datasetId(d.customers))).toContainText('pii=true on email');
      await expect(facets.tagCoverage).toHaveAttribute('data-partial', 'true');
      await expect(facets.tagCoverage).toContainText('loaded on this page');
      await page.screenshot({ path: `${ARTIFACTS_DIR}/spec-2026-palette-tag-${theme}.png` });
      await page.keyboard.press('Escape');
      await expect(shell.palette).toBeHidden();
    }
    await shell.openPaletteWithKeyboard();
    await shell.paletteInput.fill('finance');
    await facets.taggedOption(jobId(j.load)).click();
    expect(lineageParams(page.url()).get('sel')).toBe(jobId(j.load));
  });

  test('details show catalog, type, hierarchy, tags, dependencies and the unstated pairs', async () => {
    const { page, facets, details, open } = views();
    const report = datasetId(d.revenueReport);
    const shell = await open({ node: summary, sel: report });
    await expect(details.dataset).toBeVisible();
    await expect(facets.catalog).toContainText(SPEC_2026.catalog.name);
    await expect(facets.catalog).toContainText('iceberg');
    await expect(facets.catalog).toContainText('rest');
    await expect(facets.catalog).toContainText('s3://lake/warehouse');
    await expect(facets.catalog).toContainText('io-impl');
    // The REST endpoint is http(s): a link; the s3:// warehouse stays text.
    await expect(facets.catalog.getByRole('link', { name: SPEC_2026.catalog.uri })).toHaveAttribute('href', SPEC_2026.catalog.uri);
    await expect(facets.catalog.getByRole('link', { name: 's3://lake/warehouse' })).toHaveCount(0);
    await expect(facets.datasetType).toContainText('Table');

    await open({ node: summary, sel: datasetId(d.customers) });
    await expect(facets.hierarchy).toContainText('warehouse');
    await expect(facets.hierarchy).toContainText('public');
    await expect(facets.datasetTags).toContainText('domain=sales');
    await expect(facets.fieldTags('email')).toContainText('pii=true');
    for (const theme of ['light', 'dark'] as const) {
      await shell.useTheme(theme);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/spec-2026-details-dataset-${theme}.png` });
    }

    await open({ node: summary, sel: jobId(j.load) });
    await expect(facets.jobTags).toContainText('team=finance');
    await expect(facets.dependencies.getByTestId('details-deps-upstream')).toContainText(j.extract.name);
    await expect(facets.dependencies.getByTestId('details-deps-downstream')).toContainText(j.report.name);
    await expect(facets.dependencies).toContainText('FINISH_TO_START');
    await facets.dependencies.getByRole('button', { name: j.report.name, exact: true }).click();
    expect(lineageParams(page.url()).get('sel')).toBe(jobId(j.report));

    await open({ node: datasetId(d.tableC), sel: jobId(j.bulk) });
    await expect(facets.statedLineage).toBeVisible();
    for (const { input, output } of SPEC_2026_EXPECTED.bulkUnstated) {
      await expect(facets.unstatedPairs.getByRole('listitem').filter({ hasText: input.name }).filter({ hasText: output.name })).toHaveCount(1);
    }
    await expect(facets.unstatedPairs.getByRole('listitem')).toHaveCount(SPEC_2026_EXPECTED.bulkUnstated.length);
    await expect(facets.statedLineage).toContainText('Drawn by Marquez, not stated by the job');
    for (const theme of ['light', 'dark'] as const) {
      await shell.useTheme(theme);
      await facets.statedLineage.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ARTIFACTS_DIR}/spec-2026-details-job-${theme}.png` });
    }
  });
});
