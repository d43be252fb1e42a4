import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { IMPACT_CSV_COLUMNS } from '../src/domain/impact/impact-csv.ts';
import { parseCsv } from '../src/domain/impact/parse-csv.ts';
import { TALK } from '../mocks/scenarios/talk/names.ts';
import { ARTIFACTS_DIR, datasetId, expect, fieldId, lineageParams, test as base } from './fixtures.ts';
import { ImpactPage } from './pages/impact-page.ts';
import { LineagePage } from './pages/lineage-page.ts';
import { TracePage } from './pages/trace-page.ts';

const test = base.extend<{ impact: ImpactPage; lineage: LineagePage; tracePanel: TracePage }>({
  impact: async ({ page }, use) => use(new ImpactPage(page)),
  lineage: async ({ page }, use) => use(new LineagePage(page)),
  tracePanel: async ({ page }, use) => use(new TracePage(page)),
});

const F = TALK.changedField;
const topic = datasetId(F);
const amount = fieldId(F, F.field);
const col = (name: (typeof IMPACT_CSV_COLUMNS)[number]) => IMPACT_CSV_COLUMNS.indexOf(name);

/**
 * The list reads well in the side panel: it ends inside the window (the panel does not scroll a second time), the
 * first row sits whole at its top, and no row's lines overflow it — each line fits or ends in an ellipsis with the
 * whole text on hover; owner and engine have lines of their own.
 */
async function expectReadable(page: Page, impact: ImpactPage) {
  const viewport = page.viewportSize()!;
  const list = (await impact.list.boundingBox())!;
  expect(list.y + list.height).toBeLessThanOrEqual(viewport.height);
  const first = (await impact.rows.first().boundingBox())!;
  expect(first.y).toBeGreaterThanOrEqual(list.y - 1);
  expect(first.y + first.height).toBeLessThanOrEqual(list.y + list.height + 1);
  const overflow = await impact.list.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('[data-testid="impact-row"]')].flatMap((row) => {
      const bad: string[] = [];
      if (row.scrollHeight > row.clientHeight + 1) bad.push(`${row.dataset.name}: taller than its row`);
      for (const line of row.querySelectorAll<HTMLElement>('.tb-impact-row__line')) {
        if (line.scrollWidth > line.clientWidth + 1 && !line.title) bad.push(`${row.dataset.name}: a cut line without its text on hover`);
      }
      for (const id of ['impact-owner', 'impact-engine']) {
        const part = row.querySelector<HTMLElement>(`[data-testid="${id}"]`);
        if (!part || part.getBoundingClientRect().left >= row.getBoundingClientRect().right) bad.push(`${row.dataset.name}: ${id} out of sight`);
      }
      return bad;
    }),
  );
  expect(overflow).toEqual([]);
}

test.describe('impact list (talk)', () => {
  test('trace downstream → the impact list → its CSV download, row by row as listed', async ({ page, lineage, tracePanel, impact }) => {
    await lineage.goto({ node: topic, sel: topic, trace: amount, tdir: 'down' });
    await expect(tracePanel.panel).toBeVisible();
    await impact.openFromTrace().click();
    await expect.poll(() => lineageParams(page.url()).get('impact')).toBe('1');
    await expect(impact.count).toBeVisible();

    const listed = await impact.allRows();
    expect(listed.length).toBeGreaterThan(3);
    await expect(impact.count).toHaveText(new RegExp(`^${listed.length} of ${listed.length} listed`));
    // The revenue table's failed check reaches the list (failed now, or as its last failure), and something without
    // an owner says it is missing.
    expect(listed.some((r) => /failed/.test(r.qualityText))).toBe(true);
    expect(listed.some((r) => r.owner === 'owner missing')).toBe(true);
    await impact.list.evaluate((el) => (el.scrollTop = 0));
    await expect(impact.rows.first()).toHaveAttribute('data-name', listed[0]!.name);
    await expectReadable(page, impact);
    await page.screenshot({ path: `${ARTIFACTS_DIR}impact-list.png` });

    const [download] = await Promise.all([page.waitForEvent('download'), impact.download('CSV').click()]);
    expect(download.suggestedFilename()).toMatch(/^impact-.*amount\.csv$/);
    const [header, ...records] = parseCsv(await readFile((await download.path())!, 'utf8'));
    expect(header).toEqual([...IMPACT_CSV_COLUMNS]);
    expect(records).toHaveLength(listed.length);
    records.forEach((r, i) => {
      const row = listed[i]!;
      expect([r[col('kind')], r[col('namespace')], r[col('name')], r[col('level')], r[col('quality')], r[col('distance')]]).toEqual([
        row.kind,
        row.namespace,
        row.name,
        row.level,
        row.quality,
        row.distance,
      ]);
      const owners = r[col('owners')];
      if (owners) expect(row.owner).toContain(owners.split('; ')[0]);
      else expect(row.owner).toBe('owner missing');
    });

    // A filter is in the URL and the download follows it.
    await impact.filter('Level').selectOption('column');
    await expect.poll(() => lineageParams(page.url()).get('ilevel')).toBe('column');
    const columnOnly = await impact.allRows();
    expect(columnOnly.every((r) => r.level === 'column')).toBe(true);
    expect(columnOnly.length).toBeGreaterThan(0);
    const [filtered] = await Promise.all([page.waitForEvent('download'), impact.download('JSON').click()]);
    const doc = JSON.parse(await readFile((await filtered.path())!, 'utf8')) as { rows: { name: string }[] };
    expect(doc.rows.map((r) => r.name)).toEqual(columnOnly.map((r) => r.name));
  });
});

test.describe('evidence on hops (talk)', () => {
  test('each hop says who owns what it wrote, its checks, volume and last run; a missing facet reads missing', async ({ page, lineage, tracePanel }) => {
    const daily = datasetId(TALK.datasets.dailyRevenue);
    await lineage.goto({ node: daily, sel: daily, trace: fieldId(TALK.datasets.dailyRevenue, TALK.traceStart.field), tdir: 'up' });
    const first = tracePanel.hops.first();
    const evidence = first.getByTestId('hop-incident-evidence');
    // The evidence query reads the trace's inputs both ways (a first load of the whole talk): slower than the trace.
    await expect(evidence).toBeVisible({ timeout: 60_000 });
    // Spark's job ownership facet: the owner of the table its run wrote, said to be the writer's.
    await expect(evidence.getByTestId('evidence-owner')).toHaveAttribute('data-status', 'known');
    await expect(evidence.getByTestId('evidence-freshness')).not.toHaveAttribute('data-status', 'missing');
    // The Kafka Connect hop has no statistics facet: its volume is missing, not steady.
    const connect = tracePanel.hops.filter({ has: page.locator('[data-engine="kafka-connect"]') }).or(tracePanel.hops.last());
    await expect(connect.first().getByTestId('evidence-volume').first()).toHaveAttribute('data-status', 'missing');
    await page.screenshot({ path: `${ARTIFACTS_DIR}hop-evidence.png` });
  });
});

test.describe('impact list at 1920×1080 (talk)', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('reads as well in a wide window', async ({ page, lineage, impact }) => {
    await lineage.goto({ node: topic, sel: topic, trace: amount, tdir: 'down', impact: '1' });
    await expect(impact.count).toBeVisible();
    await expectReadable(page, impact);
    await page.screenshot({ path: `${ARTIFACTS_DIR}impact-list-1920.png` });
  });
});
