import type { Locator, Page } from '@playwright/test';
import { TALK } from '../mocks/scenarios/talk/names.ts';
import { datasetId, expect, fieldId, test } from './fixtures.ts';
import { seriousViolations } from './support/axe-audit.ts';
import { navigateInApp, sharedPageFor } from './support/shared-page.ts';

const topic = datasetId(TALK.datasets.ordersTopic);
const amount = fieldId(TALK.datasets.ordersTopic, 'amount');
const enc = encodeURIComponent;
const VIEWPORT = { width: 1280, height: 720 };

/** Every view, with what shows that it has rendered its content (not a loading state). */
const VIEWS: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'overview', path: '/', ready: async (p) => expect(p.getByTestId('namespace-overview')).toBeVisible() },
  {
    name: 'graph',
    path: `/lineage?node=${enc(topic)}&sel=${enc(topic)}`,
    ready: async (p) => expect(p.getByTestId('graph-canvas').locator('.react-flow__node').first()).toBeVisible(),
  },
  {
    name: 'trace',
    path: `/lineage?node=${enc(topic)}&exp=${enc(topic)}&trace=${enc(amount)}`,
    ready: async (p) => expect(p.getByTestId('graph-canvas').locator('.react-flow__node').first()).toBeVisible(),
  },
  { name: 'boundaries', path: '/boundaries', ready: async (p) => expect(p.getByTestId('boundaries-view')).toBeVisible() },
  { name: 'coverage', path: '/coverage', ready: async (p) => expect(p.getByTestId('coverage-view')).toBeVisible() },
  {
    name: 'flip314',
    path: `/compare/flip314?node=${enc(topic)}&trace=${enc(amount)}`,
    ready: async (p) => expect(p.getByTestId('flip314-view')).toBeVisible(),
  },
  { name: 'stories', path: '/present', ready: async (p) => expect(p.getByRole('main')).toBeVisible() },
  { name: 'present', path: '/present/talk/2', ready: async (p) => expect(p.getByRole('main').or(p.getByRole('region')).first()).toBeVisible() },
  { name: 'not found', path: '/no/such/page', ready: async (p) => expect(p.getByText('There is no page here')).toBeVisible() },
  {
    name: 'search palette',
    path: '/',
    ready: async (p) => {
      await expect(p.getByTestId('namespace-overview')).toBeVisible();
      await p.keyboard.press('Control+KeyK');
      const palette = p.getByRole('dialog', { name: 'Search palette' });
      await palette.getByRole('combobox').fill('orders.amount');
      await expect(palette.getByRole('option').first()).toBeVisible();
    },
  },
];

// One page for every view: the audits are about what each view shows, so the first view is opened by its link and the
// others inside the app, as its own links open them (no document reload per view). The theme follows
// `prefers-color-scheme` live, so the dark audit needs no second load either.
test.describe('accessibility: axe finds no serious or critical violation (issue 20)', () => {
  const shared = sharedPageFor(test, VIEWPORT);

  for (const [index, view] of VIEWS.entries()) {
    test(`${view.name}, light and dark themes`, async () => {
      const { page } = shared;
      // Two audits: the budget the two tests (one per theme) had together.
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      if (index === 0) await page.goto(view.path);
      else await navigateInApp(page, view.path);
      await view.ready(page);
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        // Let the loading states settle: axe must see the view, not a spinner.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await seriousViolations(page), `${theme} theme`).toEqual([]);
      }
    });
  }
});

/** Presses Tab until `target` has the focus (bounded), as someone without a mouse would. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('keyboard only: the talk investigation, search → graph → trace → present (issue 20)', async ({ shell, page }) => {
  const revenue = datasetId(TALK.datasets.dailyRevenue);
  await shell.goto('/');

  // Search: the palette from the keyboard, arrows to the dataset, Enter opens its graph.
  await page.keyboard.press('Control+KeyK');
  await expect(shell.paletteInput).toBeFocused();
  await page.keyboard.type('daily_revenue');
  const option = shell.paletteOption(revenue, 'dataset');
  await expect(option).toBeVisible();
  while ((await option.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/lineage' && url.searchParams.get('node') === revenue);

  // Graph: Tab reaches the focused node; Enter opens its details.
  const node = shell.canvas.locator(`.react-flow__node[data-id="${revenue}"]`);
  await expect(node).toBeVisible();
  await tabTo(page, node);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('sel') === revenue);

  // Trace: `dataset.field` in the palette starts the trace of the talk's bad number.
  await page.keyboard.press('Control+KeyK');
  await expect(shell.paletteInput).toBeFocused();
  await page.keyboard.type(`daily_revenue.${TALK.traceStart.field}`);
  const trace = shell.paletteOption(revenue, 'trace');
  await expect(trace).toBeVisible();
  while ((await trace.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('trace') === fieldId(TALK.datasets.dailyRevenue, TALK.traceStart.field));
  await expect(page.getByTestId('side-panel')).toContainText(TALK.traceStart.field);

  // Present: the header tab, the talk's story, then the clicker keys.
  const presentTab = shell.header.getByRole('link', { name: 'Present' });
  await tabTo(page, presentTab);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/present');
  const talk = page.getByTestId('present-talk');
  await tabTo(page, talk);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/present/talk/1');
  const stage = page.getByTestId('present-mode');
  await expect(stage).toHaveAttribute('data-step', '1');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL((url) => url.pathname === '/present/talk/2');
  await page.keyboard.press('PageUp');
  await expect(page).toHaveURL((url) => url.pathname === '/present/talk/1');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/present/talk/'));
});
