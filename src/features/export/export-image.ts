import { toSvg } from 'html-to-image';
import { getViewportForBounds } from '@xyflow/react';
import { readFlowBounds } from './graph-bounds.ts';
import { composeExportSvg, svgFromDataUrl, type CapturedPanel } from './compose-svg.ts';

const PADDING_PX = 32;
const PNG_SCALE = 2;

// Controls, minimap and attribution are for the screen, not the slide; the legend is redrawn as vector.
const SCREEN_ONLY = ['react-flow__minimap', 'react-flow__controls', 'react-flow__panel', 'react-flow__attribution'];

function keep(node: HTMLElement): boolean {
  return !(node.classList && SCREEN_ONLY.some((c) => node.classList.contains(c)));
}

/**
 * Captures one React Flow canvas whole, at its natural size (zoom 1), the way React Flow's "download image"
 * example does: bounds of the nodes → a viewport transform (`getViewportForBounds`) → html-to-image on
 * `.react-flow__viewport`. Returns `null` for an empty canvas.
 */
export async function captureFlow(flow: HTMLElement, background: string): Promise<CapturedPanel | null> {
  const viewport = flow.querySelector<HTMLElement>('.react-flow__viewport');
  const bounds = readFlowBounds(flow);
  if (!viewport || !bounds) return null;
  const width = Math.ceil(bounds.width + 2 * PADDING_PX);
  const height = Math.ceil(bounds.height + 2 * PADDING_PX);
  const vp = getViewportForBounds(bounds, width, height, 1, 1, `${PADDING_PX}px`);
  const dataUrl = await toSvg(viewport, {
    width,
    height,
    backgroundColor: background,
    skipFonts: true, // offline on stage: never fetch font files
    filter: keep,
    style: { width: `${width}px`, height: `${height}px`, transform: `translate(${vp.x}px, ${vp.y}px) scale(${vp.zoom})` },
  });
  return { svg: svgFromDataUrl(dataUrl), width, height };
}

/** Page colours, so an export in the dark theme looks like the screen. */
export function pageColors(el: Element): { background: string; textColor: string } {
  const style = getComputedStyle(el);
  const bg = style.backgroundColor;
  const transparent = !bg || bg === 'transparent' || bg === 'rgba(0, 0, 0, 0)';
  return { background: transparent ? '#ffffff' : bg, textColor: style.color || '#111111' };
}

/**
 * The current view as one standalone SVG: every React Flow canvas on the page (two in the FLIP-314 comparison),
 * whole and uncropped, with its trace styling (computed styles are inlined) and a vector legend.
 */
export async function exportViewSvg(root: ParentNode = document, caption?: string): Promise<string | null> {
  const flows = [...root.querySelectorAll<HTMLElement>('.react-flow')];
  if (flows.length === 0) return null;
  const colors = pageColors(flows[0]!.closest('[data-theme-present]') ?? document.body);
  const panels: CapturedPanel[] = [];
  for (const flow of flows) {
    const panel = await captureFlow(flow, colors.background);
    if (panel) panels.push(panel);
  }
  if (panels.length === 0) return null;
  return composeExportSvg(panels, { ...colors, caption });
}

/** Rasterises an SVG document at `scale`× (2× for slides) into a PNG data URL. */
export async function svgToPng(svg: string, scale = PNG_SCALE): Promise<string> {
  const img = new Image();
  img.decoding = 'sync';
  const loaded = new Promise<void>((resolve, reject) => {
    img.onload = () => resolve();
    img.onerror = () => reject(new Error('The exported SVG could not be rasterised.'));
  });
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await loaded;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(img.naturalWidth * scale);
  canvas.height = Math.ceil(img.naturalHeight * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw a PNG (no 2D canvas).');
  ctx.scale(scale, scale);
  ctx.drawImage(img, 0, 0);
  return canvas.toDataURL('image/png');
}
