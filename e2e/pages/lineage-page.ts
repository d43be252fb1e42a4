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
    const sp = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) for (const x of Array.isArray(v) ? v : [v]) sp.append(k, x);
    await this.page.goto(`/lineage?${sp.toString()}`);
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

  /** Waits until every node has a laid-out position (none hidden at the origin). */
  async waitForLayout(): Promise<void> {
    await expect(this.canvas.locator('.react-flow__node').first()).toBeVisible();
    await expect(this.progress).toBeHidden();
    await expect
      .poll(async () => this.canvas.locator('.react-flow__node').evaluateAll((els) => els.every((e) => getComputedStyle(e).visibility !== 'hidden')))
      .toBe(true);
  }
}
