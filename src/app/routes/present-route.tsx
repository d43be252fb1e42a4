import { Suspense, type ReactNode } from 'react';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { HostedCanvasCamera } from '../../features/present/hosted-canvas-camera.tsx';
import { PresentMode } from '../../features/present/present-mode.tsx';
import type { ViewMode } from '../../features/present/story-schema.ts';
import { MODE_PATHS } from '../../features/present/view-href.ts';
import { RegionBoundary } from '../layout/region-boundary.tsx';
import { GraphSlot } from './graph-slot.tsx';
import { VIEW_ROUTES } from './view-routes.tsx';
import { TraceExportMenu } from '../header/trace-export-menu.tsx';
import type { StoryEvidence } from '../../features/present/story-schema.ts';
import { FieldChangeEvidence } from '../../features/time-travel/field-change-evidence.tsx';
import { FailedCheckEvidence } from '../../features/time-travel/failed-check-evidence.tsx';

// Present mode shows the same screens the tabs do (from the route table); the graph and trace steps show the
// canvas alone, full-bleed. The app composes them because features cannot import each other.
function renderView(mode: ViewMode): ReactNode {
  const route = mode === 'graph' || mode === 'trace' ? null : VIEW_ROUTES.find((r) => r.path === MODE_PATHS[mode]);
  return (
    <RegionBoundary region="Canvas" subject="this step's view" resetKey={mode}>
      <Suspense fallback={<StatusMessage kind="loading" title="Loading the view…" />}>
        {route ? <route.Screen /> : <GraphSlot />}
        {/* FLIP-314 hosts the lineage canvas in its right pane: the step's camera aims there. */}
        {mode === 'flip314' ? <HostedCanvasCamera /> : null}
      </Suspense>
    </RegionBoundary>
  );
}

function renderEvidence(evidence: StoryEvidence): ReactNode {
  switch (evidence.kind) {
    case 'schema-change':
      return <FieldChangeEvidence fieldId={evidence.field} day={evidence.on} />;
    case 'failed-check':
      return <FailedCheckEvidence datasetId={evidence.dataset} day={evidence.on} />;
  }
}

/** `/present/:storyId/:step`: full screen, outside the app header. */
export default function PresentRoute() {
  // Export from the stage theme too: large type makes the best slides.
  return <PresentMode renderView={renderView} toolbar={<TraceExportMenu />} renderEvidence={renderEvidence} />;
}
