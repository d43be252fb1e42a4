import { expect, type Page } from '@playwright/test';

/** What a page did that it must not: open dialogs, break its CSP, throw uncaught errors. */
export interface PageWatch {
  dialogs: string[];
  pageErrors: string[];
}

/**
 * Starts watching a page before its first navigation: any `alert`/`confirm`/`prompt` is recorded (and dismissed so
 * the page cannot hang), uncaught errors are recorded, and CSP violations are collected in `window.__cspViolations`.
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = { dialogs: [], pageErrors: [] };
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => watch.pageErrors.push(error.message));
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return watch;
}

/** CSP violations the page has reported so far. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

export interface InertReport {
  /** The payloads' global flag (`window.__xss`); anything but undefined means a payload ran. */
  flag: unknown;
  /** Links whose resolved href is not http(s). */
  unsafeLinks: string[];
  /** Elements carrying inline event-handler attributes (`onerror=`, `onload=`…): injected markup. */
  handlerAttributes: string[];
  /** iframe / object / embed elements, which the app never renders itself. */
  frames: number;
  /** How far the page is wider than the viewport (≤ 0 = no horizontal overflow). */
  overflowX: number;
  /** The innermost elements sticking out past the viewport's right edge, to say what broke the layout. */
  sticking: string[];
}

/** Reads the page's DOM for any sign that metadata became markup or script. */
export function inertReport(page: Page, flag: string): Promise<InertReport> {
  return page.evaluate((flagName) => {
    const all = [...document.querySelectorAll('*')];
    return {
      flag: (window as unknown as Record<string, unknown>)[flagName],
      unsafeLinks: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href).filter((href) => !/^https?:\/\//i.test(href)),
      handlerAttributes: all.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `<${el.tagName.toLowerCase()} ${a.name}>`)),
      frames: document.querySelectorAll('iframe, object, embed, frame').length,
      overflowX: document.documentElement.scrollWidth - window.innerWidth,
      sticking: all
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && el.children.length === 0)
        .slice(0, 5)
        .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${(el.textContent ?? '').slice(0, 40)}`),
    };
  }, flag);
}

/** Asserts nothing executed and nothing became markup, and the layout still fits the viewport's width. */
export async function expectInert(page: Page, watch: PageWatch, flag: string, where: string): Promise<void> {
  const report = await inertReport(page, flag);
  expect(watch.dialogs, `${where}: dialogs opened`).toEqual([]);
  expect(report.flag, `${where}: window.${flag} was set — a payload ran`).toBeUndefined();
  expect(await page.locator('a[href^="javascript:" i]').count(), `${where}: javascript: links`).toBe(0);
  expect(report.unsafeLinks, `${where}: non-http(s) links`).toEqual([]);
  expect(report.handlerAttributes, `${where}: inline handler attributes`).toEqual([]);
  expect(report.frames, `${where}: frames`).toBe(0);
  expect(report.overflowX, `${where}: page wider than the viewport (${report.sticking.join(' | ')})`).toBeLessThanOrEqual(0);
  expect(await cspViolations(page), `${where}: CSP violations`).toEqual([]);
  expect(watch.pageErrors, `${where}: uncaught errors`).toEqual([]);
}
