import { measureInitialJs } from './bench/initial-js.ts';
import { expect, test } from './fixtures.ts';
// The production build this run serves (the config's webServer builds it when none is fresh, before any spec).
import { E2E_DIST_DIR } from './support/app-build.ts';

/** What every visitor pays before the first render: the budget in docs/performance.md, checked on every `npm test`. */
const INITIAL_JS_BUDGET_KB = 250;

test('the initial JS of the production build stays within 250 KB gzip, with ELK loaded only lazily', async () => {
  const initial = await measureInitialJs(E2E_DIST_DIR);
  expect(initial.files.length).toBeGreaterThan(0);
  expect(initial.elkInInitial, 'ELK must load with the layout, not with the page').toEqual([]);
  expect(initial.gzipKB, initial.files.map((f) => `${f.path} ${(f.gzipBytes / 1024).toFixed(1)} KB`).join(', ')).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB);
});
