// The app proper, which src/main.tsx imports once the server's first frame has been painted (or at once on a page
// without one): React, the router, the query client, the schemas and the first view's hand-over are evaluated here,
// not before that paint.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { queryClient } from './app/query-client.ts';
import { warmStart } from './app/warm-start.ts';
import { adoptFirstView } from './app/first-view.ts';
import { seedPageLayout } from './features/graph/layout-engine-instance.ts';
import { FIRST_VIEW_ELEMENT_ID } from './lib/first-view.ts';
import { handOffFirstFrame } from './lib/first-frame.ts';
import { firstDrawingGate } from './lib/first-drawing-gate.ts';

const FIRST_RENDER_WAIT_MS = 1_000;

/** Adopts the page's first view, starts the warm start and renders the app; `frame` stays over it until its canvas has drawn. */
export function startApp(frame: HTMLElement | null): void {
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
