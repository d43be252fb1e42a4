import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rule sets every audit runs: WCAG 2.0 and 2.1 A/AA plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** A violation as a failing assertion prints it: the rule, its impact, and the first few elements it was found on. */
export interface Violation {
  rule: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/**
 * axe-core's serious and critical violations on the page as it is now.
 *
 * On a page without frames the audit runs as one `axe.run` in the page (the builder's legacy mode): the same rules on
 * the same document, without the default mode's second blank page (opened, injected with axe again and closed on
 * every call to merge per-frame results), which about halved each audit's time (docs/performance.md#test-time). A
 * page that holds frames gets the default mode, which audits inside them.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const legacy = page.frames().length === 1;
  // The builder evaluates axe's source (≈ 0.5 MB) in the page twice per legacy audit. A document that holds it from an
  // earlier audit (a shared page whose views open inside the app) runs that copy again: the same axe, not re-parsed.
  const present = legacy && (await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'));
  const builder = new AxeBuilder({ page, ...(present ? { axeSource: 'void 0' } : {}) }).withTags(TAGS);
  if (legacy) builder.setLegacyMode(true);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}
