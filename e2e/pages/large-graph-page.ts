import { expect, type Locator, type Page } from '@playwright/test';
import { LineagePage } from './lineage-page.ts';

interface Transform {
  x: number;
  y: number;
  zoom: number;
}

/** Translations apart by less than this (px) are one: a tenth of a pixel, plus the float noise around it. */
const TRANSLATE_TOLERANCE = 0.11;
/** Zooms apart by less than this are one (the fourth decimal, where the comparison used to round). */
const ZOOM_TOLERANCE = 1e-4;

const sameTransform = (a: Transform, b: Transform): boolean =>
  Math.abs(a.x - b.x) < TRANSLATE_TOLERANCE && Math.abs(a.y - b.y) < TRANSLATE_TOLERANCE && Math.abs(a.zoom - b.zoom) < ZOOM_TOLERANCE;

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
  readonly overviewCanvas: Locator;
  readonly showAllFailure: Locator;

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
    this.overviewCanvas = this.canvas.getByTestId('overview-canvas');
    this.showAllFailure = this.toolbar.getByTestId('show-all-failure');
  }

  /**
   * Clicks "Show all" and waits until all `total` nodes are laid out and painted: the count says every node, no
   * "show N more" node is left, and the overview canvas's last frame painted `total` nodes at the viewport's
   * transform (past 1,500 nodes React Flow culls DOM nodes outside the viewport; the canvas paints them all).
   */
  async showAllAndWaitForEveryNode(total: number, timeout: number): Promise<void> {
    await this.showAll.click();
    await expect(this.drawnCount).toHaveText(`${total.toLocaleString('en-US')} nodes`);
    // A failure says so in the toolbar: stop waiting at once and report it.
    let outcome: string | number | null | undefined;
    await expect
      .poll(
        async () => {
          outcome = (await this.showAllFailure.count()) > 0 ? await this.showAllFailure.textContent() : (await this.overviewFrame())?.nodes;
          return typeof outcome === 'string' || outcome === total;
        },
        { timeout },
      )
      .toBe(true);
    expect(outcome, 'nodes painted by the overview canvas').toBe(total);
    await expect(this.progress).toBeHidden();
    await expect(this.moreNodes).toHaveCount(0);
    await this.waitForOverviewToFollowViewport();
  }

  /**
   * Waits until the overview canvas's last frame shows the viewport's current transform (and `nodes` nodes, if
   * given). Compared as numbers within {@link TRANSLATE_TOLERANCE} and {@link ZOOM_TOLERANCE}: the frame carries the
   * transform's numbers as computed (-2187.9500000000003), the viewport's style as React Flow wrote it (-2187.95px).
   */
  async waitForOverviewToFollowViewport(nodes?: number): Promise<void> {
    await expect
      .poll(async () => {
        const [frame, view] = await Promise.all([this.overviewFrame(), this.viewportTransform()]);
        return frame !== null && (nodes === undefined || frame.nodes === nodes) && sameTransform(frame, view);
      })
      .toBe(true);
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

  /** The viewport's transform as numbers, as React Flow wrote it. */
  async viewportTransform(): Promise<Transform> {
    const m = /translate\(\s*(-?[\d.e+-]+)px,\s*(-?[\d.e+-]+)px\)\s*scale\(\s*([\d.e+-]+)\s*\)/.exec(await this.transform());
    return { x: Number(m?.[1]), y: Number(m?.[2]), zoom: Number(m?.[3]) };
  }

  /** What the overview canvas's last frame showed: node count and transform. */
  async overviewFrame(): Promise<({ nodes: number } & Transform) | null> {
    const canvas = this.canvas.getByTestId('overview-canvas');
    const [nodes, transform] = await Promise.all([canvas.getAttribute('data-nodes'), canvas.getAttribute('data-transform')]);
    if (nodes === null || transform === null) return null;
    const [x = NaN, y = NaN, zoom = NaN] = transform.split(' ').map(Number);
    return { nodes: Number(nodes), x, y, zoom };
  }

  async transform(): Promise<string> {
    return this.viewport.evaluate((el) => (el as HTMLElement).style.transform);
  }
}
