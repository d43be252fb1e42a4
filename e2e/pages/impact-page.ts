import type { Locator, Page } from '@playwright/test';

/** One listed row as the list shows it (the row's data attributes and its fact cells). */
export interface ListedRow {
  kind: string;
  namespace: string;
  name: string;
  level: string;
  quality: string;
  distance: string;
  owner: string;
  qualityText: string;
}

/** The impact list panel (`impact` in the URL): its controls, its virtualised rows and its downloads. */
export class ImpactPage {
  readonly panel: Locator;
  readonly rows: Locator;
  readonly count: Locator;
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByTestId('impact-panel');
    this.rows = this.panel.getByTestId('impact-row');
    this.count = this.panel.getByTestId('impact-count');
    this.list = this.panel.getByRole('list', { name: 'Reached datasets and jobs' });
  }

  /** The trace panel's button that opens the list of the traced field. */
  openFromTrace(): Locator {
    return this.page.getByTestId('open-impact-list');
  }

  filter(label: 'Level' | 'Engine' | 'Sort'): Locator {
    return this.panel.getByLabel(label);
  }

  download(format: 'CSV' | 'JSON'): Locator {
    return this.panel.getByRole('button', { name: `Download ${format}` });
  }

  /** Every row in list order: the list is virtualised, so it is scrolled through and read a window at a time. */
  async allRows(): Promise<ListedRow[]> {
    const seen = new Map<number, ListedRow>();
    await this.list.evaluate((el) => (el.scrollTop = 0));
    for (;;) {
      const batch = await this.list.evaluate((el) =>
        [...el.querySelectorAll<HTMLElement>('[role="listitem"]')].map((item) => {
          const row = item.querySelector<HTMLElement>('[data-testid="impact-row"]')!;
          return {
            index: Math.round(parseFloat(item.style.top) / item.offsetHeight),
            row: {
              kind: row.dataset.kind ?? '',
              namespace: row.dataset.namespace ?? '',
              name: row.dataset.name ?? '',
              level: row.dataset.level ?? '',
              quality: row.dataset.quality ?? '',
              distance: row.querySelector('.tb-impact-row__distance')?.textContent ?? '',
              owner: row.querySelector('[data-testid="impact-owner"]')?.textContent ?? '',
              qualityText: row.querySelector('[data-testid="impact-quality"]')?.textContent ?? '',
            },
          };
        }),
      );
      for (const b of batch) seen.set(b.index, b.row);
      const done = await this.list.evaluate((el) => {
        if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) return true;
        el.scrollTop += el.clientHeight;
        return false;
      });
      if (done) break;
      // Wait for the window to follow the scroll: the rendered rows change once React has handled the event.
      await this.page.waitForFunction(
        ({ top }) => {
          const el = document.querySelector('[aria-label="Reached datasets and jobs"]');
          const items = el ? [...el.querySelectorAll<HTMLElement>('[role="listitem"]')] : [];
          return items.some((i) => parseFloat(i.style.top) >= top);
        },
        { top: await this.list.evaluate((el) => el.scrollTop) },
      );
    }
    return [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
  }
}
