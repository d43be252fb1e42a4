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
    await page.screenshot({ path: `${ARTIFACTS_DIR}home.png` });

    await check.getByRole('link').click();
    await expect.poll(() => lineageParams(page.url()).get('trace')).toBe(fieldId(A.dataset, A.column));
    // The hop into the checked column carries the check: the version it names failed it, or it is the last failure.
    const hop = tracePanel.hops.first();
    await expect(hop.getByTestId('evidence-quality')).toContainText(A.assertion);
  });
});
