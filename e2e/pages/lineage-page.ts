import { expect, type Locator, type Page } from '@playwright/test';

function cssEscape(value: string): string {
  return value.replace(/["\\]/g, '\\$&');
}

/** The lineage canvas: its nodes and edges by Marquez id, the toolbar, legend and canvas states. */
export class LineagePage {
  readonly graph: Locator;
  readonly canvas: Locator;
  readonly toolbar: Locator;
  readonly depth: Locator;
  readonly legend: Locator;
  readonly message: Locator;
  readonly progress: Locator;

  constructor(readonly page: Page) {
    this.graph = page.getByTestId('lineage-graph');
    this.canvas = page.getByTestId('graph-canvas');
    this.toolbar = page.getByRole('toolbar', { name: 'Graph controls' });
    this.depth = this.toolbar.getByRole('combobox', { name: 'Depth (job hops)' });
    this.legend = page.getByLabel('Legend');
    this.message = page.getByTestId('canvas-message');
    this.progress = page.getByTestId('layout-progress');
  }

  async goto(params: Record<string, string | string[]>): Promise<void> {
    await this.page.goto(lineagePath(params));
  }

  /** A node by its Marquez nodeId (React Flow's `data-id`), as xyflow's own e2e tests select them. */
  node(id: string): Locator {
    return this.canvas.locator(`.react-flow__node[data-id="${cssEscape(id)}"]`);
  }

  edge(id: string): Locator {
    return this.canvas.locator(`.react-flow__edge[data-id="${cssEscape(id)}"]`);
  }

  /** Field segments drawn through jobs (`col:` ids). */
  columnEdges(): Locator {
    return this.canvas.locator('.react-flow__edge-column');
  }

  engineBadge(id: string): Locator {
    return this.node(id).getByTestId('node-engine');
  }

  kindBadge(id: string): Locator {
    return this.node(id).getByTestId('node-kind');
  }

  fieldToggle(id: string): Locator {
    return this.node(id).getByRole('button', { name: /fields of/ });
  }

  fields(id: string): Locator {
    return this.node(id).locator('li[data-field]');
  }

  direction(label: 'Upstream' | 'Both' | 'Downstream'): Locator {
    return this.toolbar.getByRole('group', { name: 'Direction' }).getByRole('button', { name: label });
  }

  /**
   * Pans the canvas (a mouse drag on the pane, as a user would) until the node's centre is in the middle. The canvas
   * opens on the focus and its neighbours at a readable zoom, so a spec that clicks a node further away pans first.
   */
  async reveal(id: string): Promise<void> {
    const pane = await this.canvas.boundingBox();
    const box = await this.node(id).boundingBox();
    if (!pane || !box) throw new Error(`cannot reveal ${id}: the canvas or the node has no box`);
    const dx = pane.x + pane.width / 2 - (box.x + box.width / 2);
    const dy = pane.y + pane.height / 2 - (box.y + box.height / 2);
    // Start in the empty band along the top of the canvas (fitted graphs keep a margin there).
    const start = { x: pane.x + pane.width / 2 - dx / 2, y: pane.y + 8 };
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    await this.page.mouse.move(start.x + dx, start.y + dy, { steps: 8 });
    await this.page.mouse.up();
    await expect
      .poll(async () => {
        const now = await this.node(id).boundingBox();
        return now !== null && now.x >= pane.x && now.x + now.width <= pane.x + pane.width;
      })
      .toBe(true);
  }

  /**
   * Waits until every node has a laid-out position (none hidden at the origin), and run-level lineage has replaced
   * the first drawing of Marquez's answer (the graph is `aria-busy` until then).
   */
  async waitForLayout(): Promise<void> {
    await expect(this.canvas.locator('.react-flow__node').first()).toBeVisible();
    await expect(this.graph).not.toHaveAttribute('aria-busy', 'true');
    await expect(this.progress).toBeHidden();
    await expect
      .poll(async () => this.canvas.locator('.react-flow__node').evaluateAll((els) => els.every((e) => getComputedStyle(e).visibility !== 'hidden')))
      .toBe(true);
  }
}

/** The `/lineage` link of `params` (a list is one param per value, as `exp` and `acc` are). */
export function lineagePath(params: Record<string, string | string[]>): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const x of Array.isArray(v) ? v : [v]) sp.append(k, x);
  return `/lineage?${sp.toString()}`;
}
