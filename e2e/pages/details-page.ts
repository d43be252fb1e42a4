import type { Locator, Page } from '@playwright/test';

/** The details panel (selected dataset or job). */
export class DetailsPage {
  readonly dataset: Locator;
  readonly job: Locator;
  readonly schema: Locator;
  readonly sql: Locator;
  readonly runs: Locator;
  readonly versions: Locator;

  constructor(readonly page: Page) {
    this.dataset = page.getByTestId('dataset-details');
    this.job = page.getByTestId('job-details');
    this.schema = this.dataset.getByTestId('schema-table');
    this.sql = this.job.getByTestId('sql-block');
    this.runs = this.job.getByTestId('details-runs');
    this.versions = this.dataset.getByTestId('details-versions');
  }

  /** The schema row of a field (its first cell holds the name). */
  field(name: string): Locator {
    return this.schema
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name, exact: false }) })
      .filter({
        has: this.page.getByRole('button', { name: `Trace ${name}`, exact: true }),
      });
  }

  traceButton(name: string): Locator {
    return this.schema.getByRole('button', { name: `Trace ${name}`, exact: true });
  }
}
