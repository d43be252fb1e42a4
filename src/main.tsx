import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyInitialTheme } from './app/use-theme-attribute.ts';
import { queryClient } from './app/query-client.ts';
import { warmStart } from './app/warm-start.ts';
import { adoptFirstView } from './app/first-view.ts';
import { seedPageLayout } from './features/graph/layout-engine-instance.ts';
import { FIRST_VIEW_ELEMENT_ID } from './lib/first-view.ts';
import { afterNextPaint, FIRST_FRAME_ELEMENT_ID, handOffFirstFrame } from './lib/first-frame.ts';
import { firstDrawingGate } from './lib/first-drawing-gate.ts';
import './app/styles/theme.css';
import './app/styles/base.css';
import './app/styles/first-frame.css';

const FIRST_RENDER_WAIT_MS = 1_000;

applyInitialTheme();
// The server's drawing of this page (src/server/first-frame.ts), framed by its fit module before this entry ran: it
// is painted before the first view's answer is parsed and gated here, which on a large view holds the main thread
// for a few hundred milliseconds more.
const frame = document.getElementById(FIRST_FRAME_ELEMENT_ID);
if (frame) void afterNextPaint().then(() => start(frame));
else start(null);

function start(frame: HTMLElement | null): void {
  // Before the warm start, so its `/lineage` prefetch finds the answer the page came with instead of asking again.
  const firstView = document.getElementById(FIRST_VIEW_ELEMENT_ID);
  const pageLayout = adoptFirstView(firstView?.textContent, window.location, queryClient);
  firstView?.remove();
  if (pageLayout) seedPageLayout(pageLayout);
  const { screenReady } = warmStart(window.location, queryClient);
  // The frame stays over the app until its canvas has drawn.
  handOffFirstFrame(firstDrawingGate, frame);

  // A graph link renders once its screen's chunks are in (they were fetched in parallel just above), bounded so a
  // slow network still gets the app shell: rendering first would show a "Loading…" fallback, and React then holds
  // the real screen back until the fallback has been up 300 ms (its Suspense throttle) — a third of a cold load.
  void Promise.race([screenReady, new Promise<void>((ok) => setTimeout(ok, FIRST_RENDER_WAIT_MS))]).then(() => {
    const root = document.getElementById('root');
    if (!root) return;
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
