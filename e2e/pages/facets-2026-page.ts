import type { Locator, Page } from '@playwright/test';
import { cssEscape } from './shell-page.ts';

/** What the 2026 facets add to the canvas, the palette and the details panel (spec-2026 scenario). */
export class Facets2026Page {
  readonly groupBy: Locator;
  readonly groupNodes: Locator;
  readonly tagCoverage: Locator;
  readonly catalog: Locator;
  readonly datasetType: Locator;
  readonly hierarchy: Locator;
  readonly datasetTags: Locator;
  readonly jobTags: Locator;
  readonly dependencies: Locator;
  readonly statedLineage: Locator;
  readonly unstatedPairs: Locator;

  constructor(readonly page: Page) {
    this.groupBy = page.getByRole('toolbar', { name: 'Graph controls' }).getByRole('combobox', { name: 'Group by' });
    this.groupNodes = page.getByTestId('group-node');
    this.tagCoverage = page.getByTestId('palette-tag-coverage');
    const details = page.getByTestId('side-panel');
    this.catalog = details.getByTestId('details-catalog');
    this.datasetType = details.getByTestId('details-dataset-type');
    this.hierarchy = details.getByTestId('details-hierarchy');
    this.datasetTags = details.getByTestId('details-dataset-tags');
    this.jobTags = details.getByTestId('details-job-tags');
    this.dependencies = details.getByTestId('details-job-dependencies');
    this.statedLineage = details.getByTestId('details-stated-lineage');
    this.unstatedPairs = details.getByTestId('details-unstated-pairs');
  }

  /** The dataset-type icon on a node card (by Marquez nodeId). */
  typeIcon(nodeId: string): Locator {
    return this.page.locator(`.react-flow__node[data-id="${cssEscape(nodeId)}"]`).getByTestId('dataset-type-icon');
  }

  /** A group box by its label (its title holds the whole label; the box may cut a long one). */
  group(label: string): Locator {
    return this.groupNodes.and(this.page.locator(`[title^="${cssEscape(label)}"]`));
  }

  /** A palette row found by tag. */
  taggedOption(nodeId: string): Locator {
    return this.page
      .getByRole('listbox', { name: 'Palette results' })
      .getByRole('group', { name: 'Tagged' })
      .locator(`[role="option"][data-node-id="${cssEscape(nodeId)}"]`);
  }

  /** The tags on a schema row of the selected dataset. */
  fieldTags(field: string): Locator {
    return this.page.getByTestId('schema-table').locator('tr').filter({ hasText: field }).getByTestId('schema-field-tags');
  }
}
