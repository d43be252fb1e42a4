import { expect, type Locator, type Page } from '@playwright/test';

/** The app shell: header (namespace picker, search box, tabs, theme), the palette and the main regions. */
export class ShellPage {
  readonly header: Locator;
  readonly namespacePicker: Locator;
  readonly searchInput: Locator;
  readonly searchResults: Locator;
  readonly palette: Locator;
  readonly paletteInput: Locator;
  readonly paletteResults: Locator;
  readonly themeToggle: Locator;
  readonly canvas: Locator;
  readonly panel: Locator;
  /** Laid-out graph nodes (React Flow renders them once ELK has answered). */
  readonly graphNodes: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.namespacePicker = page.getByRole('combobox', { name: 'Namespace' });
    this.searchInput = page.getByRole('combobox', { name: 'Search datasets and jobs' });
    this.searchResults = page.getByRole('listbox', { name: 'Search results' });
    this.palette = page.getByRole('dialog', { name: 'Search palette' });
    this.paletteInput = this.palette.getByRole('combobox', { name: 'Find a dataset, job or field' });
    this.paletteResults = this.palette.getByRole('listbox', { name: 'Palette results' });
    this.themeToggle = page.getByTestId('theme-toggle');
    this.canvas = page.getByTestId('canvas-region');
    this.panel = page.getByTestId('side-panel');
    this.graphNodes = this.canvas.locator('.react-flow__node');
  }

  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.header).toBeVisible();
  }

  /** A row of the header search results whose node id is `nodeId`. */
  searchOption(nodeId: string): Locator {
    return this.searchResults.locator(`[role="option"][data-node-id="${cssEscape(nodeId)}"]`);
  }

  paletteOption(nodeId: string, kind?: 'dataset' | 'job' | 'trace'): Locator {
    const kindSel = kind ? `[data-kind="${kind}"]` : '';
    return this.paletteResults.locator(`[role="option"][data-node-id="${cssEscape(nodeId)}"]${kindSel}`);
  }

  async search(text: string): Promise<void> {
    await this.searchInput.fill(text);
    await expect(this.searchResults).toBeVisible();
  }

  async openPaletteWithKeyboard(): Promise<void> {
    await this.page.keyboard.press('Control+KeyK');
    await expect(this.palette).toBeVisible();
    await expect(this.paletteInput).toBeFocused();
  }

  /** Forces a theme through the toggle, whatever the starting point. */
  async useTheme(theme: 'light' | 'dark'): Promise<void> {
    if ((await this.themeToggle.getAttribute('data-theme-current')) !== theme) await this.themeToggle.click();
    await expect(this.page.locator('html')).toHaveAttribute('data-theme', theme);
  }
}

/** Attribute-selector escaping for node ids (they hold `:` `/` and quotes). */
export function cssEscape(value: string): string {
  return value.replace(/["\\]/g, '\\$&');
}
