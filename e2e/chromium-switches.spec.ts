import { expect, test } from './fixtures.ts';
import { DISABLED_FEATURES } from './support/chromium-switches.ts';

// Chromium keeps only the last `--disable-features` it is given: the config's own list replaces Playwright's, so it
// must name every feature Playwright's does (a Playwright upgrade may add some), and it must keep the omnibox popup's
// WebUI renderer from starting with every browser context (e2e/support/chromium-switches.ts).
test("the browser keeps Playwright's disabled features and starts no omnibox popup WebUI for a window", async ({ page, browser }) => {
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  const lists = [...commandLine.matchAll(/--disable-features=(\S*)/g)].map((m) => (m[1] ?? '').split(','));
  // Playwright's list first, the config's last (the one Chromium keeps).
  expect(lists.length, commandLine).toBeGreaterThanOrEqual(2);
  const kept = lists[lists.length - 1] ?? [];
  expect(kept).toEqual(DISABLED_FEATURES);
  expect(
    lists
      .slice(0, -1)
      .flat()
      .filter((feature) => !kept.includes(feature)),
  ).toEqual([]);

  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach();
  // The page is open, so its window is too: with the feature on, its popup's WebUI targets are listed here.
  expect(targetInfos.map((t) => t.url)).toContain('chrome://version/');
  expect(targetInfos.filter((t) => t.url.startsWith('chrome://omnibox-popup')).map((t) => t.url)).toEqual([]);
});
