import type { Locator, Page } from '@playwright/test';

function cssEscape(value: string): string {
  return value.replace(/["\\]/g, '\\$&');
}

/** The trace panel and the trace's marks on the canvas. */
export class TracePage {
  readonly panel: Locator;
  readonly target: Locator;
  readonly hops: Locator;
  readonly breadcrumbs: Locator;
  readonly degradations: Locator;
  readonly roots: Locator;
  readonly impact: Locator;
  readonly canvas: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByTestId('trace-panel');
    this.target = this.panel.locator('.tb-trace__target');
    this.hops = this.panel.getByTestId('trace-hops').getByTestId('trace-hop');
    this.breadcrumbs = this.panel.getByTestId('trace-breadcrumbs').getByRole('listitem');
    this.degradations = this.panel.getByTestId('trace-degradation');
    this.roots = this.panel.getByTestId('trace-root');
    this.impact = this.panel.getByTestId('impact-dataset');
    this.canvas = page.getByTestId('graph-canvas');
  }

  direction(label: 'Upstream' | 'Downstream' | 'Both'): Locator {
    return this.panel.getByRole('group', { name: 'Trace direction' }).getByRole('button', { name: label });
  }

  /** The canvas badge on one edge (React Flow edge id = `<source>-><target>`). */
  edgeBadge(edgeId: string): Locator {
    return this.canvas.locator(`[data-testid="edge-badge"][data-edge-id="${cssEscape(edgeId)}"]`);
  }

  edgePath(edgeId: string): Locator {
    return this.canvas.locator(`.react-flow__edge[data-id="${cssEscape(edgeId)}"] path.react-flow__edge-path`);
  }

  node(id: string): Locator {
    return this.canvas.locator(`.react-flow__node[data-id="${cssEscape(id)}"]`);
  }

  /** The "trace this value" button of a field row inside an expanded dataset node. */
  fieldTrace(nodeId: string, field: string): Locator {
    return this.node(nodeId).getByRole('button', { name: `Trace ${field}`, exact: true });
  }

  retrace(label: string): Locator {
    return this.panel.getByRole('button', { name: `Trace from here: ${label}`, exact: true });
  }
}
