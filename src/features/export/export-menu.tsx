import { useCallback, useState } from 'react';
import { download } from './download-file.ts';
import { useTributaryStore } from '../../state/store.ts';
import { selectSetCapturing } from '../../state/selectors.ts';
import './export-menu.css';

export interface ExportMenuProps {
  /** Base of the file names, e.g. the focus dataset's name. */
  fileBase?: string;
  /** Title written above the graph in the image (e.g. "Trace of daily_revenue.total_revenue_usd"). */
  caption?: string;
  /** The active trace as Markdown (the CLI's hop table); the Markdown button shows only when given. */
  traceMarkdown?: () => string | null;
  /** Short labels ("SVG", "PNG") for tight toolbars. */
  compact?: boolean;
}

type Busy = 'svg' | 'png' | null;

function safeName(base: string): string {
  return (
    base
      .replace(/[^a-zA-Z0-9._-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 80) || 'tributary'
  );
}

/** Export buttons for the current view: SVG (vector, whole graph, legend), PNG at 2×, trace Markdown. */
export function ExportMenu({ fileBase = 'tributary', caption, traceMarkdown, compact = false }: ExportMenuProps) {
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const name = safeName(fileBase);
  const setCapturing = useTributaryStore(selectSetCapturing);

  const run = useCallback(
    async (kind: Exclude<Busy, null>) => {
      setBusy(kind);
      setError(null);
      // Canvases switch to full detail (a zoomed-out one paints boxes on a canvas the capture would not see); two
      // frames let React commit that before the DOM is read.
      setCapturing(true);
      try {
        // The capture (html-to-image and the SVG composition) loads on the first export: no page needs it to draw.
        const [{ exportViewSvg, svgToPng }] = await Promise.all([
          import('./export-image.ts'),
          new Promise<void>((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok()))),
        ]);
        const svg = await exportViewSvg(document, caption);
        if (!svg) throw new Error('There is no graph on screen to export yet.');
        if (kind === 'svg') download(`${name}.svg`, svg, 'image/svg+xml');
        else download(`${name}@2x.png`, await svgToPng(svg), 'image/png');
      } catch (err) {
        setError(err instanceof Error ? err.message : String(err));
      } finally {
        setCapturing(false);
        setBusy(null);
      }
    },
    [caption, name, setCapturing],
  );

  const exportMarkdown = useCallback(() => {
    const md = traceMarkdown?.();
    if (md) download(`${name}-trace.md`, md, 'text/markdown');
    else setError('Start a trace first: the Markdown export is the trace’s hop table.');
  }, [traceMarkdown, name]);

  return (
    <div className="export-menu" role="group" aria-label="Export">
      <button
        type="button"
        onClick={() => void run('svg')}
        disabled={busy !== null}
        data-testid="export-svg"
        aria-label="Export the view as SVG"
        title="Export the whole graph as SVG (vector, with legend)"
      >
        {busy === 'svg' ? '…' : compact ? 'SVG' : 'Export SVG'}
      </button>
      <button
        type="button"
        onClick={() => void run('png')}
        disabled={busy !== null}
        data-testid="export-png"
        aria-label="Export the view as PNG"
        title="Export the whole graph as PNG (2×)"
      >
        {busy === 'png' ? '…' : compact ? 'PNG' : 'Export PNG'}
      </button>
      {traceMarkdown ? (
        <button
          type="button"
          onClick={exportMarkdown}
          data-testid="export-markdown"
          aria-label="MD: export the trace as Markdown"
          title="Download the trace's hop table as Markdown (for incident notes)"
        >
          {compact ? 'MD' : 'Trace as Markdown'}
        </button>
      ) : null}
      {error ? (
        <span role="alert" className="export-menu__error" title={error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
