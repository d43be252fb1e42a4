import type { Locator, Page } from '@playwright/test';
import type { HopLevel } from '../../src/domain/trace/trace-types.ts';

/** The time-travel section of the side panel: timeline, as-of trace, compare with. */
export class TimeTravelPage {
  readonly root: Locator;
  readonly timeline: Locator;
  readonly versions: Locator;
  readonly point: Locator;
  readonly asOfTrace: Locator;
  readonly hops: Locator;
  readonly compare: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('time-travel');
    this.timeline = this.root.getByTestId('tt-timeline');
    this.versions = this.timeline.getByTestId('tt-version');
    this.point = this.root.getByTestId('tt-point');
    this.asOfTrace = this.root.getByTestId('tt-as-of');
    this.hops = this.asOfTrace.getByTestId('tt-hop');
    this.compare = this.root.getByTestId('tt-compare');
  }

  /** Timeline rows whose version carries a failed quality check. */
  failedVersions(): Locator {
    return this.versions.filter({ has: this.page.getByTestId('tt-failed-check') });
  }

  pickButton(row: Locator): Locator {
    return row.getByRole('button', { name: /^(Trace as of this version|Use as as-of point)$/ });
  }

  /** The as-of hop of a level from one dataset to another (names as Marquez spells them). */
  hop(from: string, to: string, level: HopLevel): Locator {
    return this.hops.and(this.page.locator(`[data-from="${cssEscape(from)}"][data-to="${cssEscape(to)}"][data-level="${level}"]`));
  }

  /** A field's entry in the schema change shown on a hop end or a compared dataset. */
  changedField(scope: Locator, field: string): Locator {
    return scope.locator(`li[data-field="${cssEscape(field)}"]`);
  }

  comparedDataset(name: string): Locator {
    return this.compare.getByTestId('tt-compare-changed').and(this.page.locator(`[data-dataset="${cssEscape(name)}"]`));
  }
}

function cssEscape(s: string): string {
  return s.replace(/["\\]/g, '\\$&');
}
