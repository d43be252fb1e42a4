import type { Locator, Page } from '@playwright/test';

function cssEscape(value: string): string {
  return value.replace(/["\\]/g, '\\$&');
}

/** The Boundaries, Coverage and FLIP-314 views (issue 6). */
export class EngineViewsPage {
  readonly boundaries: Locator;
  readonly candidates: Locator;
  readonly stitchToggle: Locator;
  readonly stitchCheck: Locator;
  readonly coverage: Locator;
  readonly engineRows: Locator;
  readonly flip314: Locator;
  readonly islands: Locator;
  readonly flip314Line: Locator;
  readonly flip314LostAt: Locator;

  constructor(readonly page: Page) {
    this.boundaries = page.getByTestId('boundaries-view');
    this.candidates = this.boundaries.getByTestId('stitch-candidate');
    this.stitchToggle = page.getByRole('switch', { name: /Stitch accepted/ });
    this.stitchCheck = page.getByTestId('stitch-check');
    this.coverage = page.getByTestId('coverage-view');
    this.engineRows = page.getByTestId('coverage-engines').locator('tbody tr');
    this.flip314 = page.getByTestId('flip314-view');
    this.islands = page.getByTestId('flip314-island');
    this.flip314Line = page.getByTestId('flip314-coverage-line');
    this.flip314LostAt = page.getByTestId('flip314-lost-at');
  }

  async goto(path: string, params: Record<string, string> = {}): Promise<void> {
    const qs = new URLSearchParams(params).toString();
    await this.page.goto(qs ? `${path}?${qs}` : path);
  }

  candidate(a: string, b: string): Locator {
    return this.boundaries.locator(`[data-testid="stitch-candidate"][data-a="${cssEscape(a)}"][data-b="${cssEscape(b)}"]`);
  }

  island(jobId: string): Locator {
    return this.page.locator(`[data-testid="flip314-island"][data-job="${cssEscape(jobId)}"]`);
  }

  /** A cell of a job's row in the Coverage jobs table, by the job's nodeId. */
  jobCell(jobId: string, col: string): Locator {
    return this.page.getByTestId('coverage-jobs').locator(`tr[data-job="${cssEscape(jobId)}"] td[data-col="${cssEscape(col)}"]`);
  }

  engineCell(engine: string, col: string): Locator {
    return this.page.getByTestId('coverage-engines').locator(`tr[data-engine="${cssEscape(engine)}"] td[data-col="${cssEscape(col)}"]`);
  }

  stitchedRoot(root: string): Locator {
    return this.page.getByTestId('stitch-check-roots-stitched').locator(`li[data-root="${cssEscape(root)}"]`);
  }

  plainRoot(root: string): Locator {
    return this.page.getByTestId('stitch-check-roots-plain').locator(`li[data-root="${cssEscape(root)}"]`);
  }
}
