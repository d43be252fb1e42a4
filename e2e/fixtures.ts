import { test as base } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DetailsPage } from './pages/details-page.ts';
import { ShellPage } from './pages/shell-page.ts';

/** Screenshots for humans to look at (light and dark), kept out of lint and git by the ignore lists. */
export const ARTIFACTS_DIR = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(ARTIFACTS_DIR, { recursive: true });

/** Page objects as fixtures (docs/architecture.md#end-to-end-tests): specs never spell selectors themselves. */
export const test = base.extend<{ shell: ShellPage; details: DetailsPage }>({
  shell: async ({ page }, use) => {
    await use(new ShellPage(page));
  },
  details: async ({ page }, use) => {
    await use(new DetailsPage(page));
  },
});

export { expect } from '@playwright/test';

export const datasetId = (d: { namespace: string; name: string }) => `dataset:${d.namespace}:${d.name}`;
export const jobId = (j: { namespace: string; name: string }) => `job:${j.namespace}:${j.name}`;
export const fieldId = (d: { namespace: string; name: string }, field: string) => `datasetField:${d.namespace}:${d.name}:${field}`;

/** The `/lineage` URL's params as the app reads them. */
export function lineageParams(url: string | URL): URLSearchParams {
  return new URL(url).searchParams;
}
