import { Buffer } from 'node:buffer';
import type { APIRequestContext, Page } from '@playwright/test';
import { HOSTILE } from '../mocks/scenarios/hostile/names.ts';
import { datasetId, expect, fieldId, jobId } from './fixtures.ts';
import { DetailsPage } from './pages/details-page.ts';
import { EngineViewsPage } from './pages/engine-views-page.ts';
import { Facets2026Page } from './pages/facets-2026-page.ts';
import { LineagePage, lineagePath } from './pages/lineage-page.ts';
import { ShellPage } from './pages/shell-page.ts';
import { expectInert, watchPage, type PageWatch } from './support/inert-page.ts';
import { testWithServer } from './support/scenario-server.ts';
import { sharedPageFor, type SharedPage } from './support/shared-page.ts';

// Issue 9: every string the UI shows carries a script payload that would set `window.__xss`. The hostile scenario
// is not part of the demo, so this spec runs against its own production server (CSP included) on the same build.
const test = testWithServer({ scenario: 'hostile' }).extend<{
  watch: PageWatch;
  shell: ShellPage;
  lineage: LineagePage;
}>({
  watch: async ({ page }, use) => {
    await use(await watchPage(page));
  },
  shell: async ({ page }, use) => {
    await use(new ShellPage(page));
  },
  lineage: async ({ page }, use) => {
    await use(new LineagePage(page));
  },
});

const { datasets: D, jobs: J, payloads: P, flag: FLAG } = HOSTILE;
const ds = { source: datasetId(D.source), staged: datasetId(D.staged), report: datasetId(D.report), long: datasetId(D.longNamed) };
// Marquez rewrites `;` and `=` in job namespaces, so the failing job's id is read from the server (see jobsOnGraph).
const jobs = { ingest: jobId(J.ingest), report: jobId(J.report) };
const traceField = fieldId({ namespace: HOSTILE.traceStart.namespace, name: HOSTILE.traceStart.dataset }, HOSTILE.traceStart.field);
/** Staged sits in the middle: at depth 3 the whole hostile graph is on the canvas. */
const graphParams = { node: ds.staged, depth: '3', dir: 'full' };
const VIEWPORT = { width: 1280, height: 720 };

/** The graph's job nodeIds as Marquez spells them (it rewrites some namespace characters), by job name. */
async function jobsOnGraph(request: APIRequestContext): Promise<Record<'ingest' | 'report' | 'failing', string>> {
  const res = await request.get(`/api/v1/lineage?nodeId=${encodeURIComponent(ds.staged)}&depth=3`);
  expect(res.ok()).toBe(true);
  const { graph } = (await res.json()) as { graph: { id: string; type: string; data: { name: string } }[] };
  const byName = (name: string) => graph.find((n) => n.type === 'JOB' && n.data.name === name)?.id ?? `job not on the graph: ${name}`;
  return { ingest: byName(J.ingest.name), report: byName(J.report.name), failing: byName(J.failing.name) };
}

// One worker for all of this spec's tests: every worker that takes some starts a browser and a server of its own
// (≈ 5 CPU-s each at the end of the e2e run, docs/performance.md#test-time).
test.describe.configure({ mode: 'default' });

/** Opens every collapsed `<details>` (facet trees nest them), so every payload-bearing value is in the DOM. */
async function openAllDetails(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('details:not([open])')].map((d) => ((d as HTMLDetailsElement).open = true)).length))
    .toBe(0);
}

/**
 * One page for a describe's tests on the spec's own server (`sharedPageFor`), watched from before its first load:
 * `inert(where)` asserts nothing ran on it so far, so a payload that ran in an earlier test fails the later ones too.
 */
function watchedSharedPage(): { shared: SharedPage; inert: (where: string) => Promise<void> } {
  let server = '';
  test.beforeAll(({ scenarioServer }) => {
    server = scenarioServer.baseUrl;
  });
  const shared = sharedPageFor(test, VIEWPORT, () => server);
  let watch: PageWatch | undefined;
  test.beforeAll(async () => {
    watch = await watchPage(shared.page);
  });
  return {
    shared,
    inert: async (where) => {
      if (!watch) throw new Error('the shared page is watched from beforeAll: assert inside a test');
      await expectInert(shared.page, watch, FLAG, where);
    },
  };
}

