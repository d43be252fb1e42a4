import type { Locator, Page } from '@playwright/test';
import { LineagePage } from './lineage-page.ts';

/** The lineage canvas's large-graph parts: "show N more" and group nodes, the cap switch, grouping, the viewport. */
export class LargeGraphPage extends LineagePage {
  readonly moreNodes: Locator;
  readonly groupNodes: Locator;
  readonly realNodes: Locator;
  readonly drawnCount: Locator;
  readonly showAll: Locator;
  readonly groupBy: Locator;
  readonly cancel: Locator;
  readonly viewport: Locator;
  readonly pane: Locator;

  constructor(page: Page) {
    super(page);
    this.moreNodes = this.canvas.locator('.react-flow__node-more');
    this.groupNodes = this.canvas.locator('.react-flow__node-collapsed');
    this.realNodes = this.canvas.locator('.react-flow__node-dataset, .react-flow__node-job');
    this.drawnCount = this.toolbar.getByTestId('drawn-count');
    this.showAll = this.toolbar.getByRole('button', { name: /^Show all/ });
    this.groupBy = this.toolbar.getByRole('combobox', { name: 'Group by' });
    this.cancel = this.progress.getByRole('button', { name: 'Cancel' });
    this.viewport = this.canvas.locator('.react-flow__viewport');
    this.pane = this.canvas.locator('.react-flow__pane');
  }

  /** Drags the pane by (dx, dy), grabbing it near its top-left corner, where a fitted graph leaves its margin. */
  async pan(dx: number, dy: number): Promise<void> {
    const box = await this.pane.boundingBox();
    if (!box) throw new Error('the React Flow pane is not on the page');
    const x = box.x + 12;
    const y = box.y + 12;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx, y + dy, { steps: 8 });
    await this.page.mouse.up();
  }

  /**
   * Clicks where a node is drawn, as a person would. Zoomed out to the overview tier the canvas paints the nodes
   * and their own elements are clipped away, so the click lands on the pane and the canvas finds the box under it.
   */
  async clickDrawn(node: Locator): Promise<void> {
    const box = await node.boundingBox();
    if (!box) throw new Error('the node has no box on the page');
    await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  /** The zoom tier the canvas draws at (graph.css): `near`, `far` or `overview`. */
  async zoomTier(): Promise<string | null> {
    return this.canvas.getAttribute('data-zoom');
  }

  async transform(): Promise<string> {
    return this.viewport.evaluate((el) => (el as HTMLElement).style.transform);
  }
}
