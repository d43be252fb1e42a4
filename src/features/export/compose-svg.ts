import { LEGEND_HEIGHT, escapeXml, legendSvg, legendWidth } from './legend-svg.ts';

/** One captured canvas: an SVG document (html-to-image's foreignObject SVG) and its size in CSS pixels. */
export interface CapturedPanel {
  svg: string;
  width: number;
  height: number;
}

export interface ComposeOptions {
  background: string;
  textColor: string;
  /** Shown above the panels, e.g. the traced field; omitted when empty. */
  caption?: string;
}

const GAP = 24;
const MARGIN = 16;
const CAPTION_HEIGHT = 32;

/** Strips the XML prolog so a captured document can nest inside another `<svg>`. */
export function stripProlog(svg: string): string {
  return svg.replace(/^\s*<\?xml[^>]*\?>\s*/, '');
}

/** html-to-image returns `data:image/svg+xml;charset=utf-8,<percent-encoded svg>`. */
export function svgFromDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  const head = dataUrl.slice(0, comma);
  const body = dataUrl.slice(comma + 1);
  return head.endsWith(';base64') ? atob(body) : decodeURIComponent(body);
}

/**
 * Lays captured canvases side by side (one for the graph, two for the FLIP-314 comparison) above a vector
 * legend, in one standalone SVG. Sizes are the graphs' natural sizes: nothing is cropped or scaled down.
 */
export function composeExportSvg(panels: readonly CapturedPanel[], options: ComposeOptions): string {
  const top = MARGIN + (options.caption ? CAPTION_HEIGHT : 0);
  const panelsWidth = panels.reduce((w, p) => w + p.width, 0) + GAP * Math.max(0, panels.length - 1);
  const panelsHeight = panels.reduce((h, p) => Math.max(h, p.height), 0);
  const width = Math.ceil(Math.max(panelsWidth, legendWidth()) + 2 * MARGIN);
  const height = Math.ceil(top + panelsHeight + GAP + LEGEND_HEIGHT + MARGIN);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" fill="${escapeXml(options.background)}"/>`,
  ];
  if (options.caption) {
    out.push(
      `<text x="${MARGIN}" y="${MARGIN + 20}" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="${escapeXml(options.textColor)}">${escapeXml(options.caption)}</text>`,
    );
  }
  let x = MARGIN;
  for (const p of panels) {
    // A nested <svg> keeps each capture's own viewport; x/y place it on the page.
    const inner = stripProlog(p.svg).replace(/^<svg\b/, `<svg x="${x}" y="${top}"`);
    out.push(inner);
    x += p.width + GAP;
  }
  out.push(legendSvg(MARGIN, top + panelsHeight + GAP, escapeXml(options.textColor)));
  out.push('</svg>');
  return out.join('\n');
}
