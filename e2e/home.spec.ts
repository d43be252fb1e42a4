import { TALK } from '../mocks/scenarios/talk/names.ts';
import { ARTIFACTS_DIR, expect, fieldId, lineageParams, test as base } from './fixtures.ts';
import { HomePage } from './pages/home-page.ts';
import { TracePage } from './pages/trace-page.ts';

const test = base.extend<{ home: HomePage; tracePanel: TracePage }>({
  home: async ({ page }, use) => use(new HomePage(page)),
  tracePanel: async ({ page }, use) => use(new TracePage(page)),
});

const A = TALK.failedAssertion;

test.describe('home (talk)', () => {
  test('opens on what needs attention; a failed check leads to its hop on the trace', async ({ page, home, tracePanel }) => {
    await home.goto();
    await expect(home.attention).toBeVisible();
    // The overview stays on the same page, below.
    await expect(page.getByTestId('namespace-overview')).toBeVisible();
    const check = home.failedChecks.filter({ hasText: A.assertion });
    await expect(check).toHaveCount(1);
    await expect(check).toContainText(A.column);
    // Every list says what it holds or what would appear there: none is blank.
    for (const id of ['home-failed-runs', 'home-stale-runs', 'home-dropped-edges'] as const) await expect(home.block(id)).toContainText(/\S/);
    await expect(page.getByTestId('home-schema-changes')).toContainText(/\S/);
    await page.screenshot({ path: `${ARTIFACTS_DIR}home.png` });

    await check.getByRole('link').click();
    await expect.poll(() => lineageParams(page.url()).get('trace')).toBe(fieldId(A.dataset, A.column));
    // The hop into the checked column carries the check: the version it names failed it, or it is the last failure.
    const hop = tracePanel.hops.first();
    await expect(hop.getByTestId('evidence-quality')).toContainText(A.assertion);
  });

  test('lists the week’s schema changes with the version that carried them; a field leads to its downstream trace', async ({ page, home }) => {
    const C = TALK.changedField;
    await home.goto();
    const changes = page.getByTestId('home-schema-changes').getByTestId('home-schema-change');
    // The topic went to cents on the migration, and back at the rollback; the archive followed it once.
    const toCents = changes.filter({ hasText: `${C.before} → ${C.after}` });
    await expect(toCents).toHaveCount(2);
    await expect(changes.filter({ hasText: `${C.after} → ${C.before}` })).toHaveCount(1);
    const topic = toCents.filter({ has: page.getByTestId('home-schema-change-version').getByText(C.name, { exact: true }) });
    await expect(topic).toHaveCount(1);
    await expect(topic.getByTestId('home-schema-field-change')).toHaveText([new RegExp(`^${C.field} type`), new RegExp(`^${C.field} description`)]);
    await page.getByTestId('home-schema-changes').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS_DIR}home-schema-changes.png`, fullPage: true });

    // The dataset's link opens the graph as of that version.
    const asof = await topic.getByTestId('home-schema-change-version').getAttribute('href');
    expect(new URL(asof ?? '', page.url()).searchParams.get('asof')).toMatch(/^2026-11-2[45]T/);

    await topic.getByTestId('home-schema-field-change').first().getByRole('link').click();
    await expect.poll(() => lineageParams(page.url()).get('trace')).toBe(fieldId(C, C.field));
    expect(lineageParams(page.url()).get('tdir')).toBe('down');
  });
});
