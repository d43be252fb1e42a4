import { expect, test, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** What the origin held when the document started, before the app ran (set by `asFirstVisit`'s init script). */
    __storedAtStart?: { localStorage: number; databases: Promise<string[]> };
  }
}

/** The test that added the init script to a page: with `reuseContext` the page outlives its test, its init scripts not. */
const watched = new WeakMap<Page, string>();

/**
 * Puts `page` back where a browser that never visited `origin` is: off the app (about:blank, so no open page holds an
 * IndexedDB connection or writes storage while it is cleared), the HTTP cache and cookies emptied, and everything the
 * origin stored (localStorage, IndexedDB — the layout cache —, Cache Storage, service workers) deleted. The next
 * `goto` is then a first visit as the app sees it, without paying for a new browser context and renderer per visit
 * (what Playwright's `reuseContext` does between tests, here between steps of one test). `expectFirstVisit` checks it.
 */
export async function asFirstVisit(page: Page, origin: string): Promise<void> {
  const { testId } = test.info();
  if (watched.get(page) !== testId) {
    watched.set(page, testId);
    await page.addInitScript(() => {
      window.__storedAtStart = {
        localStorage: localStorage.length,
        databases: indexedDB.databases().then((list) => list.map((d) => d.name ?? '')),
      };
    });
  }
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.clearBrowserCookies');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  } finally {
    await cdp.detach();
  }
}

/**
 * The page now shown was loaded as a first visit: the origin held no localStorage and no IndexedDB database when the
 * document started, and nothing came from the HTTP cache (a resource read from it transfers 0 bytes).
 */
export async function expectFirstVisit(page: Page, what: string): Promise<void> {
  const seen = await page.evaluate(async () => ({
    localStorage: window.__storedAtStart?.localStorage ?? -1,
    databases: (await window.__storedAtStart?.databases) ?? ['(no record)'],
    cached: performance
      .getEntriesByType('resource')
      .concat(performance.getEntriesByType('navigation'))
      .filter((e) => (e as PerformanceResourceTiming).transferSize === 0 && (e as PerformanceResourceTiming).decodedBodySize > 0)
      .map((e) => e.name),
  }));
  expect(seen, `${what}: a first visit`).toEqual({ localStorage: 0, databases: [], cached: [] });
}
