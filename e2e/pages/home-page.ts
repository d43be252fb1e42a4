import type { Locator, Page } from '@playwright/test';

/** The home page's "needs attention" lists (`/`), above the namespace overview. */
export class HomePage {
  readonly attention: Locator;
  readonly failedChecks: Locator;

  constructor(readonly page: Page) {
    this.attention = page.getByTestId('home-attention');
    this.failedChecks = page.getByTestId('home-failed-checks').getByTestId('home-failed-check');
  }

  block(testId: 'home-failed-checks' | 'home-failed-runs' | 'home-stale-runs' | 'home-dropped-edges'): Locator {
    return this.page.getByTestId(testId);
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }
}
