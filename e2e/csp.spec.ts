import { TALK } from '../mocks/scenarios/talk/names.ts';
import { datasetId, expect, test as base } from './fixtures.ts';
import { LineagePage } from './pages/lineage-page.ts';
import { cspViolations, watchPage } from './support/inert-page.ts';

// Runs against the config's webServer: the same Node server `npm run serve` starts, so these are its real headers.
const test = base.extend<{ lineage: LineagePage }>({
  lineage: async ({ page }, use) => {
    await use(new LineagePage(page));
  },
});

const deepLink = `/lineage?node=${encodeURIComponent(datasetId(TALK.datasets.dailyRevenue))}&depth=2&dir=up`;
// Not a plain link (expanded fields): our server does not draw it, so the page starts ELK's worker itself.
const laidOutInPage = `${deepLink}&exp=${encodeURIComponent(datasetId(TALK.datasets.dailyRevenue))}`;

/** `script-src 'self'; …` → { 'script-src': ["'self'"], … } */
function directives(header: string | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name.toLowerCase()] = sources;
  }
  return out;
}

test.describe('content security policy', () => {
  for (const path of ['/', deepLink]) {
    test(`${path === '/' ? 'the app shell' : 'a deep link'} is served with the CSP and no inline script`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const csp = directives(res.headers()['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'none'"]);
      expect(csp['default-src']).toEqual(["'self'"]);

      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [tag, attrs, body] of scripts) {
        // The first view in the page (src/server/first-view.ts) is data the browser never runs: JSON, with no `<`.
        if (/\btype="application\/json"/.test(attrs ?? '')) {
          expect(() => JSON.parse(body ?? ''), `${tag} is JSON`).not.toThrow();
          expect(body, `${tag} escapes <`).not.toContain('<');
          continue;
        }
        expect(attrs, tag).toMatch(/\bsrc="\/[^"]+"/);
        expect(body?.trim(), `${tag} has inline code`).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    });
  }

  test('the app works under it: the ELK worker lays out the graph and nothing is blocked', async ({ page, lineage }) => {
    const watch = await watchPage(page);
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.goto(laidOutInPage);
    await lineage.waitForLayout();
    await expect(lineage.node(datasetId(TALK.datasets.dailyRevenue))).toBeVisible();
    expect(
      workers.some((url) => /layer-order-worker/.test(url)),
      `workers: ${workers.join(', ')}`,
    ).toBe(true);
    // Other views (lazy chunks, charts) load under the policy too.
    for (const tab of ['Boundaries', 'Coverage', 'FLIP-314']) {
      await page.getByRole('banner').getByRole('link', { name: tab, exact: true }).click();
      await expect(page.getByTestId('status-loading')).toHaveCount(0);
    }
    expect(await cspViolations(page)).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    expect(watch.dialogs).toEqual([]);
  });

  test('the browser enforces it: an injected inline script does not run', async ({ page }) => {
    await watchPage(page);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inlineRan = true';
      document.head.append(s);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations(page)).toEqual([expect.stringContaining('script-src')]);
  });
});
