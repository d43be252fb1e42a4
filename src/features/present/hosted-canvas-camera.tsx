import { useEffect } from 'react';
import { useParams } from 'react-router';
import { selectClearFocusRequest, selectRequestCamera } from '../../state/selectors.ts';
import { useTributaryStore } from '../../state/store.ts';
import { parseStepNumber } from './present-paths.ts';
import { cameraRequestFor } from './story-camera.ts';
import { useStories } from './story-store.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';

/**
 * Aims the current present step's camera at a lineage canvas that another view hosts (FLIP-314's right pane).
 * PresentMode aims graph and trace steps itself; a hosted canvas is only aimed when the step names a camera, so
 * without one the view keeps its own opening frame. Renders nothing.
 */
export function HostedCanvasCamera() {
  const { storyId, step: stepParam } = useParams();
  const story = useStories().find((s) => s.id === storyId);
  const requested = parseStepNumber(stepParam) ?? 1;
  const view = story?.steps[Math.min(requested, story.steps.length) - 1]?.view;
  const requestCamera = useTributaryStore(selectRequestCamera);
  const clearFocusRequest = useTributaryStore(selectClearFocusRequest);
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (!view?.camera) return;
    requestCamera(cameraRequestFor(view, reducedMotion));
    const seq = useTributaryStore.getState().focusRequest?.seq;
    // A request the hosted canvas never served (its nodes not drawn) must not aim the next step's graph.
    return () => {
      if (seq !== undefined) clearFocusRequest(seq);
    };
  }, [view, requestCamera, clearFocusRequest, reducedMotion]);
  return null;
}
