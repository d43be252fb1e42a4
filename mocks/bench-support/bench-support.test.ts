import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUDGETS, FIGURE_KEYS, elkSpeedup, emptyFigures, figuresJson, formatTable, median, type Figures } from './figures.ts';
import { initialScriptUrls } from './initial-scripts.ts';

const figures = (patch: Partial<Figures>): Figures => ({ ...emptyFigures(), ...patch });

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('lies between min and max and ignores one outlier among five runs', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 50 }), (xs) => {
        const m = median(xs);
        expect(m).toBeGreaterThanOrEqual(Math.min(...xs));
        expect(m).toBeLessThanOrEqual(Math.max(...xs));
      }),
    );
    expect(median([100, 101, 99, 100, 50_000])).toBe(100);
  });
});

describe('figuresJson', () => {
  it('has exactly the issue-8 keys, in order, rounded to 0.1, null when unmeasured', () => {
    const json = figuresJson(figures({ elkLayout1000Ms: 612.345, initialJsGzipKB: 177.94 }));
    expect(Object.keys(json)).toEqual([...FIGURE_KEYS]);
    expect(json.elkLayout1000Ms).toBe(612.3);
    expect(json.initialJsGzipKB).toBe(177.9);
    expect(json.trace10kMs).toBeNull();
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });
});

describe('budgets', () => {
  const verdict = (label: string, f: Figures) => BUDGETS.find((b) => b.label.startsWith(label))?.met(f);

  it('meets a budget at its limit and misses it just above', () => {
    expect(verdict('talk scenario', figures({ talkDrawnMs: 500 }))).toBe(true);
    expect(verdict('talk scenario', figures({ talkDrawnMs: 500.5 }))).toBe(false);
    expect(verdict('first draw, 1,000 nodes', figures({ firstDraw1000Ms: 3000 }))).toBe(true);
    expect(verdict('first draw, 1,000 nodes', figures({ firstDraw1000Ms: 3001 }))).toBe(false);
    expect(verdict('initial JS', figures({ initialJsGzipKB: 251 }))).toBe(false);
  });

  it('says "not measured" rather than pass when a figure is missing', () => {
    for (const b of BUDGETS) expect(b.met(emptyFigures())).toBeNull();
  });

  it('computes the ELK claim as default / ours and requires ≥ 3×', () => {
    const f = figures({ elkLayout1000Ms: 200, elkDefault1000Ms: 500 });
    expect(elkSpeedup(f)).toBe(2.5);
    expect(verdict('ELK ≥ 3×', f)).toBe(false);
    expect(verdict('ELK ≥ 3×', figures({ elkLayout1000Ms: 100, elkDefault1000Ms: 300 }))).toBe(true);
    const missed = BUDGETS.find((b) => b.label.startsWith('ELK ≥ 3×'))?.missedBy(f);
    expect(missed).toBe('0.50× short');
  });

  it('says by how much a time budget is missed', () => {
    const b = BUDGETS.find((x) => x.label.startsWith('1,000 nodes drawn'));
    expect(b?.missedBy(figures({ nodes1000DrawnMs: 3000 }))).toBe('500 ms over (20%)');
  });
});

describe('formatTable', () => {
  it('aligns every column to its widest cell', () => {
    const lines = formatTable(
      ['figure', 'median'],
      [
        ['a', '1'],
        ['longer', '12345'],
      ],
    ).split('\n');
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    expect(lines[2]).toBe('a            1');
  });
});

describe('initialScriptUrls', () => {
  it('lists the module entry and modulepreloads, not lazy chunks, styles or classic scripts', () => {
    const html = `<!doctype html><html><head>
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
      <link rel="stylesheet" href="/assets/index.css">
      <script src="/legacy.js"></script>
      <link rel="modulepreload" href="/assets/vendor-def.js">
    </head><body></body></html>`;
    expect(initialScriptUrls(html)).toEqual(['/assets/index-abc.js', '/assets/vendor-def.js']);
  });

  it('finds nothing in a page without a module script', () => {
    expect(initialScriptUrls('<html><body>hi</body></html>')).toEqual([]);
  });
});
