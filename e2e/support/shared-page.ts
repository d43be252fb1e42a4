import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { ShellPage } from '../pages/shell-page.ts';

/**
 * One page for a serial describe's tests (`test.describe.configure({ mode: 'serial' })`, opened in `beforeAll`), so tests
 * that assert on what a view shows walk to it inside the app instead of each paying a fresh page load (a canvas page's
 * first load is seconds of renderer CPU: docs/performance.md#test-time). A page made in `beforeAll` gets none of the
 * config's `use` options by itself: pass the base URL (the project's, `testInfo.project.use.baseURL`, or a spec's own
 * server's) and the viewport the describe asks for.
 */
export async function openSharedPage(browser: Browser, options: { baseURL: string | undefined; viewport: { width: number; height: number } }): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

/** Closes what `openSharedPage` opened (its context with it). */
export async function closeSharedPage(page: Page | undefined): Promise<void> {
  await page?.context().close();
}

/** The parts of a Playwright `test` (plain or extended) that `sharedPageFor` registers with. */
interface DescribeHooks {
  describe: { configure(options: { mode: 'serial' }): void };
  beforeAll(hook: (fixtures: { browser: Browser }, testInfo: TestInfo) => Promise<void>): void;
  afterAll(hook: () => Promise<void>): void;
}

/** What `sharedPageFor` gives a describe's tests. */
export interface SharedPage {
  /** The one page (read inside a test). */
  readonly page: Page;
  /**
   * Opens `path`: by its link while the page has not loaded the app yet (the describe's first view, or after a test
   * left it on about:blank), else inside the running app (`navigateInApp`).
   */
  open(path: string): Promise<void>;
}

/**
 * Makes the describe it is called in serial and gives its tests one page on the project's base URL (opened before its
 * first test, closed after its last): read `.page` inside a test. `baseURL`, read when the page opens, points it at a
 * spec's own server instead (set by a `beforeAll` registered before this call: hooks run in that order).
 */
export function sharedPageFor(test: DescribeHooks, viewport: { width: number; height: number }, baseURL?: () => string): SharedPage {
  test.describe.configure({ mode: 'serial' });
  let page: Page | undefined;
  // Playwright reads a hook's fixtures from a destructuring pattern: `browser` is the only one asked for here.
  test.beforeAll(async ({ browser }, testInfo) => {
    page = await openSharedPage(browser, { baseURL: baseURL ? baseURL() : testInfo.project.use.baseURL, viewport });
  });
  test.afterAll(async () => {
    await closeSharedPage(page);
  });
  const shared: SharedPage = {
    get page() {
      if (!page) throw new Error('the shared page is opened in beforeAll: read it inside a test');
      return page;
    },
    async open(path) {
      const { page: current } = shared;
      if (current.url().startsWith('about:')) await current.goto(path);
      else await navigateInApp(current, path);
    },
  };
  return shared;
}

/**
 * Opens `path` inside the running app, as its own links do (the router follows the history entry), without reloading
 * the document: the view renders from the app already booted, its caches warm. Done when the page is on the path's
 * route: the app may already have rewritten the query (a present step link gains its view's params).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === new URL(path, url).pathname);
}

/** `shared.open(path)` for a view inside the app shell: done when the shell's header is up, as `ShellPage.goto` is. */
export async function openInShell(shared: SharedPage, path: string): Promise<ShellPage> {
  await shared.open(path);
  const shell = new ShellPage(shared.page);
  await expect(shell.header).toBeVisible();
  return shell;
}
