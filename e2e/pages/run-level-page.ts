import type { Locator, Page } from '@playwright/test';

/** What run-level lineage adds to the graph screen: the view switch, the window, marks on jobs, the job's section. */
export class RunLevelPage {
  readonly viewSwitch: Locator;
  readonly droppedCount: Locator;
  readonly section: Locator;
  readonly reasons: Locator;
  readonly stale: Locator;

  constructor(readonly page: Page) {
    this.viewSwitch = page.getByRole('group', { name: 'Lineage view' });
    this.droppedCount = page.getByTestId('dropped-count');
    this.section = page.getByTestId('details-run-level');
    this.reasons = this.section.getByTestId('run-level-reason');
    this.stale = this.section.getByTestId('run-level-stale');
  }

  view(label: 'As it happened' | 'Marquez view'): Locator {
    return this.viewSwitch.getByRole('button', { name: label });
  }

  /** The "not in Marquez" tag on a job node. */
  notInMarquez(node: Locator): Locator {
    return node.getByTestId('node-not-in-marquez');
  }

  runState(node: Locator): Locator {
    return node.getByTestId('node-run-state');
  }
}
