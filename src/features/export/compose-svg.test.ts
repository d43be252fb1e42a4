import { describe, expect, it } from 'vitest';
import { composeExportSvg, stripProlog, svgFromDataUrl } from './compose-svg.ts';
import { escapeXml, legendWidth, LEGEND_ENGINES, LEGEND_LEVELS } from './legend-svg.ts';
import { parseTranslate, unionRects } from './graph-bounds.ts';

const panel = (label: string, width: number, height: number) => ({
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><foreignObject><div>${label}</div></foreignObject></svg>`,
  width,
  height,
});

describe('composeExportSvg', () => {
  it('places panels side by side at natural size with the legend below', () => {
    const svg = composeExportSvg([panel('left', 1000, 300), panel('right', 200, 500)], { background: '#fff', textColor: '#111' });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1256" height="\d+"/);
    expect(svg).toContain('<svg x="16" y="16" xmlns');
    expect(svg).toContain('<svg x="1040" y="16" xmlns');
    for (const e of LEGEND_ENGINES) expect(svg).toContain(escapeXml(e.label));
    for (const l of LEGEND_LEVELS) expect(svg).toContain(escapeXml(l.label));
    const height = Number(/height="(\d+)"/.exec(svg)?.[1]);
    expect(height).toBeGreaterThan(16 + 500);
  });

  it('is never narrower than the legend', () => {
    const svg = composeExportSvg([panel('tiny', 50, 50)], { background: '#fff', textColor: '#111' });
    expect(Number(/width="(\d+)"/.exec(svg)?.[1])).toBe(legendWidth() + 32);
  });

  it('escapes a caption taken from metadata', () => {
    const svg = composeExportSvg([panel('x', 10, 10)], { background: '#fff', textColor: '#111', caption: '<script>a&b</script>' });
    expect(svg).toContain('&lt;script&gt;a&amp;b&lt;/script&gt;');
    expect(svg).not.toContain('<script>');
  });
});

describe('svg helpers', () => {
  it('decodes html-to-image data URLs and strips the prolog', () => {
    expect(svgFromDataUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg>é</svg>')}`)).toBe('<svg>é</svg>');
    expect(stripProlog('<?xml version="1.0"?>\n<svg/>')).toBe('<svg/>');
  });

  it('reads React Flow node transforms and unions boxes', () => {
    expect(parseTranslate('translate(12px, -3.5px)')).toEqual({ x: 12, y: -3.5 });
    expect(parseTranslate('scale(2)')).toBeNull();
    expect(
      unionRects([
        { x: 0, y: 0, width: 10, height: 10 },
        { x: -5, y: 20, width: 5, height: 5 },
      ]),
    ).toEqual({ x: -5, y: 0, width: 15, height: 25 });
    expect(unionRects([])).toBeNull();
  });
});
