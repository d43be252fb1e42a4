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

  /** The viewport's transform as numbers, rounded as React Flow writes it. */
  async viewportTransform(): Promise<{ x: number; y: number; zoom: number }> {
    const m = /translate\(\s*(-?[\d.e+-]+)px,\s*(-?[\d.e+-]+)px\)\s*scale\(\s*([\d.e+-]+)\s*\)/.exec(await this.transform());
    return { x: Number(Number(m?.[1]).toFixed(1)), y: Number(Number(m?.[2]).toFixed(1)), zoom: Number(Number(m?.[3]).toFixed(4)) };
  }

  /** What the overview canvas's last frame showed: node count and transform (rounded like viewportTransform). */
  async overviewFrame(): Promise<{ nodes: number; x: number; y: number; zoom: number } | null> {
    const canvas = this.canvas.getByTestId('overview-canvas');
    const [nodes, transform] = await Promise.all([canvas.getAttribute('data-nodes'), canvas.getAttribute('data-transform')]);
    if (nodes === null || transform === null) return null;
    const [x = NaN, y = NaN, zoom = NaN] = transform.split(' ').map(Number);
    return { nodes: Number(nodes), x: Number(x.toFixed(1)), y: Number(y.toFixed(1)), zoom: Number(zoom.toFixed(4)) };
  }

  async transform(): Promise<string> {
    return this.viewport.evaluate((el) => (el as HTMLElement).style.transform);
  }
}