test.describe('hostile metadata never executes', () => {
  test('overview of every namespace, header search and the palette', async ({ shell, page, watch }) => {
    await shell.goto('/');
    await expect(page.getByTestId('namespace-overview')).toBeVisible();
    const namespaces = await shell.namespacePicker.locator('option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
    expect(namespaces).toEqual(expect.arrayContaining(Object.values(HOSTILE.namespaces)));
    for (const ns of namespaces) {
      await shell.namespacePicker.selectOption(ns);
      await expect(page.getByTestId('namespace-overview').getByText(ns).first()).toBeVisible();
      await expect(page.getByTestId('overview-datasets').or(page.getByTestId('overview-jobs')).first()).toBeVisible();
      await expectInert(page, watch, FLAG, `overview of ${ns}`);
    }

    // The payload text comes back as text in the results (the listbox shows it, nothing parses it).
    await shell.search('script');
    await expect(shell.searchOption(ds.source)).toBeVisible();
    await expect(shell.searchOption(ds.source)).toContainText(P.script);
    await expectInert(page, watch, FLAG, 'header search');
    await shell.searchInput.press('Escape');

    await shell.openPaletteWithKeyboard();
    await shell.paletteInput.fill('svg');
    await expect(shell.paletteOption(ds.staged).first()).toContainText(P.svg);
    await expectInert(page, watch, FLAG, 'palette');
    await shell.paletteInput.fill('very_long');
    await expect(shell.paletteOption(jobs.report).first()).toBeVisible();
    await expectInert(page, watch, FLAG, 'palette with the 1,000-character name');
  });

  test('the graph with every dataset expanded: names are text, the 1,000-character label is cut', async ({ lineage, page, watch, request }) => {
    const jobIds = await jobsOnGraph(request);
    expect(jobIds.ingest).toBe(jobs.ingest);
    await page.goto(lineagePath({ ...graphParams, exp: Object.values(ds) }));
    await lineage.waitForLayout();
    for (const id of [...Object.values(ds), ...Object.values(jobIds)]) await expect(lineage.node(id), id).toBeVisible();
    await expect(lineage.fields(ds.staged).first()).toBeVisible();
    await expect(lineage.node(ds.source)).toContainText('<script>');

    // The long job's label is shortened on the node; the full name stays available as its tooltip.
    const longJob = lineage.node(jobs.report);
    const shown = await longJob.locator('.tb-node__name').innerText();
    expect(shown.length).toBeLessThan(60);
    expect(shown).toContain('…');
    const box = await longJob.boundingBox();
    expect(box?.width ?? Infinity).toBeLessThan(600);
    // The long-named dataset's only field is the same 1,000 characters: its row must not widen the node either.
    expect((await lineage.node(ds.long).boundingBox())?.width ?? Infinity).toBeLessThan(600);
    await expectInert(page, watch, FLAG, 'graph with fields');

    // Keyboard and pointer interaction with payload-named nodes (hover = onmouseover payloads' trigger).
    await lineage.node(ds.staged).hover();
    await lineage.node(ds.staged).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('sel') === ds.staged);
    await expectInert(page, watch, FLAG, 'graph after hover and select');
  });
});

// The details of every dataset and job on one page of the graph (what each panel shows, not what a fresh link opens:
// the tests above open theirs): the first by its link, the others by selecting inside the app. The watch spans them
// all, so a payload that ran in an earlier panel fails the later tests too.
test.describe('hostile metadata never executes: details, on one page', () => {
  const { shared, inert } = watchedSharedPage();

  for (const [label, id] of Object.entries(ds)) {
    test(`dataset details: ${label}`, async () => {
      const { page } = shared;
      const details = new DetailsPage(page);
      await shared.open(lineagePath({ ...graphParams, sel: id }));
      await expect(details.dataset).toBeVisible();
      await expect(details.dataset).toHaveAttribute('data-node-id', id);
      await openAllDetails(page);
      await inert(`details of ${label}`);
    });
  }

  for (const label of ['ingest', 'report', 'failing'] as const) {
    test(`job details: ${label} (SQL, source link, facets, runs)`, async ({ request }) => {
      const { page } = shared;
      const details = new DetailsPage(page);
      const id = (await jobsOnGraph(request))[label];
      await shared.open(lineagePath({ ...graphParams, sel: id }));
      await expect(details.job).toBeVisible();
      await expect(details.runs.getByRole('row').nth(1)).toBeVisible();
      for (const button of await details.runs.getByRole('button', { name: /^Show facets of run/ }).all()) await button.click();
      await openAllDetails(page);
      if (label === 'ingest') {
        // SQL and the javascript: source URL are shown verbatim, as text.
        await expect(details.sql).toContainText(P.script);
        await expect(details.job.getByText(P.jsUrl).first()).toBeVisible();
      }
      if (label === 'failing') await expect(details.job).toContainText(P.script);
      await inert(`details of ${label}`);
    });
  }
});

