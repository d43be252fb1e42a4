import type { Page } from '@playwright/test';

/**
 * The page without the first view our server put in it (src/server/first-view.ts), whose layout would come before
 * every cache and engine in the browser: for tests of what lays out behind it, as for a link the server could not
 * prepare.
 */
export async function withoutFirstView(page: Page): Promise<void> {
  await page.route('**/lineage?**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script type="application\/json" id="tributary-first-view">[^<]*<\/script>/, '');
    return route.fulfill({ response, body });
  });
}