// Traces, lists, views and stories on one page (what each view shows: the fresh links are the graph's and the overview's
// above), each opened by its link inside the app; the watch spans them all, as for the details.
test.describe('hostile metadata never executes: traces, lists, views and stories', () => {
  const { shared, inert } = watchedSharedPage();
  const withQuery = (path: string, params: Record<string, string> = {}) => `${path}?${new URLSearchParams(params).toString()}`;

  test('trace of a field through payload-named fields', async () => {
    const { page } = shared;
    const lineage = new LineagePage(page);
    await shared.open(lineagePath({ node: ds.report, depth: '3', dir: 'up', trace: traceField, exp: [ds.report, ds.staged] }));
    await lineage.waitForLayout();
    await expect(lineage.fields(ds.report).first()).toBeVisible();
    // The trace panel (hops, transformations, degradations) replaces the details while a field is traced.
    const tracePanel = page.getByRole('complementary', { name: 'Trace' });
    await expect(tracePanel).toBeVisible();
    await expect(tracePanel.getByRole('toolbar', { name: 'Trace controls' })).toBeVisible();
    await expect(tracePanel.getByTestId('status-loading')).toHaveCount(0);
    await openAllDetails(page);
    await inert('trace panel');
    for (const direction of await tracePanel.getByRole('group', { name: 'Trace direction' }).getByRole('button').all()) {
      await direction.click();
      await expect(tracePanel.getByTestId('status-loading')).toHaveCount(0);
      await inert(`trace panel, ${await direction.innerText()}`);
    }
  });

  test('home lists and the impact list: payload owners, assertion names and tags stay text', async () => {
    const { page } = shared;
    await shared.open('/');
    await expect(page.getByTestId('home-attention')).toBeVisible();
    await inert('home: needs attention');
    await shared.open(lineagePath({ node: ds.source, sel: ds.source, impact: ds.source }));
    const impact = page.getByTestId('impact-panel');
    await expect(impact.getByTestId('impact-count')).toBeVisible();
    await expect(impact.getByTestId('impact-row').first()).toBeVisible();
    await inert('impact list');
  });

  test('boundaries, coverage and FLIP-314', async () => {
    const { page } = shared;
    const views = new EngineViewsPage(page);
    await shared.open(withQuery('/boundaries', { trace: traceField }));
    await expect(views.boundaries).toBeVisible();
    await openAllDetails(page);
    await inert('boundaries');

    await shared.open('/coverage');
    await expect(views.coverage).toBeVisible();
    await expect(views.engineRows.first()).toBeVisible();
    await inert('coverage');

    await shared.open(withQuery('/compare/flip314', { node: ds.report, trace: traceField }));
    // The hostile graph has no Flink job, so there are no islands: the view must still render, settled.
    await expect(views.flip314).toBeVisible();
    await expect(page.getByTestId('status-loading')).toHaveCount(0);
    await inert('FLIP-314');
  });

  test('present mode: an imported story full of payloads, stepped through on hostile nodes', async () => {
    const { page } = shared;
    const story = {
      id: 'hostile-story',
      title: `${P.script} ${HOSTILE.rtlEmoji}`,
      steps: [
        {
          title: P.img,
          caption: `${P.svg} ${P.jsUrl}`,
          view: { mode: 'graph', focus: ds.staged, depth: 3, direction: 'full', expanded: [ds.staged], selected: jobs.ingest },
        },
        { title: P.iframe, caption: HOSTILE.longName, view: { mode: 'trace', focus: ds.report, trace: { field: traceField, direction: 'up' } } },
        { title: P.attr, caption: P.script, view: { mode: 'flip314', focus: ds.report, trace: { field: traceField, direction: 'up' } } },
      ],
    };
    await shared.open('/present');
    await page
      .getByTestId('story-file-input')
      .setInputFiles({ name: 'hostile.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(story)) });
    const link = page.getByTestId('present-hostile-story');
    await expect(link).toHaveText(story.title);
    await inert('stories page');
    await link.click();
    const present = page.getByTestId('present-mode');
    for (let step = 1; step <= story.steps.length; step++) {
      await expect(present).toHaveAttribute('data-step', String(step));
      await expect(present.getByText(story.steps[step - 1]!.title).first()).toBeVisible();
      await inert(`present step ${step}`);
      await page.keyboard.press('ArrowRight');
    }
  });

  test('2026 facets: tag groups and tag rows in the palette', async () => {
    const { page } = shared;
    const shell = new ShellPage(page);
    // A payload tag value becomes a group's label; the palette lists the dataset it tags, with the tag, as text.
    const facets = new Facets2026Page(page);
    await shared.open(lineagePath({ ...graphParams, group: 'tag:owner' }));
    await expect(facets.group(`owner=@${P.iframe}`)).toHaveCount(1);
    await inert('grouped by a payload tag');
    await shell.openPaletteWithKeyboard();
    await shell.paletteInput.fill('iframe');
    await expect(facets.taggedOption(ds.source)).toContainText('owner=');
    await inert('palette rows found by tag');
  });
});
